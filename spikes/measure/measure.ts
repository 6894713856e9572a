// `node --import ./scripts/content-loader.ts spikes/measure/measure.ts` (from the repository root):
// issue 19's comparison. Serves every built variant with serve.ts (one process each, the site's
// headers and compression), then runs Lighthouse's mobile preset on the same three pages of each,
// interleaved (run 1 of every page and variant, then run 2, …) so a busy moment of the machine does
// not fall on one variant only. Writes the medians into docs/performance.md between the
// spikes markers and every run into spikes/measure/runs/.
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromiumArgs, findBrowser } from "#/scripts/find-browser.ts";

const root = join(import.meta.dirname, "..", "..");
const runs = Number(process.env.RUNS ?? 5);
const pages = ["/", "/gehoorbescherming/zwem", "/in-ear-monitors/muzikanten"];
const variants = [
  { name: "1. Today's site", dir: "build/client", build: "npm run build" },
  { name: "2. React Router RSC", dir: "spikes/rsc/dist", build: "cd spikes/rsc && npm ci && npm run build" },
  {
    name: "2b. React Router RSC, hydration after paint",
    dir: "spikes/rsc/dist-gate",
    build: "cd spikes/rsc && VITE_SPIKE_RSC_GATE=1 npm run build",
  },
  { name: "3. Astro + React islands", dir: "spikes/astro/dist", build: "cd spikes/astro && npm ci && npm run build" },
  {
    name: "3b. Astro, header island after paint",
    dir: "spikes/astro/dist-idle",
    build: "cd spikes/astro && SPIKE_HEADER_IDLE=1 npm run build",
  },
  { name: "4. Today's site, no hydration chain", dir: "spikes/plain/dist", build: "node spikes/plain/build.ts" },
  { name: "0. No JavaScript (floor)", dir: "spikes/nojs/dist", build: "node spikes/nojs/build.ts" },
]
  .filter((v) => (process.env.ONLY ? process.env.ONLY.split(",").some((n) => v.name.startsWith(n)) : true))
  .map((v, i) => ({ ...v, port: 4410 + i, built: existsSync(join(root, v.dir, "index.html")) }));

const servers: ChildProcess[] = [];
for (const v of variants.filter((v) => v.built)) {
  const server = spawn(
    process.execPath,
    ["--import", "./scripts/content-loader.ts", "spikes/measure/serve.ts", v.dir, String(v.port)],
    { cwd: root, stdio: ["ignore", "pipe", "inherit"] },
  );
  servers.push(server);
  await new Promise((resolve) => server.stdout!.once("data", resolve));
}

type Run = { lcp: number; tbt: number; bootup: number; cls: number; fcp: number; score: number; jsGzip: number; jsFiles: number; benchmarkIndex: number };
const results = new Map<string, Run[]>();
const key = (variant: string, page: string) => `${variant} ${page}`;

/** The gzip size (level 9) of every script the page loaded, read from the variant's own files. */
function scriptBytes(dir: string, urls: string[]) {
  return urls.reduce((sum, url) => {
    const file = join(root, dir, decodeURIComponent(new URL(url).pathname));
    return sum + (existsSync(file) ? gzipSync(readFileSync(file), { level: 9 }).length : 0);
  }, 0);
}

