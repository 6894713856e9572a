// The pure parts of tests/perf-table.ts (issue 27's same-run Lighthouse table): which pages are
// measured, the no-JavaScript floor's HTML, medians, and what each route misses of issue 27's targets.

/** One Lighthouse run of one route in one variant. */
export type Run = {
  /** Largest contentful paint, ms. */
  lcp: number;
  /** Total blocking time, ms. */
  tbt: number;
  /** Lighthouse's performance score, 0–1. */
  score: number;
  cls: number;
  /** Every script the page ran (its files and its inline scripts), gzip -9, bytes. */
  jsGzip: number;
  jsFiles: number;
  /** Lighthouse's bootup-time: script evaluation and parsing, ms. */
  bootup: number;
  benchmarkIndex: number;
};

/** The address the 404 page is measured at: one no build has. */
export const NOT_FOUND_ROUTE = "/deze-pagina-bestaat-niet";

/** Issue 27's targets for the new build. */
const TARGETS = { tbt: 50, score: 1, lcpOverFloor: 1.05, jsGzip: 100 * 1024 } as const;

export function median(values: readonly number[]): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Each field's median over a route's runs. */
export function medians(runs: readonly Run[]): Run {
  const of = (field: keyof Run) => median(runs.map((run) => run[field]));
  return {
    lcp: of("lcp"),
    tbt: of("tbt"),
    score: of("score"),
    cls: of("cls"),
    jsGzip: of("jsGzip"),
    jsFiles: of("jsFiles"),
    bootup: of("bootup"),
    benchmarkIndex: of("benchmarkIndex"),
  };
}

/**
 * The floor: the page without any script that runs — inline or from a file, module preloads too —
 * so islands stay the HTML they were rendered as. JSON-LD is data, not script, and stays.
 */
export function stripScripts(html: string): string {
  return html
    .replace(/<script\b([^>]*)>[\s\S]*?<\/script\s*>/gi, (script, attributes: string) =>
      /\btype\s*=\s*["']?application\/ld\+json["']?/i.test(attributes) ? script : "",
    )
    .replace(/<link\b[^>]*\brel\s*=\s*["']?modulepreload["']?[^>]*>/gi, "");
}

/**
 * The pages to measure from a build's file list (paths under client/, "/" separated): every
 * prerendered index.html except the editor's and the forwarding pages of moved addresses, sorted,
 * then the 404 page at an address no build has.
 */
export function routesOf(files: readonly string[], redirects: Readonly<Record<string, string>>): string[] {
  const pages = files
    .filter((file) => file === "index.html" || file.endsWith("/index.html"))
    .map((file) => `/${file.replace(/\/?index\.html$/, "")}`)
    .filter((route) => route !== "/admin" && !route.startsWith("/admin/"))
    .filter((route) => !Object.hasOwn(redirects, route) && !Object.hasOwn(redirects, `${route}/`))
    .sort();
  return [...pages, NOT_FOUND_ROUTE];
}

/** The page file (under client/) a route's HTML comes from. */
export const pageFile = (route: string) =>
  route === NOT_FOUND_ROUTE ? "404.html" : route === "/" ? "index.html" : `${route.slice(1)}/index.html`;

export type Check = "TBT" | "performance" | "LCP" | "CLS" | "JavaScript";
export type Miss = { check: Check; text: string };

const ms = (value: number) => `${Math.round(value)} ms`;
const seconds = (value: number) => `${(value / 1000).toFixed(2)} s`;
export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * What the new build misses on one route, from its medians and the floor's: TBT ≤ 50 ms, performance
 * 1.00, LCP ≤ 1.05 × the floor's, CLS 0 (as Lighthouse shows it, three decimals), JavaScript ≤ 100 KB.
 */
export function verdict(measured: Run, floor: Run): Miss[] {
  const misses: Miss[] = [];
  if (!(measured.tbt <= TARGETS.tbt)) misses.push({ check: "TBT", text: `TBT ${ms(measured.tbt)}` });
  if (!(measured.score >= TARGETS.score))
    misses.push({ check: "performance", text: `performance ${measured.score.toFixed(2)}` });
  if (!(measured.lcp <= TARGETS.lcpOverFloor * floor.lcp))
    misses.push({ check: "LCP", text: `LCP ${seconds(measured.lcp)} > 1.05 × ${seconds(floor.lcp)}` });
  if (!(Math.round(measured.cls * 1000) === 0)) misses.push({ check: "CLS", text: `CLS ${measured.cls.toFixed(3)}` });
  if (!(measured.jsGzip <= TARGETS.jsGzip))
    misses.push({ check: "JavaScript", text: `JavaScript ${kb(measured.jsGzip)} > 100 KB` });
  return misses;
}
