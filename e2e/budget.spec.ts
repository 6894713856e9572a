import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { BUDGET, budgetProblems, pageWeight, type PageWeight } from "#/tests/lib/page-budget.ts";
import { builtRoutes, expect, test } from "#/e2e/fixtures.ts";

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const weigh = (client: string, routes: string[]) =>
  routes.map((route) => ({ route, ...pageWeight(client, join(route, "index.html")) }));

// Issues 7 and 27: what each prerendered page loads on first view, gzip -9 per file (no browser needed).
test(`every page loads at most ${kb(BUDGET.js)} of JavaScript (a named exception its own limit) and ${kb(BUDGET.css)} of CSS on first view`, () => {
  const weights = weigh(join(import.meta.dirname, "..", "build", "client"), builtRoutes());
  const largest = (key: keyof PageWeight) => weights.reduce((a, b) => (b[key] > a[key] ? b : a));
  const js = largest("js");
  const css = largest("css");
  console.log(`first-view budget: most JavaScript ${kb(js.js)} (${js.route}), most CSS ${kb(css.css)} (${css.route})`);
  expect(weights.length).toBeGreaterThan(20);
  expect(budgetProblems(weights)).toEqual([]);
});

test("the budget fails a page over it, and a page whose scripts it cannot find", () => {
  const client = mkdtempSync(join(tmpdir(), "budget-known-bad-"));
  mkdirSync(join(client, "assets"));
  mkdirSync(join(client, "licht"));
  // Random bytes do not compress: this script weighs its size, gzipped too.
  writeFileSync(join(client, "assets", "zwaar.js"), randomBytes(BUDGET.js + 10 * 1024).toString("base64"));
  writeFileSync(join(client, "assets", "zwaar.css"), randomBytes(BUDGET.css + 10 * 1024).toString("base64"));
  writeFileSync(
    join(client, "index.html"),
    '<html><head><link rel="stylesheet" href="/assets/zwaar.css"><script type="module" src="/assets/zwaar.js"></script></head></html>',
  );
  writeFileSync(join(client, "licht", "index.html"), "<html><head></head><body>Geen scripts</body></html>");
  // No exceptions here: the site's own name pages this folder does not have.
  const problems = budgetProblems(weigh(client, ["/", "/licht"]), {});
  expect(problems).toEqual([
    expect.stringMatching(new RegExp(`^/: .* of JavaScript, over ${kb(BUDGET.js)}$`)),
    expect.stringMatching(new RegExp(`^/: .* of CSS, over ${kb(BUDGET.css)}$`)),
    expect.stringMatching(/^\/licht: only .* of JavaScript: its scripts were not found$/),
  ]);
});
