// The content pages as the site builds them, read straight from their files: for tests, which run
// outside Astro (the site reads the `pages` collection, src/page-bodies/collections.ts).
import { resolvePageCopy } from "#/src/copy/page-copy.ts";
import type { ContentPage } from "#/src/copy/sections.ts";
import { pageCopyPath, readPageCopies } from "#/src/data/page-copies.server.ts";
import { contentFileAt } from "#/src/registry/content-pages.ts";

export const contentFiles: Record<string, ContentPage> = Object.fromEntries(
  Object.entries(readPageCopies()).map(([name, copy]) => [name, resolvePageCopy(pageCopyPath(name), copy)]),
);

/** The content page at a registered path, or undefined when the path is no content page. */
export function contentPageAt(path: string): ContentPage | undefined {
  const name = contentFileAt(path);
  return name === undefined ? undefined : contentFiles[name];
}