const chromePath = findBrowser();
if (!chromePath) throw new Error("No Chromium found: install chromium or set CHROME_PATH.");
const chromeVersion = execFileSync(chromePath, ["--version"]).toString().trim();
const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ["--headless=new", ...chromiumArgs] });
let lighthouseVersion = "";
const failures: string[] = [];
try {
  for (let run = 1; run <= runs; run++) {
    for (const page of pages) {
      for (const v of variants.filter((v) => v.built)) {
        // A run that fails (Lighthouse's runtimeError: no paint seen, page hung) is repeated, at most twice.
        let lhr;
        for (let attempt = 1; ; attempt++) {
          const result = await lighthouse(`http://localhost:${v.port}${page}`, {
            port: chrome.port,
            output: "json",
            logLevel: "error",
            onlyCategories: ["performance"],
          });
          if (!result) throw new Error(`Lighthouse gave no result for ${v.name} ${page}`);
          lhr = result.lhr;
          if (!lhr.runtimeError) break;
          console.log(`  ${v.name} ${page}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
          failures.push(`${v.name} ${page} run ${run}: ${lhr.runtimeError.code}`);
          if (attempt === 3) throw new Error("Lighthouse failed three times in a row");
        }
        lighthouseVersion = lhr.lighthouseVersion;
        const requests = (lhr.audits["network-requests"]?.details as { items: { url: string; resourceType?: string }[] })
          .items;
        const scripts = requests.filter((r) => r.resourceType === "Script").map((r) => r.url);
        const measured: Run = {
          lcp: lhr.audits["largest-contentful-paint"]?.numericValue ?? NaN,
          tbt: lhr.audits["total-blocking-time"]?.numericValue ?? NaN,
          bootup: lhr.audits["bootup-time"]?.numericValue ?? NaN,
          cls: lhr.audits["cumulative-layout-shift"]?.numericValue ?? NaN,
          fcp: lhr.audits["first-contentful-paint"]?.numericValue ?? NaN,
          score: lhr.categories.performance?.score ?? NaN,
          jsGzip: scriptBytes(v.dir, scripts),
          jsFiles: scripts.length,
          benchmarkIndex: lhr.environment.benchmarkIndex,
        };
        results.set(key(v.name, page), [...(results.get(key(v.name, page)) ?? []), measured]);
        console.log(`run ${run} ${v.name} ${page}: LCP ${Math.round(measured.lcp)} ms, TBT ${Math.round(measured.tbt)} ms, score ${measured.score}`);
      }
    }
  }
} finally {
  await chrome.kill();
  for (const server of servers) server.kill();
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const of = (list: Run[], field: keyof Run) => list.map((r) => r[field]);
const date = new Date().toISOString().slice(0, 10);
mkdirSync(join(import.meta.dirname, "runs"), { recursive: true });
writeFileSync(
  join(import.meta.dirname, "runs", `${new Date().toISOString().replace(/[:.]/g, "-")}.json`),
  JSON.stringify({ chromeVersion, lighthouseVersion, runs, results: Object.fromEntries(results) }, null, 2),
);

const rows = pages.flatMap((page) =>
  variants.map((v) => {
    const list = results.get(key(v.name, page));
    if (!list) return `| ${page} | ${v.name} | not built (\`${v.build}\`) | | | | | | |`;
    const tbt = of(list, "tbt");
    return `| ${page} | ${v.name} | ${(median(of(list, "lcp")) / 1000).toFixed(2)} s | ${Math.round(median(tbt))} ms (${Math.round(Math.min(...tbt))}–${Math.round(Math.max(...tbt))}) | ${median(of(list, "score")).toFixed(2)} | ${median(of(list, "cls")).toFixed(3)} | ${(median(of(list, "jsGzip")) / 1024).toFixed(1)} KB | ${median(of(list, "jsFiles"))} | ${Math.round(median(of(list, "bootup")))} ms |`;
  }),
);
const allRuns = [...results.values()].flat();
const table = `<!-- spikes:start -->
Measured ${date}, one run of \`spikes/measure/measure.ts\`: Lighthouse ${lighthouseVersion}, mobile preset (simulated slow 4G, 4× CPU slowdown), ${chromeVersion}, ${runs} runs per page and variant, interleaved; every variant served by \`spikes/measure/serve.ts\` (the site's headers, brotli). Medians per column; TBT's range in brackets. Lighthouse's benchmark index of this machine over the runs: ${Math.round(Math.min(...of(allRuns, "benchmarkIndex")))}–${Math.round(Math.max(...of(allRuns, "benchmarkIndex")))}. JavaScript: every script the page loaded during the run, gzip level 9.${failures.length ? ` Runs repeated after a Lighthouse error: ${failures.join("; ")}.` : ""}

| Page | Variant | LCP | TBT (range) | Performance | CLS | JavaScript (gzip) | Script files | Script execution |
|---|---|---|---|---|---|---|---|---|
${rows.join("\n")}
<!-- spikes:end -->`;
const report = join(root, "docs", "performance.md");
const before = readFileSync(report, "utf8");
const START = "<!-- spikes:start -->";
const END = "<!-- spikes:end -->";
writeFileSync(
  report,
  before.includes(START)
    ? before.slice(0, before.indexOf(START)) + table + before.slice(before.indexOf(END) + END.length)
    : `${before.trimEnd()}\n\n${table}\n`,
);
console.log(table);
