import { publishedPosts } from "#/src/data/blog-posts.server.ts";
import { pages } from "#/src/registry/pages.ts";
import { builtRoutes, expect, ownerData, test } from "#/e2e/fixtures.ts";

test("the sitemap lists every prerendered page once, by its canonical address", ownerData, async ({ request }) => {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  const xml = await response.text();
  const listed = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  // /locatie is the Hurdegaryp page under a second address; it is listed under its canonical one.
  // A page the registry keeps out of search results (the 'message sent' page) is not listed.
  const hidden = new Set<string>(pages.filter((page) => "indexable" in page).map((page) => page.path));
  const expected = builtRoutes().filter((route) => route !== "/locatie" && !hidden.has(route));
  expect(listed.sort()).toEqual(expected.sort());
  for (const post of publishedPosts()) {
    expect(xml).toContain(`${post.path}</loc><lastmod>${post.date}</lastmod>`);
  }
});

test("robots.txt points at the sitemap", async ({ request }) => {
  const text = await (await request.get("/robots.txt")).text();
  expect(text).toMatch(/^Sitemap: https:\/\/[^/]+\/sitemap\.xml$/m);
});
