// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { indexableUrl, robotsTxt, sitemapXml } from "#/src/lib/sitemap.ts";

describe("sitemap", () => {
  it("lists each URL once, sorted, with a last-modified date where known", () => {
    const xml = sitemapXml([
      { url: "https://hoorzorg.example/blogs/tinnitus-week", lastmod: "2024-02-06" },
      { url: "https://hoorzorg.example/" },
    ]);
    const doc = new DOMParser().parseFromString(xml, "application/xml");
    expect(doc.querySelector("parsererror")).toBeNull();
    expect([...doc.querySelectorAll("loc")].map((loc) => loc.textContent)).toEqual([
      "https://hoorzorg.example/",
      "https://hoorzorg.example/blogs/tinnitus-week",
    ]);
    expect(xml).toContain("<lastmod>2024-02-06</lastmod>");
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
    expect(robotsTxt("https://hoorzorg.example/sitemap.xml")).toBe(
      "User-agent: *\nAllow: /\n\nSitemap: https://hoorzorg.example/sitemap.xml\n",
    );
  });
});
