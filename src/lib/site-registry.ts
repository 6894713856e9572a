// What the page registry (src/registry/pages.ts) yields: the pages built, menus, breadcrumbs and the sitemap.
// Pure functions of a registry, so a fixture registry can show that a new page reaches them all.

export type NavGroup = "hearingProtection" | "hearingAids" | "inEarMonitors" | "location";

export type PageEntry = {
  /** Used in links (`paths.music`) and as the chrome's label key (`pages.<id>`). */
  id: string;
  path: string;
  /** The page's Dutch name: menus, breadcrumbs, the home page's service links. */
  title: string;
  /** The menu group it is listed in, in registry order; no group: not in a dropdown. */
  group?: NavGroup;
  /** A content file (content/pages/<content>.yaml, one shared template) or a page file of its own (in src/pages/). */
  source: { content: string } | { page: string };
  /** A page this one belongs under (its id): breadcrumbs Home › parent › page, even at the top level. */
  parent?: string;
  /** Another page whose address is the canonical one; this page stays out of the sitemap. */
  canonical?: string;
  /** `false`: kept out of search results and the sitemap (its page marks itself `noindex`). */
  indexable?: false;
};

export type MenuBarEntry<Id extends string = string> =
  { page: Id; label: "home" | "blogs" | "aboutUs" | "contact" } | { group: NavGroup; crumb?: string };

export type MenuLink = { id: string; path: string; title: string };
export type MenuGroup = { type: "group"; key: NavGroup; items: MenuLink[] };
export type MenuEntry =
  { type: "link"; key: string; label: Extract<MenuBarEntry, { page: string }>["label"]; path: string } | MenuGroup;

export function derivePaths<const Pages extends readonly PageEntry[]>(pages: Pages) {
  return Object.fromEntries(pages.map((page) => [page.id, page.path])) as {
    [Page in Pages[number] as Page["id"]]: Page["path"];
  };
}

const byId = (pages: readonly PageEntry[], id: string): PageEntry => {
  const page = pages.find((candidate) => candidate.id === id);
  if (!page) throw new Error(`No page "${id}" in the registry`);
  return page;
};

/** The pages the shared content-page template builds (src/pages/[...page].astro): those with page copy. */
export function contentPagePaths(pages: readonly PageEntry[]): string[] {
  return pages.filter((page) => "content" in page.source).map((page) => page.path);
}

export function groupPages(pages: readonly PageEntry[], group: NavGroup): MenuLink[] {
  return pages.filter((page) => page.group === group).map(({ id, path, title }) => ({ id, path, title }));
}

/** The header menu: single pages and dropdown groups, in the menu bar's order. */
export function menuEntries(pages: readonly PageEntry[], menuBar: readonly MenuBarEntry[]): MenuEntry[] {
  return menuBar.map((entry) =>
    "page" in entry
      ? { type: "link", key: entry.page, label: entry.label, path: byId(pages, entry.page).path }
      : { type: "group", key: entry.group, items: groupPages(pages, entry.group) },
  );
}

export type Crumb = { name: string; path: string };

/**
 * Home › group › page for a page at a nested path (/gehoorbescherming/muziek), Home › parent › page
 * for a page with a `parent`; `undefined` for other pages at the top level. `groupName` gives a
 * group's Dutch name.
 */
export function breadcrumbTrail(
  pages: readonly PageEntry[],
  menuBar: readonly MenuBarEntry[],
  groupName: (group: NavGroup) => string,
  page: { path: string; title: string },
): Crumb[] | undefined {
  const registered = pages.find((candidate) => candidate.path === page.path);
  const home = pages.find((candidate) => candidate.path === "/");
  if (registered?.parent) {
    if (!home) throw new Error("The registry has no home page (path /)");
    const parent = byId(pages, registered.parent);
    return [
      { name: home.title, path: home.path },
      { name: parent.title, path: parent.path },
      { name: page.title, path: page.path },
    ];
  }
  if (page.path.split("/").filter(Boolean).length < 2) return undefined;
  if (!home) throw new Error("The registry has no home page (path /)");
  const parentPath = page.path.slice(0, page.path.lastIndexOf("/"));
  const parent = pages.find((candidate) => candidate.path === parentPath && !candidate.canonical);
  const group = menuBar.find(
    (entry): entry is Extract<MenuBarEntry, { group: NavGroup }> =>
      "group" in entry && entry.group === registered?.group,
  );
  const middle = group?.crumb
    ? { name: groupName(group.group), path: group.crumb }
    : parent
      ? { name: parent.title, path: parent.path }
      : undefined;
  if (!middle) throw new Error(`No breadcrumb level for ${page.path}: give its group a crumb in src/registry/pages.ts`);
  return [{ name: home.title, path: home.path }, middle, { name: page.title, path: page.path }];
}

/** The pages that name themselves as canonical: the sitemap lists these (and the published posts). */
export function indexablePaths(pages: readonly PageEntry[]): string[] {
  return pages.filter((page) => !page.canonical && page.indexable !== false).map((page) => page.path);
}

/** The address search engines are given for a page (/locatie → /locatie/hurdegaryp). */
export function canonicalPathOf(pages: readonly PageEntry[], path: string): string {
  const page = pages.find((candidate) => candidate.path === path);
  return page?.canonical ? byId(pages, page.canonical).path : path;
}
