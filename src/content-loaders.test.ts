import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { LoaderContext } from "astro/loaders";
import { describe, expect, it } from "vitest";
import { contentCopies } from "#/src/data/content-copy.fixture.ts";
import { ContentError } from "#/src/data/data-files.ts";
import { repositoryRoot } from "#/src/data/repository-root.ts";
import { pageCopiesLoader, postsLoader } from "#/src/content-loaders.ts";

const root = repositoryRoot(import.meta.dirname);
/** A copy of the project's content/ to break. */
const contentCopy = contentCopies();

/** What a collection's loader stores, by entry id. */
async function load(loader: ReturnType<typeof postsLoader>) {
  const entries = new Map<string, Record<string, unknown>>();
  const store = {
    clear: () => entries.clear(),
    set: ({ id, data }: { id: string; data: Record<string, unknown> }) => (entries.set(id, data), true),
  };
  await loader.load({ store, logger: { error: () => {} } } as unknown as LoaderContext);
  return entries;
}

const filesIn = (dir: string, extension: string) =>
  readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(extension))
    .map((file) => file.split("\\").join("/").slice(0, -extension.length))
    .sort();

describe("the collections' loaders", () => {
  it("give every post by its address's last part, and every content page's words by its file's name", async () => {
    const posts = await load(postsLoader(root));
    expect([...posts.keys()].sort()).toEqual(filesIn(join(root, "content", "blog"), ".md"));
    for (const [slug, post] of posts) expect(post).toMatchObject({ slug, path: `/blogs/${slug}` });
    const pages = await load(pageCopiesLoader(root));
    expect([...pages.keys()].sort()).toEqual(filesIn(join(root, "content", "pages"), ".yaml"));
    for (const page of pages.values()) expect(page).toHaveProperty("hero");
  });

  it("stop the build with every problem of every file the owner edits, in Dutch, naming file and field", async () => {
    const project = contentCopy();
    const post = readdirSync(join(project, "content", "blog"))[0]!;
    const postFile = join(project, "content", "blog", post);
    writeFileSync(postFile, readFileSync(postFile, "utf8").replace(/^date: .*$/m, 'date: "2026-13-45"'));
    const pageFile = join(project, "content", "pages", "over-ons.yaml");
    writeFileSync(pageFile, "hero: [\n");
    for (const loader of [postsLoader(project), pageCopiesLoader(project)]) {
      const error = await load(loader).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ContentError);
      expect((error as Error).message).toMatch(/^De website kan niet worden bijgewerkt: 2 bestanden kloppen nog niet/);
      expect((error as Error).message).toContain(`content/blog/${post} › Datum`);
      expect((error as Error).message).toContain("content/pages/over-ons.yaml (regel");
    }
  });
});
