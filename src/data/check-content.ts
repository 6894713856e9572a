// Every file the owner edits, checked at once. A page stops the build on the first data file it
// imports that is wrong; checking them all first lists every problem, file by file, so the owner
// (or the publication's failure notice) sees everything that needs fixing in one go.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { readPosts, type Post } from "#/src/data/blog-posts.server.ts";
import { bylineProblem } from "#/src/data/blog-rules.ts";
import { ContentError, dataFiles, fieldLabels, parseDataFile, type DataFile } from "#/src/data/data-files.ts";
import { checkedPageCopies, pageCopyPath } from "#/src/data/page-copies.server.ts";
import { offlinePostLink, offlinePostLinks, offlinePostLinksInHtml } from "#/src/data/post-links.ts";
import { pageCopyFile } from "#/src/data/schema/page-copy.ts";
import { repositoryRoot } from "#/src/data/repository-root.ts";

/** The problems in the project's data files and posts, one message per file (several lines each). */
export function contentProblems(root = repositoryRoot(import.meta.dirname)): string[] {
  const problems: string[] = [];
  const attempt = (check: () => void) => {
    try {
      check();
    } catch (error) {
      if (!(error instanceof ContentError)) throw error;
      problems.push(error.message);
    }
  };
  let practice: { partnerClinic?: string } | undefined;
  for (const file of Object.keys(dataFiles) as DataFile[]) {
    attempt(() => {
      let text: string;
      try {
        text = readFileSync(join(root, file), "utf8");
      } catch {
        throw new ContentError(`${file}: dit bestand ontbreekt`);
      }
      const data = parseDataFile(file, text);
      if (file === "content/practice.yaml") practice = data as { partnerClinic?: string };
    });
  }
  const pages = checkedPageCopies(root);
  problems.push(...pages.problems);
  let posts: Post[] | undefined;
  attempt(() => (posts = readPosts(join(root, "content", "blog"))));
  // Links to posts are checked only against a blog that reads: otherwise every link would look dead.
  const online = new Set(posts?.filter((post) => post.published).map((post) => post.path));
  if (posts)
    for (const [name, copy] of Object.entries(pages.copies)) {
      const lines = offlinePostLinks(copy, online).map(
        ([path, href]) =>
          `${pageCopyPath(name)} › ${fieldLabels(pageCopyFile, path, copy).join(" › ")}: ${offlinePostLink(href)}`,
      );
      if (lines.length) problems.push(lines.join("\n"));
    }
  for (const post of posts ?? []) {
    const file = `content/blog/${post.slug}.md`;
    // A post by the partner clinic needs its name from the practice's file (checked only when that file is sound).
    const byline = practice && bylineProblem(post, practice.partnerClinic);
    const lines = [
      ...(byline ? [`${file} › Geschreven door: ${byline}`] : []),
      // A draft is not online: its links matter once it is.
      ...(post.published ? offlinePostLinksInHtml(post.html, online) : []).map(
        (href) => `${file} › Tekst: ${offlinePostLink(href)}`,
      ),
    ];
    if (lines.length) problems.push(lines.join("\n"));
  }
  return problems;
}

/** Throws one ContentError listing every problem, or returns when there is none. */
export function checkContent(root?: string) {
  const problems = contentProblems(root);
  if (problems.length)
    throw new ContentError(
      `De website kan niet worden bijgewerkt: ${problems.length === 1 ? "één bestand klopt" : `${problems.length} bestanden kloppen`} nog niet.\n\n${problems.join("\n\n")}`,
    );
}
