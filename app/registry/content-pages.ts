import type { ContentPage } from "#/app/copy/sections.ts";
import { pages } from "#/app/registry/pages.ts";
import { canonicalPathOf } from "#/app/lib/site-registry.ts";

/** Every copy file in app/copy/pages/, by its name there ("protection/muziek"). Read at build time only. */
const files = import.meta.glob<ContentPage>("../copy/pages/**/*.ts", { eager: true, import: "default" });
export const contentFiles: Record<string, ContentPage> = Object.fromEntries(
  Object.entries(files).map(([file, page]) => [file.replace(/^\.\.\/copy\/pages\//, "").replace(/\.ts$/, ""), page]),
);

/** The content page at a registered path, or undefined when the path is no content page. */
export function contentPageAt(path: string): ContentPage | undefined {
  const entry = pages.find((page) => page.path === path);
  if (!entry || !("content" in entry.source)) return undefined;
  const page = contentFiles[entry.source.content];
  if (!page) throw new Error(`${path}: no content file app/copy/pages/${entry.source.content}.ts`);
  return page;
}

/** The address search engines are given for a page: /locatie shows the Hurdegaryp page. */
export const canonicalPath = (path: string) => canonicalPathOf(pages, path);
