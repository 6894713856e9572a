import { describe, expect, it } from "vitest";
import { pages } from "#/app/content/site.ts";
import routes from "#/app/routes.ts";

const routePaths = routes.map((route) => (route.index ? "/" : `/${route.path}`));

describe("route table", () => {
  it("has every route of the spec's table", () => {
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
    expect(routePaths).toEqual(expect.arrayContaining(spec));
  });
  it("routes every registered page, the blog's articles and feed", () => {
    expect(routePaths).toEqual(
      expect.arrayContaining([...pages.map((page) => page.path), "/blogs/:slug", "/blogs/feed.xml"]),
    );
  });
  it("has a catch-all for the not-found page, last", () => {
    expect(routes.at(-1)).toMatchObject({ path: "*", file: "routes/not-found.tsx" });
  });
  it("lists every route once", () => {
    expect(new Set(routePaths).size).toBe(routePaths.length);
  });
});
