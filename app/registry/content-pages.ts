import type { ContentPage } from "#/app/copy/sections.ts";
import { resolvePageCopy } from "#/app/copy/page-copy.ts";
import type { PageCopy } from "#/app/data/schema/page-copy.ts";
import { pages } from "#/app/registry/pages.ts";
import { canonicalPathOf } from "#/app/lib/site-registry.ts";

/** Every copy file in content/pages/, by its name there ("protection/muziek"). Read at build time only. */
const copies = import.meta.glob<PageCopy>("../../content/pages/**/*.yaml", { eager: true, import: "default" });
const nameOf = (file: string) => file.replace(/^\.\.\/\.\.\/content\/pages\//, "").replace(/\.yaml$/, "");
export const contentFiles: Record<string, ContentPage> = Object.fromEntries(
  Object.entries(copies).map(([file, copy]) => [
    nameOf(file),
    resolvePageCopy(`content/pages/${nameOf(file)}.yaml`, copy),
  ]),
);

/** The content page at a registered path, or undefined when the path is no content page. */
export function contentPageAt(path: string): ContentPage | undefined {
  const entry = pages.find((page) => page.path === path);
  if (!entry || !("content" in entry.source)) return undefined;
  const page = contentFiles[entry.source.content];
  if (!page) throw new Error(`${path}: no content file content/pages/${entry.source.content}.yaml`);
  return page;
}

/** The address search engines are given for a page: /locatie shows the Hurdegaryp page. */
export const canonicalPath = (path: string) => canonicalPathOf(pages, path);
