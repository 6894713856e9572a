import { join } from "node:path";
import { BUDGET, pageWeight, type PageWeight } from "#/scripts/lib/page-budget.ts";
import { builtRoutes, expect, test } from "#/e2e/fixtures.ts";

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

// Issue 7: what each prerendered page loads on first view, gzip -9 per file (no browser needed).
test("every page loads at most 150 KB of JavaScript and 30 KB of CSS on first view", () => {
  const client = join(import.meta.dirname, "..", "build", "client");
  const weights = builtRoutes().map((route) => ({
    route,
    ...pageWeight(client, join(route, "index.html")),
  }));
  const largest = (key: keyof PageWeight) => weights.reduce((a, b) => (b[key] > a[key] ? b : a));
  const js = largest("js");
  const css = largest("css");
  console.log(`first-view budget: most JavaScript ${kb(js.js)} (${js.route}), most CSS ${kb(css.css)} (${css.route})`);
  for (const weight of weights) {
    expect(weight.js, `${weight.route}: JavaScript`).toBeLessThanOrEqual(BUDGET.js);
    expect(weight.css, `${weight.route}: CSS`).toBeLessThanOrEqual(BUDGET.css);
    expect(weight.js, `${weight.route}: no scripts found`).toBeGreaterThan(50 * 1024);
  }
});
