import { describe, expect, it } from "vitest";
import { contentFiles, contentPageAt } from "#/src/registry/content-pages.fixture.ts";
import { canonicalPath } from "#/src/registry/content-pages.ts";
import { pages as registry, paths } from "#/src/registry/pages.ts";
import type { ContentPage } from "#/src/copy/sections.ts";
import type { PageEntry } from "#/src/lib/site-registry.ts";

const pages: readonly PageEntry[] = registry;

const contentEntries = pages.flatMap((page) =>
  "content" in page.source ? [{ ...page, content: page.source.content }] : [],
);
/** Each page once: /locatie and /locatie/hurdegaryp are one page under two addresses. */
const uniquePages = contentEntries
  .filter((page) => canonicalPath(page.path) === page.path)
  .map((page) => [page.path, contentPageAt(page.path)!] as [string, ContentPage]);
const advicePages = [
  ...pages.filter((page) => page.group === "hearingProtection").map((page) => page.path),
  paths.hearingAids,
  paths.secondOpinion,
  paths.tinnitus,
  paths.method,
];

describe("content pages", () => {
  it("has a file for every registered content page, and registers every file", () => {
    const registered = new Set(contentEntries.map((page) => page.content));
    expect(Object.keys(contentFiles).filter((file) => !registered.has(file))).toEqual([]);
    for (const page of contentEntries) expect(contentFiles, page.path).toHaveProperty([page.content]);
  });

  it("has the spec's seven hearing-protection pages, in the spec's order (a page added later may join them)", () => {
    const spec = ["muziek", "motor", "werk", "reis", "stilte", "zwem", "slaap"].map(
      (slug) => `/gehoorbescherming/${slug}`,
    );
    const group = pages.filter((page) => page.group === "hearingProtection").map((page) => page.path);
    expect(group.filter((path) => spec.includes(path))).toEqual(spec);
  });

  it("serves /locatie as the Hurdegaryp page, with one canonical address", () => {
    expect(contentPageAt(paths.location)).toBe(contentPageAt(paths.hurdegaryp));
    expect(canonicalPath(paths.location)).toBe(paths.hurdegaryp);
  });

  it.each(uniquePages)("%s has a unique title and a 70–160 character description", (path, page) => {
    const others = uniquePages.filter(([other]) => other !== path);
    expect(others.map(([, other]) => other.meta.title)).not.toContain(page.meta.title);
    expect(page.meta.description.length).toBeGreaterThanOrEqual(70);
    expect(page.meta.description.length).toBeLessThanOrEqual(160);
  });

  it.each(advicePages)("%s ends with 'Contact voor advies' to /contact", (path) => {
    // The template draws the page's call to action after its sections (src/pages/[...page].astro).
    expect(contentPageAt(path)?.cta).toMatchObject({ contact: "Contact voor advies" });
  });
});
