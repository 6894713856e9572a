// The blog collection: every app/content/blog/*.md file, validated and rendered at build time.
// The overview, the articles, the sitemap and the feed all read this one list.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parse as parseYaml } from "yaml";
import { readMinutes } from "#/app/lib/blog/read-time.ts";
import { markdownToHtml } from "#/app/lib/blog/markdown.ts";
import { postFrontMatter, type PostFrontMatter } from "#/app/lib/blog/post-schema.ts";
import { repositoryRoot } from "#/app/lib/repository-root.ts";

export type Post = PostFrontMatter & { path: string; readMinutes: number; html: string };

export const blogDir = () => join(repositoryRoot(import.meta.dirname), "app", "content", "blog");

/** Reads and checks one post; a problem names the file and the field. */
export function parsePost(fileName: string, source: string): Post {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/.exec(source);
  if (!match) throw new Error(`${fileName}: geen front matter (begin het bestand met --- … ---)`);
  const result = postFrontMatter.safeParse(parseYaml(match[1]!));
  if (!result.success) {
    const problems = result.error.issues.map(
      (issue) => `${issue.path.join(".") || "(front matter)"}: ${issue.message}`,
    );
    throw new Error(`${fileName}: ${problems.join("; ")}`);
  }
  const meta = result.data;
  if (`${meta.slug}.md` !== fileName) throw new Error(`${fileName}: slug "${meta.slug}" hoort bij ${meta.slug}.md`);
  const body = match[2]!;
  return { ...meta, path: `/blogs/${meta.slug}`, readMinutes: readMinutes(body), html: markdownToHtml(body) };
}

export function readPosts(dir = blogDir()): Post[] {
  const posts = readdirSync(dir)
    .filter((file) => file.endsWith(".md"))
    .map((file) => parsePost(file, readFileSync(join(dir, file), "utf8")));
  const ids = posts.map((post) => post.id);
  const duplicate = ids.find((id, index) => ids.indexOf(id) !== index);
  if (duplicate !== undefined) throw new Error(`Blog: id ${duplicate} komt twee keer voor`);
  return posts;
}

/** Published posts, newest first: what visitors, the sitemap and the feed see. */
export function publishedPosts(dir?: string): Post[] {
  return readPosts(dir)
    .filter((post) => post.published)
    .sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id);
}
