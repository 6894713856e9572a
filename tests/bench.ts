// `npm run bench [routes…]`: Lighthouse (mobile, default throttling) on every built route,
// written to docs/performance.md. Not part of `npm test`: it takes about half a minute a route.
import { spawn, execFileSync } from "node:child_process";
import { existsSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { redirects } from "#/hosting/http-policy.ts";
import { chromiumArgs, findBrowser } from "#/tests/find-browser.ts";

const root = join(import.meta.dirname, "..");
const port = 4320;
const base = `http://localhost:${port}`;

const builtRoutes = readdirSync(join(root, "build", "client"), { recursive: true })
  .map(String)
  .filter((file) => file === "index.html" || file.endsWith("/index.html"))
  .map((file) => `/${file.replace(/\/?index\.html$/, "")}`)
  .filter((route) => !Object.hasOwn(redirects, route))
  .sort();
const routes = process.argv.slice(2).length ? process.argv.slice(2) : builtRoutes;

const server = spawn(process.execPath, [join(root, "server", "serve.ts")], {
  env: { ...process.env, PORT: String(port) },
});
await new Promise((resolve) => server.stdout.once("data", resolve));

const chromePath = findBrowser();
if (!chromePath) throw new Error("No Chromium found: install chromium or set CHROME_PATH.");
const chromeVersion = execFileSync(chromePath, ["--version"]).toString().trim();
const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ["--headless=new", ...chromiumArgs] });

type Row = { route: string; scores: number[]; lcp: number; tbt: number; cls: number; bytes: number; js: number };
const rows: Row[] = [];
const categories = ["performance", "accessibility", "best-practices", "seo"];
/** Runs per route; the median by performance is kept, as Lighthouse advises for a noisy machine. */
const runs = Number(process.env.BENCH_RUNS ?? 3);

async function measure(route: string) {
  const results = [];
  for (let run = 0; run < runs; run++) {
    const result = await lighthouse(base + route, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: categories,
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${route}`);
    results.push(result.lhr);
  }
  results.sort((a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0));
  return results[Math.floor(results.length / 2)]!;
}

try {
  for (const route of routes) {
    const lhr = await measure(route);
    const requests = (
      lhr.audits["network-requests"]?.details as { items: { transferSize?: number; resourceType?: string }[] }
    ).items;
    rows.push({
      route,
      scores: categories.map((c) => lhr.categories[c]?.score ?? 0),
      lcp: lhr.audits["largest-contentful-paint"]?.numericValue ?? 0,
      tbt: lhr.audits["total-blocking-time"]?.numericValue ?? 0,
      cls: lhr.audits["cumulative-layout-shift"]?.numericValue ?? 0,
      bytes: requests.reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
      js: requests.filter((r) => r.resourceType === "Script").reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    });
    console.log(`${route}: ${rows.at(-1)!.scores.join(" / ")}`);
  }
} finally {
  await chrome.kill();
  server.kill();
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
/** Issue 7's targets; a row lists the ones it misses. */
function misses(r: Row): string {
  const missed = [
    r.scores[0]! < 0.98 && "performance",
    r.scores.slice(1).some((score) => score < 1) && "a11y/BP/SEO",
    r.lcp > 1800 && "LCP",
    r.tbt > 50 && "TBT",
    r.cls > 0.02 && "CLS",
  ].filter(Boolean);
  return missed.length ? missed.join(", ") : "all met";
}
const table = [
  "| Route | Performance | Accessibility | Best practices | SEO | LCP | TBT | CLS | Transferred | JavaScript | Targets |",
  "|---|---|---|---|---|---|---|---|---|---|---|",
  ...rows.map(
    (r) =>
      `| ${r.route} | ${r.scores.map((s) => s.toFixed(2)).join(" | ")} | ${(r.lcp / 1000).toFixed(2)} s | ${Math.round(r.tbt)} ms | ${r.cls.toFixed(3)} | ${kb(r.bytes)} | ${kb(r.js)} | ${misses(r)} |`,
  ),
].join("\n");

// The measured part sits between two markers; the analysis around it is written by hand.
const report = join(root, "docs", "performance.md");
const START = "<!-- bench:start -->";
const END = "<!-- bench:end -->";
const measured = `${START}
Lighthouse (mobile form factor, default simulated throttling; median of ${runs} runs per route) against the production build served by \`npm start\`'s server.
Measured ${new Date().toISOString().slice(0, 10)} with ${chromeVersion}. Regenerate with \`npm run build && npm run bench\`.

${table}
${END}`;
const before = existsSync(report) ? readFileSync(report, "utf8") : "";
writeFileSync(
  report,
  before.includes(START) && before.includes(END)
    ? before.slice(0, before.indexOf(START)) + measured + before.slice(before.indexOf(END) + END.length)
    : `# Performance report\n\n${measured}\n`,
);
console.log("wrote docs/performance.md");
