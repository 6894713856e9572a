import { pages } from "#/src/registry/pages.ts";
import { canonicalPathOf } from "#/src/lib/site-registry.ts";

/** The name of the copy file in content/pages/ ("protection/muziek") of the page at a registered path. */
export function contentFileAt(path: string): string | undefined {
  const entry = pages.find((page) => page.path === path);
  return entry && "content" in entry.source ? entry.source.content : undefined;
}

/** The address search engines are given for a page: /locatie shows the Hurdegaryp page. */
export const canonicalPath = (path: string) => canonicalPathOf(pages, path);
