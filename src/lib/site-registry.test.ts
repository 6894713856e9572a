import { describe, expect, it } from "vitest";
import {
  breadcrumbTrail,
  canonicalPathOf,
  contentPagePaths,
  indexablePaths,
  menuEntries,
  type MenuBarEntry,
  type PageEntry,
} from "#/src/lib/site-registry.ts";

// A small registry of its own: what one new line in src/registry/pages.ts brings about. (Its copy file
// in content/pages/ is found by src/registry/content-pages.ts; content-pages.test.ts checks both ways.)
const registry: PageEntry[] = [
  { id: "home", path: "/", title: "Home", source: { page: "index.astro" } },
  {
    id: "music",
    path: "/gehoorbescherming/muziek",
    title: "Muziek",
    group: "hearingProtection",
    source: { content: "protection/muziek" },
  },
  {
    id: "hearingAids",
    path: "/hoortoestellen",
    title: "Hoortoestellen",
    group: "hearingAids",
    source: { content: "care/hoortoestellen" },
  },
  {
    id: "hurdegaryp",
    path: "/locatie/hurdegaryp",
    title: "Hurdegaryp",
    group: "location",
    source: { content: "branches/hurdegaryp" },
  },
  {
    id: "location",
    path: "/locatie",
    title: "Locaties",
    source: { content: "branches/hurdegaryp" },
    canonical: "hurdegaryp",
  },
  { id: "blogs", path: "/blogs", title: "Blogs", source: { page: "blogs/index.astro" } },
  { id: "contact", path: "/contact", title: "Contact", source: { page: "contact.astro" } },
];
const menuBar: MenuBarEntry[] = [
  { page: "home", label: "home" },
  { group: "hearingProtection", crumb: "/#diensten" },
  { group: "hearingAids" },
  { group: "location", crumb: "/over-ons" },
  { page: "blogs", label: "blogs" },
  { page: "contact", label: "contact" },
];
const groupName = (group: string) => ({ hearingProtection: "Gehoorbescherming", location: "Locatie" })[group] ?? group;

/** The new page: one registry line, placed second in its group. */
const tinnitus: PageEntry = {
  id: "tinnitus",
  path: "/gehoorbescherming/oorsuizen",
  title: "Oorsuizen",
  group: "hearingProtection",
  source: { content: "protection/oorsuizen" },
};
const withTinnitus = [...registry.slice(0, 2), tinnitus, ...registry.slice(2)];

describe("a page added to the registry", () => {
  it("is built by the shared content-page template", () => {
    expect(contentPagePaths(withTinnitus)).toContain("/gehoorbescherming/oorsuizen");
    expect(contentPagePaths(registry)).not.toContain("/contact");
  });

  it("appears in its menu group, in registry order, and in the footer's list", () => {
    const group = menuEntries(withTinnitus, menuBar).find((entry) => entry.key === "hearingProtection");
    expect(group).toEqual({
      type: "group",
      key: "hearingProtection",
      items: [
        { id: "music", path: "/gehoorbescherming/muziek", title: "Muziek" },
        { id: "tinnitus", path: "/gehoorbescherming/oorsuizen", title: "Oorsuizen" },
      ],
    });
  });

  it("is in the sitemap", () => {
    expect(indexablePaths(withTinnitus)).toContain("/gehoorbescherming/oorsuizen");
    expect(indexablePaths(registry)).not.toContain("/gehoorbescherming/oorsuizen");
  });

  it("gets breadcrumbs through its group", () => {
    expect(breadcrumbTrail(withTinnitus, menuBar, groupName, tinnitus)).toEqual([
      { name: "Home", path: "/" },
      { name: "Gehoorbescherming", path: "/#diensten" },
      { name: "Oorsuizen", path: "/gehoorbescherming/oorsuizen" },
    ]);
  });
});

describe("the registry's other rules", () => {
  it("keeps the menu bar's order: single pages and groups as listed", () => {
    expect(menuEntries(registry, menuBar).map((entry) => entry.key)).toEqual([
      "home",
      "hearingProtection",
      "hearingAids",
      "location",
      "blogs",
      "contact",
    ]);
  });

  it("keeps a page marked not indexable out of the sitemap", () => {
    const withThanks = [
      ...registry,
      {
        id: "thanks",
        path: "/bedankt",
        title: "Bedankt",
        source: { page: "bedankt.astro" },
        indexable: false as const,
      },
    ];
    expect(indexablePaths(withThanks)).not.toContain("/bedankt");
  });

  it("keeps a page that names another as canonical out of the sitemap, and points to that one", () => {
    expect(indexablePaths(registry)).not.toContain("/locatie");
    expect(canonicalPathOf(registry, "/locatie")).toBe("/locatie/hurdegaryp");
    expect(canonicalPathOf(registry, "/contact")).toBe("/contact");
  });

  it("gives top-level pages no breadcrumbs, and a post the page above it", () => {
    expect(breadcrumbTrail(registry, menuBar, groupName, { path: "/contact", title: "Contact" })).toBeUndefined();
    expect(breadcrumbTrail(registry, menuBar, groupName, { path: "/blogs/tinnitus", title: "Tinnitus" })?.[1]).toEqual({
      name: "Blogs",
      path: "/blogs",
    });
  });

  it("gives a top-level page with a parent the trail Home › parent › page", () => {
    const costs: PageEntry = {
      id: "costs",
      path: "/kosten",
      title: "Kosten",
      group: "hearingAids",
      source: { content: "care/kosten" },
      parent: "hearingAids",
    };
    expect(breadcrumbTrail([...registry, costs], menuBar, groupName, costs)).toEqual([
      { name: "Home", path: "/" },
      { name: "Hoortoestellen", path: "/hoortoestellen" },
      { name: "Kosten", path: "/kosten" },
    ]);
  });

  it("refuses a nested page it cannot place", () => {
    expect(() => breadcrumbTrail(registry, menuBar, groupName, { path: "/nergens/pagina", title: "Pagina" })).toThrow(
      /No breadcrumb level for \/nergens\/pagina/,
    );
  });
});
