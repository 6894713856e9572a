// What the pages read of the collections (src/content.config.ts).
import { getCollection, getEntry } from "astro:content";
import { publishedOnly, type Post } from "#/src/data/blog-posts.server.ts";
import type { PageCopy } from "#/src/data/schema/page-copy.ts";
import { contentFileAt } from "#/src/registry/content-pages.ts";

/** Published posts, newest first. */
export const getPublishedPosts = async (): Promise<Post[]> =>
  publishedOnly((await getCollection("posts")).map((entry) => entry.data));

/** The words of the content page at a registered path, and the name of their file. */
export async function pageCopyAt(path: string): Promise<{ name: string; copy: PageCopy }> {
  const name = contentFileAt(path);
  const entry = name === undefined ? undefined : await getEntry("pages", name);
  if (!name || !entry) throw new Error(`${path}: no content file for this address`);
  return { name, copy: entry.data };
}
