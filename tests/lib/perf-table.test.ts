import { describe, expect, it } from "vitest";
import {
  median,
  medians,
  NOT_FOUND_ROUTE,
  pageFile,
  routesOf,
  stripScripts,
  verdict,
  type Run,
} from "#/tests/lib/perf-table.ts";

describe("median()", () => {
  it("takes the middle of an odd count, whatever the order", () => expect(median([300, 12, 40])).toBe(40));
  it("averages the middle two of an even count", () => expect(median([10, 40, 20, 30])).toBe(25));
  it("is NaN for no runs, so a missing measurement never passes as 0", () => expect(median([])).toBeNaN());
});

describe("medians()", () => {
  it("takes each field's median on its own", () => {
    const run = (lcp: number, tbt: number): Run => ({
      lcp,
      tbt,
      score: 1,
      cls: 0,
      jsGzip: 1000,
      jsFiles: 3,
      bootup: 100,
      benchmarkIndex: 2000,
    });
    expect(medians([run(1500, 0), run(1300, 90), run(1400, 30)])).toMatchObject({ lcp: 1400, tbt: 30 });
  });
});

describe("stripScripts()", () => {
  const page = `<html><head>
<link rel="stylesheet" href="/_astro/site.css">
<link rel="modulepreload" href="/_astro/client.js">
<script type="application/ld+json">{"@context":"https://schema.org","@type":"WebPage"}</script>
<script>(()=>{var e=async t=>{await(await t())()};customElements.define("astro-island",class{})})();</script>
<script type="module" src="/_astro/page.js"></script>
</head><body><astro-island uid="1" component-url="/_astro/Header.js" client="idle"><header><button>Menu</button></header></astro-island>
<SCRIPT TYPE="module">import("/_astro/late.js")</SCRIPT>
</body></html>`;
  const floor = stripScripts(page);

  it("removes inline scripts, script files and module preloads", () => {
    expect(floor).not.toMatch(/<script(?![^>]*ld\+json)/i);
    expect(floor).not.toContain("customElements");
    expect(floor).not.toContain("/_astro/page.js");
    expect(floor).not.toContain("late.js");
    expect(floor).not.toContain("modulepreload");
  });
  it("keeps JSON-LD, the style sheet and the islands' rendered HTML", () => {
    expect(floor).toContain(
      '<script type="application/ld+json">{"@context":"https://schema.org","@type":"WebPage"}</script>',
    );
    expect(floor).toContain('<link rel="stylesheet" href="/_astro/site.css">');
    expect(floor).toContain("<header><button>Menu</button></header>");
  });
});

describe("routesOf()", () => {
  const files = [
    "index.html",
    "contact/index.html",
    "blogs/index.html",
    "blogs/stress-tinnitus/index.html",
    "blog/oud-artikel/index.html",
    "admin/index.html",
    "404.html",
    "_astro/page.js",
    "sitemap.xml",
  ];
  const routes = routesOf(files, { "/blog/oud-artikel": "/blogs/stress-tinnitus" });

  it("lists every prerendered page, sorted, then the 404 page at an unknown address", () =>
    expect(routes).toEqual(["/", "/blogs", "/blogs/stress-tinnitus", "/contact", NOT_FOUND_ROUTE]));
  it("leaves out the editor and the forwarding pages of moved addresses", () => {
    expect(routes).not.toContain("/admin");
    expect(routes).not.toContain("/blog/oud-artikel");
  });
  it("reads each route's HTML from its own file", () => {
    expect(routes.map(pageFile)).toEqual([
      "index.html",
      "blogs/index.html",
      "blogs/stress-tinnitus/index.html",
      "contact/index.html",
      "404.html",
    ]);
  });
});

describe("verdict()", () => {
  const floor: Run = { lcp: 1500, tbt: 0, score: 1, cls: 0, jsGzip: 0, jsFiles: 0, bootup: 40, benchmarkIndex: 2000 };
  const good: Run = { ...floor, lcp: 1575, tbt: 50, jsGzip: 100 * 1024, jsFiles: 12, bootup: 300 };

  it("passes a route exactly at every limit", () => expect(verdict(good, floor)).toEqual([]));
  it("names each target missed, with the figure", () => {
    const misses = verdict({ ...good, tbt: 51, score: 0.99, lcp: 1576, cls: 0.0012, jsGzip: 100 * 1024 + 1 }, floor);
    expect(misses.map((miss) => miss.check)).toEqual(["TBT", "performance", "LCP", "CLS", "JavaScript"]);
    expect(misses.map((miss) => miss.text)).toEqual([
      "TBT 51 ms",
      "performance 0.99",
      "LCP 1.58 s > 1.05 × 1.50 s",
      "CLS 0.001",
      "JavaScript 100.0 KB > 100 KB",
    ]);
  });
  it("lets a shift too small for Lighthouse's three decimals pass", () =>
    expect(verdict({ ...good, cls: 0.0004 }, floor)).toEqual([]));
  it("fails a measurement that is missing (NaN) instead of passing it", () =>
    expect(verdict({ ...good, tbt: NaN, lcp: NaN }, floor).map((miss) => miss.check)).toEqual(["TBT", "LCP"]));
});
