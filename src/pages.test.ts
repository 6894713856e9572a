import { readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { publishedPosts } from "#/src/data/blog-posts.server.ts";
import { pages } from "#/src/registry/pages.ts";
import { contentPagePaths } from "#/src/lib/site-registry.ts";

// Every address Astro builds: one per page file in src/pages/ (index.astro is its folder's
// address), and the pages the data gives the shells with brackets in their names.
const files = readdirSync(join(import.meta.dirname, "pages"), { recursive: true }).map(String);
const built = [
  ...files
    .filter((file) => /\.(astro|ts)$/.test(file) && !file.includes("[") && file !== "404.astro")
    .map((file) => `/${file.replace(/\.(astro|ts)$/, "").replace(/(^|\/)index$/, "")}`),
  // src/pages/[...page].astro: one per registered page with page copy (src/page-bodies/static-paths.ts).
  ...contentPagePaths(pages),
  // src/pages/blogs/[slug].astro: one per published post.
  ...publishedPosts().map((post) => `/blogs/${post.slug}`),
];

describe("the site's pages", () => {
  it("include every route of the spec's table", () => {
    const spec = [
      "/",
      "/over-ons",
      "/afspraak-maken",
      "/contact",
      ...["muziek", "motor", "werk", "reis", "stilte", "zwem", "slaap"].map((slug) => `/gehoorbescherming/${slug}`),
      "/hoortoestellen",
      "/second-opinion",
      "/werkwijze",
      "/belasting-teruggave",
      "/in-ear-monitors/muzikanten",
      "/in-ear-monitors/gamers",
      "/locatie",
      "/locatie/hurdegaryp",
      "/locatie/wieringerwerf",
      "/blogs",
    ];
    expect(built).toEqual(expect.arrayContaining(spec));
  });
  it("include every registered page and the feed", () => {
    expect(built).toEqual(expect.arrayContaining([...pages.map((page) => page.path), "/blogs/feed.xml"]));
  });
  it("include the page file each registered page without page copy names", () => {
    for (const page of pages) if ("page" in page.source) expect(files).toContain(page.source.page);
  });
  it("have a not-found page, which every host serves for an unknown address", () => {
    expect(files).toContain("404.astro");
  });
  it("build every address once", () => {
    expect(new Set(built).size).toBe(built.length);
  });
});
