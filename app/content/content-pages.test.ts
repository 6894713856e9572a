import { describe, expect, it } from "vitest";
import routes from "#/app/routes.ts";
import { canonicalPath, contentPages, protectionPages } from "#/app/content/content-pages.ts";
import { paths } from "#/app/content/pages.ts";

/** Each page once: /locatie and /locatie/hurdegaryp are one page under two addresses. */
const uniquePages = Object.entries(contentPages).filter(([path]) => canonicalPath(path) === path);
const advicePages = [
  ...protectionPages.map((page) => `/gehoorbescherming/${page.slug}`),
  paths.hearingAids,
  paths.secondOpinion,
  paths.method,
];

describe("content pages", () => {
  it("has the seven hearing-protection pages", () => {
    expect(protectionPages.map((page) => page.slug).sort()).toEqual([
      "motor",
      "muziek",
      "reis",
      "slaap",
      "stilte",
      "werk",
      "zwem",
    ]);
  });

  it("has a route for every content page and a page for every content route", () => {
    const routed = routes.filter((route) => route.file === "routes/content-page.tsx").map((route) => `/${route.path}`);
    expect(routed.sort()).toEqual(Object.keys(contentPages).sort());
  });

  it("serves /locatie as the Hurdegaryp page, with one canonical address", () => {
    expect(contentPages[paths.location]).toBe(contentPages[paths.hurdegaryp]);
    expect(canonicalPath(paths.location)).toBe(paths.hurdegaryp);
  });

  it.each(uniquePages)("%s has a unique title and a 70–160 character description", (path, page) => {
    const others = uniquePages.filter(([other]) => other !== path);
    expect(others.map(([, other]) => other.meta.title)).not.toContain(page.meta.title);
    expect(page.meta.description.length).toBeGreaterThanOrEqual(70);
    expect(page.meta.description.length).toBeLessThanOrEqual(160);
  });

  it.each(advicePages)("%s ends with 'Contact voor advies' to /contact", (path) => {
    expect(contentPages[path]?.sections.at(-1)).toMatchObject({
      type: "cta",
      variant: "contact",
      button: "Contact voor advies",
    });
  });
});
