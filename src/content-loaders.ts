// The loaders of src/content.config.ts. Each runs the check of every file the owner edits first, so
// a build that cannot go on lists every problem at once, not the first collection's.
import { join } from "node:path";
import type { Loader, LoaderContext } from "astro/loaders";
import { z } from "zod";
import { readPosts, type Post } from "#/src/data/blog-posts.server.ts";
import { checkContent } from "#/src/data/check-content.ts";
import { PAGE_COPY_FOLDER } from "#/src/data/data-files.ts";
import { readPageCopies } from "#/src/data/page-copies.server.ts";
import type { PageCopy } from "#/src/data/schema/page-copy.ts";
import { repositoryRoot } from "#/src/data/repository-root.ts";

/**
 * A collection of `read()`'s entries from the project at `root`, read again in `astro dev` when a
 * file in `folder` changes.
 */
function loader<Data extends Record<string, unknown>>(
  name: string,
  root: string,
  folder: string,
  read: () => Record<string, Data>,
): Loader {
  const fill = ({ store }: LoaderContext) => {
    const entries = read();
    store.clear();
    for (const [id, data] of Object.entries(entries)) store.set({ id, data });
  };
  return {
    name: `klankwijs:${name}`,
    schema: z.custom<Data>(),
    load: async (context) => {
      checkContent(root);
      fill(context);
      const watched = join(root, folder);
      context.watcher?.add(watched);
      context.watcher?.on("all", (_event, file) => {
        if (!file.startsWith(watched)) return;
        try {
          fill(context);
        } catch (error) {
          context.logger.error(error instanceof Error ? error.message : String(error));
        }
      });
    },
  };
}

const projectRoot = repositoryRoot(import.meta.dirname);

export const postsLoader = (root = projectRoot) =>
  loader<Post>("posts", root, "content/blog", () =>
    Object.fromEntries(readPosts(join(root, "content", "blog")).map((post) => [post.slug, post])),
  );

export const pageCopiesLoader = (root = projectRoot) =>
  loader<PageCopy>("pages", root, PAGE_COPY_FOLDER, () => readPageCopies(root));
