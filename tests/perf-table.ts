// `npm run perf:table -- <old build> [<new build>]` (or OLD=…, NEW=…): issue 27's same-run table.
// Two build folders as `npm run build` writes them (client/ and serving.json): OLD, React Router's
// site; NEW, the Astro site (default: build). A third variant, the floor, is NEW with every script
// taken out (tests/lib/perf-table.ts), written to a temporary folder with its own serving manifest.
// Each is served by the production server (server/serve.ts) on a port of its own; Lighthouse's mobile
// preset then measures every page of NEW and the 404 page in all three, RUNS times (3), interleaved
// (run 1 of every route and variant, then run 2, …) so a busy moment of the machine does not land
// on one variant only. Writes the medians between the perf-table markers of docs/performance.md and
// every run to perf-runs/ (git-ignored). ROUTES=/,/contact measures those routes only.
// A Lighthouse run takes 10–15 s here: 35 routes × 3 variants × 3 runs, about 1–1½ hours. Needs a quiet machine.
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative, resolve, sep } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromiumArgs, findBrowser } from "#/tests/find-browser.ts";
import {
  kb,
  medians,
  NOT_FOUND_ROUTE,
  pageFile,
  routesOf,
  stripScripts,
  verdict,
  type Check,
  type Run,
} from "#/tests/lib/perf-table.ts";
import { writeServingManifest } from "#/scripts/lib/serving-manifest.ts";
import { headerSets, inlineScriptHashes, sitePolicies } from "#/hosting/http-policy.ts";
import { MANIFEST_NAME, type ServingManifest } from "#/server/manifest.ts";

const root = join(import.meta.dirname, "..");
const [oldArg, newArg] = process.argv.slice(2);
const oldDir = oldArg ?? process.env.OLD;
const newDir = resolve(root, newArg ?? process.env.NEW ?? "build");
const runs = Number(process.env.RUNS ?? 3);
if (!oldDir) {
  console.error("perf-table: name the old build: npm run perf:table -- <old build folder> [<new build folder>]");
  process.exit(2);
}
for (const dir of [oldDir, newDir])
  if (!existsSync(join(dir, "client", "404.html")) || !existsSync(join(dir, MANIFEST_NAME))) {
    console.error(`perf-table: ${dir} is not a build folder (client/ and ${MANIFEST_NAME}, as npm run build writes).`);
    process.exit(2);
  }

/** Every file under `dir`, "/" separated. */
const filesUnder = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join("/"));

const newManifest = JSON.parse(readFileSync(join(newDir, MANIFEST_NAME), "utf8")) as ServingManifest;
const allRoutes = routesOf(filesUnder(join(newDir, "client")), newManifest.redirects);
const routes = process.env.ROUTES ? process.env.ROUTES.split(",").map((route) => route.trim()) : allRoutes;
for (const route of routes)
  if (!allRoutes.includes(route)) {
    console.error(`perf-table: ${route} is not a page of ${newDir} (pages: ${allRoutes.join(", ")}).`);
    process.exit(2);
  }

/**
 * The floor: a copy of NEW whose pages run no script. Its pages changed, so their compressed copies
 * and the serving manifest (files, ETags, each page's CSP with no script hashes left) are made anew,
 * as scripts/lib/finish-build.ts does, and the production server serves it like any build.
 */
