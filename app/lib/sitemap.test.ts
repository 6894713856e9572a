import { describe, expect, it } from "vitest";
import { indexableUrl, robotsTxt, sitemapXml } from "#/app/lib/sitemap.ts";

describe("sitemap", () => {
  it("lists each URL once, sorted, with a last-modified date where known", () => {
    const xml = sitemapXml([
      { url: "https://www.example.nl/blogs/tinnitus-week", lastmod: "2024-02-05" },
      { url: "https://www.example.nl/" },
    ]);
    const doc = new DOMParser().parseFromString(xml, "application/xml");
    expect(doc.querySelector("parsererror")).toBeNull();
    expect([...doc.querySelectorAll("loc")].map((loc) => loc.textContent)).toEqual([
      "https://www.example.nl/",
      "https://www.example.nl/blogs/tinnitus-week",
    ]);
    expect(xml).toContain("<lastmod>2024-02-05</lastmod>");
  });

  it("takes only pages that are their own canonical and may be indexed", () => {
    const page = (canonical: string, robots = "") => `<head>${robots}<link rel="canonical" href="${canonical}"></head>`;
    expect(indexableUrl("https://x.nl/a", page("https://x.nl/a"))).toBe("https://x.nl/a");
    expect(indexableUrl("https://x.nl/locatie", page("https://x.nl/locatie/hurdegaryp"))).toBeUndefined();
    expect(
      indexableUrl("https://x.nl/oud", page("https://x.nl/oud", '<meta name="robots" content="noindex">')),
    ).toBeUndefined();
  });

  it("robots.txt allows everything and points at the sitemap", () => {
    expect(robotsTxt("https://www.example.nl/sitemap.xml")).toBe(
      "User-agent: *\nAllow: /\n\nSitemap: https://www.example.nl/sitemap.xml\n",
    );
  });
});
