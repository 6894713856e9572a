// The blog collection: every content/blog/*.md file, validated and rendered at build time.
// The overview, the articles, the sitemap and the feed all read this one list.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { readMinutes } from "#/src/lib/blog/read-time.ts";
import { markdownToHtml } from "#/src/lib/blog/markdown.ts";
import { sharedTextHtml } from "#/src/lib/blog/shared-text-html.ts";
import { sharedTextHeadingId, sharedTexts, type SharedTextId } from "#/src/copy/shared-texts.ts";
import { parse } from "yaml";
import { PARTNER_AUTHOR, postConflicts } from "#/src/data/blog-rules.ts";
import { ContentError, parseYamlWith } from "#/src/data/data-files.ts";
import { postFrontMatter, type PostFrontMatter } from "#/src/data/schema/post.ts";
import { sharedTextProblem } from "#/src/data/shared-text-rules.ts";
import { repositoryRoot } from "#/src/data/repository-root.ts";

export type Post = PostFrontMatter & { path: string; readMinutes: number; html: string };

const blogDir = () => join(repositoryRoot(import.meta.dirname), "content", "blog");

/** Reads and checks one post; a problem names the file and the field. */
export function parsePost(fileName: string, source: string): Post {
  const file = `content/blog/${fileName}`;
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/.exec(source);
  if (!match) throw new ContentError(`${file}: geen gegevensblok bovenaan (begin het bestand met --- … ---)`);
  const meta = parseYamlWith(file, postFrontMatter, match[1]!);
  if (`${meta.slug}.md` !== fileName)
    throw new ContentError(
      `${file} › Webadres: "${meta.slug}" past niet bij de naam van het bestand. Zet het webadres terug op ` +
        `"${fileName.replace(/\.md$/, "")}", of noem het bestand ${meta.slug}.md (een artikel dat al online staat, krijgt dan een nieuw adres)`,
    );
  const body = match[2]!;
  const sharedTextError = sharedTextProblem(body);
  if (sharedTextError) throw new ContentError(`${file}: ${sharedTextError}`);
  // Every name was checked above.
  const html = markdownToHtml(body, {
    sharedText: (name) =>
      sharedTextHtml(name, sharedTexts[name as SharedTextId], sharedTextHeadingId(name as SharedTextId)),
  });
  return { ...meta, path: `/blogs/${meta.slug}`, readMinutes: readMinutes(body), html };
}

/** The posts last read from each folder, with the files they were read from. */
const lastRead = new Map<string, { sources: string; posts: Post[] }>();

/**
 * Every post; a problem in any of them stops the build, with every problem of every post listed.
 * The pages, the feed and the sitemap each ask: the files are read every time, but parsed and
 * rendered again only when one of them changed.
 */
export function readPosts(dir = blogDir()): Post[] {
  const files = readdirSync(dir)
    .filter((name) => name.endsWith(".md"))
    .map((name) => ({ name, source: readFileSync(join(dir, name), "utf8") }));
  const sources = JSON.stringify(files);
  const last = lastRead.get(dir);
  if (last?.sources === sources) return [...last.posts];
  // Frozen: every page gets the same posts, so none may change them for the others.
  const posts = parsedPosts(files).map((post) => Object.freeze(post));
  lastRead.set(dir, { sources, posts });
  return [...posts];
}

function parsedPosts(files: { name: string; source: string }[]): Post[] {
  const posts: Post[] = [];
  const problems: string[] = [];
  for (const { name: file, source } of files) {
    try {
      posts.push(parsePost(file, source));
    } catch (error) {
      if (!(error instanceof ContentError)) throw error;
      problems.push(error.message);
    }
  }
  const ids = posts.flatMap((post) => (post.id === undefined ? [] : [post.id]));
  const duplicate = ids.find((id, index) => ids.indexOf(id) !== index);
  if (duplicate !== undefined) problems.push(`content/blog: nummer ${duplicate} komt twee keer voor`);
  const identities = posts.map((post) => ({ file: `${post.slug}.md`, slug: post.slug, title: post.title }));
  identities.forEach((post, index) => {
    // Each pair once: a title is only reported on the later of the two files.
    const { title } = postConflicts(post, identities.slice(0, index));
    if (title) problems.push(`content/blog/${post.file} › Titel: ${title}`);
  });
  if (problems.length) throw new ContentError(problems.join("\n"));
  return posts;
}

/**
 * Whether a published post in `dir` names the partner clinic as its writer, read loosely (a post
 * that fails its check is the build's to report): only then is the clinic's name needed.
 */
export function partnerClinicWrites(dir = blogDir()): boolean {
  return readdirSync(dir)
    .filter((name) => name.endsWith(".md"))
    .some((name) => {
      const front = /^---\r?\n([\s\S]*?)\r?\n---/.exec(readFileSync(join(dir, name), "utf8"))?.[1];
      try {
        const post = front ? (parse(front) as Record<string, unknown> | null) : null;
        return post?.published === true && post.author === PARTNER_AUTHOR;
      } catch {
        return false;
      }
    });
}

/** The published ones of `posts`, newest first: what visitors, the sitemap and the feed see. */
export const publishedOnly = (posts: readonly Post[]): Post[] =>
  posts
    .filter((post) => post.published)
    .sort((a, b) => b.date.localeCompare(a.date) || (b.id ?? 0) - (a.id ?? 0) || a.slug.localeCompare(b.slug));

/** Published posts, newest first, read from their folder (the site's pages read the `posts` collection). */
export const publishedPosts = (dir?: string): Post[] => publishedOnly(readPosts(dir));