async function makeFloor(from: string): Promise<string> {
  const floor = mkdtempSync(join(tmpdir(), "klankwijs-floor-"));
  cpSync(join(from, "client"), join(floor, "client"), { recursive: true });
  const client = join(floor, "client");
  for (const file of filesUnder(client)) {
    if (!file.endsWith(".html") || file.startsWith("admin/")) continue;
    const path = join(client, file);
    const html = stripScripts(readFileSync(path, "utf8"));
    writeFileSync(path, html);
    if (inlineScriptHashes(html).length > 0) throw new Error(`floor: ${file} still holds an inline script`);
    for (const suffix of [".br", ".gz"]) rmSync(path + suffix, { force: true });
    if (html.length < 1024) continue;
    writeFileSync(`${path}.br`, brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    writeFileSync(`${path}.gz`, gzipSync(html, { level: 9 }));
  }
  const policies = sitePolicies(client);
  await writeServingManifest(floor, {
    headers: headerSets(policies),
    policies: policies.pages,
    redirects: newManifest.redirects,
  });
  return floor;
}

const floorDir = await makeFloor(newDir);
const variants = [
  { name: "old", dir: resolve(oldDir) },
  { name: "new", dir: newDir },
  { name: "floor", dir: floorDir },
] as const;
type Variant = (typeof variants)[number]["name"];

/** Starts server/serve.ts on a free port for one build folder; resolves with its address. */
function startServer(dir: string): Promise<{ process: ChildProcess; origin: string }> {
  const server = spawn(process.execPath, [join(root, "server", "serve.ts")], {
    env: { ...process.env, SITE_DIR: dir, PORT: "0", HOST: "localhost" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  return new Promise((done, fail) => {
    server.once("exit", (code) => fail(new Error(`server/serve.ts for ${dir} stopped (${code})`)));
    server.stdout!.on("data", (chunk: Buffer) => {
      const address = /Site served at (http:\/\/\S+:\d+)/.exec(chunk.toString())?.[1];
      if (address) done({ process: server, origin: address });
    });
  });
}

const servers = new Map<Variant, { process: ChildProcess; origin: string }>();
const stopAll = () => {
  for (const { process: server } of servers.values()) server.kill();
  rmSync(floorDir, { recursive: true, force: true });
};

/** The gzip -9 size of what the page ran: the script files it loaded from its own build, and its inline scripts. */
function scriptBytes(dir: string, route: string, origin: string, urls: string[]) {
  const files = urls
    .filter((url) => new URL(url).origin === origin)
    .map((url) => join(dir, "client", decodeURIComponent(new URL(url).pathname)))
    .filter((file) => existsSync(file));
  const html = readFileSync(join(dir, "client", pageFile(route)), "utf8");
  const inline = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !/\ssrc=|type="application\/(ld\+)?json"/.test(attributes!))
    .map(([, , body]) => Buffer.from(body!));
  return [...files.map((file) => readFileSync(file)), ...inline].reduce(
    (sum, bytes) => sum + gzipSync(bytes, { level: 9 }).length,
    0,
  );
}

const started = new Date();
const results = new Map<string, Map<Variant, Run[]>>(routes.map((route) => [route, new Map()]));
const skipped: string[] = [];
const failures: string[] = [];
const runsDir = join(root, "perf-runs");
const runsFile = join(runsDir, `${started.toISOString().replace(/[:.]/g, "-")}.json`);
let chromeVersion = "";
let lighthouseVersion = "";
const saveRuns = () => {
  mkdirSync(runsDir, { recursive: true });
  const byRoute = Object.fromEntries([...results].map(([route, byVariant]) => [route, Object.fromEntries(byVariant)]));
  const folders = Object.fromEntries(
    variants.map((v) => [v.name, v.name === "floor" ? `${newDir} without scripts` : v.dir]),
  );
  writeFileSync(
    runsFile,
    JSON.stringify(
      { started, chromeVersion, lighthouseVersion, runs, folders, skipped, failures, results: byRoute },
      null,
      2,
    ),
  );
};

try {
  for (const variant of variants) servers.set(variant.name, await startServer(variant.dir));
  // A route a variant does not answer as NEW does (a page the old site did not have) is left out for it.
  const measured: { route: string; variant: Variant }[] = [];
  for (const route of routes)
    for (const variant of variants) {
      const response = await fetch(servers.get(variant.name)!.origin + route, { redirect: "manual" });
      const expected = route === NOT_FOUND_ROUTE ? 404 : 200;
      if (response.status === expected) measured.push({ route, variant: variant.name });
      else skipped.push(`${route} (${variant.name}: ${response.status})`);
    }

  const chromePath = findBrowser();
  if (!chromePath) throw new Error("No Chromium found: install chromium or set CHROME_PATH.");
  chromeVersion = execFileSync(chromePath, ["--version"]).toString().trim();
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ["--headless=new", ...chromiumArgs] });
  try {
    for (let run = 1; run <= runs; run++) {
      for (const { route, variant } of measured) {
        const { origin } = servers.get(variant)!;
        const dir = variants.find((v) => v.name === variant)!.dir;
        // A run that fails (Lighthouse's runtimeError: no paint seen, page hung) is repeated, at most twice.
        let lhr;
        for (let attempt = 1; ; attempt++) {
          const result = await lighthouse(origin + route, {
            port: chrome.port,
            output: "json",
            logLevel: "error",
            onlyCategories: ["performance"],
            // The not-found page is measured as the visitor gets it: with status 404.
            ignoreStatusCode: route === NOT_FOUND_ROUTE,
          });
          if (!result) throw new Error(`Lighthouse gave no result for ${variant} ${route}`);
          lhr = result.lhr;
          if (!lhr.runtimeError) break;
          console.log(`  ${variant} ${route}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
          failures.push(`${route} ${variant} run ${run}: ${lhr.runtimeError.code}`);
          if (attempt === 3) throw new Error("Lighthouse failed three times in a row");
        }
        lighthouseVersion = lhr.lighthouseVersion;
        const requests = (
          lhr.audits["network-requests"]?.details as { items: { url: string; resourceType?: string }[] }
        ).items;
        const scripts = requests.filter((r) => r.resourceType === "Script").map((r) => r.url);
        const result: Run = {
          lcp: lhr.audits["largest-contentful-paint"]?.numericValue ?? NaN,
          tbt: lhr.audits["total-blocking-time"]?.numericValue ?? NaN,
          score: lhr.categories.performance?.score ?? NaN,
          cls: lhr.audits["cumulative-layout-shift"]?.numericValue ?? NaN,
          jsGzip: scriptBytes(dir, route, origin, scripts),
          jsFiles: scripts.length,
          bootup: lhr.audits["bootup-time"]?.numericValue ?? NaN,
          benchmarkIndex: lhr.environment.benchmarkIndex,
        };
        const byVariant = results.get(route)!;
        byVariant.set(variant, [...(byVariant.get(variant) ?? []), result]);
        saveRuns();
        console.log(
          `run ${run}/${runs} ${route} ${variant}: LCP ${Math.round(result.lcp)} ms, TBT ${Math.round(result.tbt)} ms, score ${result.score}, JS ${kb(result.jsGzip)}`,
        );
      }
    }
  } finally {
    await chrome.kill();
  }
} finally {
  stopAll();
}

// The table: one row per route, each cell old · new · floor.
const cell = (route: string, format: (run: Run, list: Run[]) => string, only: Variant[] = ["old", "new", "floor"]) =>
  only
    .map((variant) => {
      const list = results.get(route)!.get(variant);
      return list?.length ? format(medians(list), list) : "—";
    })
    .join(" · ");
const lcp = (m: Run) => (m.lcp / 1000).toFixed(2);
const tbt = (m: Run, list: Run[]) => {
  const all = list.map((run) => Math.round(run.tbt));
  return list.length > 1 ? `${Math.round(m.tbt)} (${Math.min(...all)}–${Math.max(...all)})` : `${Math.round(m.tbt)}`;
};
const misses = new Map(
  routes.map((route) => {
    const newRuns = results.get(route)!.get("new");
    const floorRuns = results.get(route)!.get("floor");
    return [route, newRuns && floorRuns ? verdict(medians(newRuns), medians(floorRuns)) : undefined] as const;
  }),
);
const label = (route: string) => (route === NOT_FOUND_ROUTE ? `${route} (404)` : route);
const rows = routes.map((route) => {
  const missed = misses.get(route);
  const checks = !missed ? "not measured" : missed.length ? missed.map((miss) => miss.text).join("; ") : "✔ all";
  return `| ${label(route)} | ${cell(route, lcp)} | ${cell(route, tbt)} | ${cell(route, (m) => m.score.toFixed(2))} | ${cell(route, (m) => m.cls.toFixed(3))} | ${cell(route, (m) => (m.jsGzip / 1024).toFixed(1), ["old", "new"])} | ${cell(route, (m) => String(Math.round(m.bootup)))} | ${checks} |`;
});
const checks: [Check, string][] = [
  ["TBT", "TBT ≤ 50 ms"],
  ["performance", "Performance 1.00"],
  ["LCP", "LCP ≤ 1.05 × the floor's"],
  ["CLS", "CLS 0"],
  ["JavaScript", "JavaScript ≤ 100 KB gzip"],
];
const summary = checks.map(([check, target]) => {
  const missedBy = routes.filter((route) => misses.get(route)?.some((miss) => miss.check === check));
  const met = routes.filter((route) => misses.get(route) && !missedBy.includes(route)).length;
  const names = missedBy.map((route) => `${label(route)} (${misses.get(route)!.find((m) => m.check === check)!.text})`);
  return `- **${target}:** ${met} of ${routes.length} routes${names.length ? `; missed by ${names.join(", ")}` : ""}.`;
});
const allRuns = [...results.values()].flatMap((byVariant) => [...byVariant.values()].flat());
const indexes = allRuns.map((run) => run.benchmarkIndex);
const date = started.toISOString().slice(0, 10);
const settings = ["RUNS", "ROUTES"].filter((name) => process.env[name]).map((name) => `${name}=${process.env[name]} `);
const command = `${settings.join("")}npm run perf:table -- ${oldArg ?? "$OLD"}${newArg ? ` ${newArg}` : ""}`;
const table = `<!-- perf-table:start -->
Measured ${date} by \`${command}\`: Lighthouse ${lighthouseVersion}, mobile preset (simulated slow 4G, 4× CPU slowdown), ${chromeVersion}; ${runs} run${runs === 1 ? "" : "s"} per route and variant, interleaved, each variant served by \`server/serve.ts\`. Lighthouse's benchmark index over the runs: ${Math.round(Math.min(...indexes))}–${Math.round(Math.max(...indexes))}. Each cell: old · new · floor, medians; TBT's range over the runs in brackets. JavaScript: the script files the page loaded from its own build and its inline scripts, gzip -9. The last column: what the new build misses.${skipped.length ? ` Not measured (status not as expected): ${skipped.join(", ")}.` : ""}${failures.length ? ` Runs repeated after a Lighthouse error: ${failures.join("; ")}.` : ""}

| Route | LCP (s) | TBT (ms) | Performance | CLS | JavaScript (KB, old · new) | Script execution (ms) | New build misses |
|---|---|---|---|---|---|---|---|
${rows.join("\n")}

${summary.join("\n")}
<!-- perf-table:end -->`;
const report = join(root, "docs", "performance.md");
const before = readFileSync(report, "utf8");
const START = "<!-- perf-table:start -->";
const END = "<!-- perf-table:end -->";
writeFileSync(
  report,
  before.includes(START) && before.includes(END)
    ? before.slice(0, before.indexOf(START)) + table + before.slice(before.indexOf(END) + END.length)
    : `${before.trimEnd()}\n\n## The Astro move, every route (issue 27)\n\n${table}\n`,
);
console.log(table);
console.log(
  `${allRuns.length} Lighthouse runs in ${Math.round((Date.now() - started.getTime()) / 60_000)} min; every run: ${relative(root, runsFile)}`,
);
