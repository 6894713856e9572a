// The content pages' words: every content/pages/<name>.yaml, checked. The site's `pages` collection
// (src/content.config.ts), the build's check of every file and the tests all read them here.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { ContentError, PAGE_COPY_FOLDER, parseYamlWith } from "#/src/data/data-files.ts";
import { pageCopyFile, type PageCopy } from "#/src/data/schema/page-copy.ts";
import { repositoryRoot } from "#/src/data/repository-root.ts";

/** A copy file's name, its path below content/pages/ without '.yaml': "protection/muziek". */
export const pageCopyPath = (name: string) => `${PAGE_COPY_FOLDER}/${name}.yaml`;

/** Every copy file that is sound, by name, and one message per file that is not (naming its fields). */
export function checkedPageCopies(root = repositoryRoot(import.meta.dirname)) {
  const names = readdirSync(join(root, PAGE_COPY_FOLDER), { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".yaml"))
    .map((file) =>
      file
        .split("\\")
        .join("/")
        .replace(/\.yaml$/, ""),
    )
    .sort();
  const copies: Record<string, PageCopy> = {};
  const problems: string[] = [];
  for (const name of names) {
    try {
      copies[name] = parseYamlWith(
        pageCopyPath(name),
        pageCopyFile,
        readFileSync(join(root, pageCopyPath(name)), "utf8"),
      );
    } catch (error) {
      if (!(error instanceof ContentError)) throw error;
      problems.push(error.message);
    }
  }
  return { copies, problems };
}

/** Every copy file by name; a problem in any of them throws one ContentError listing them all. */
export function readPageCopies(root?: string): Record<string, PageCopy> {
  const { copies, problems } = checkedPageCopies(root);
  if (problems.length) throw new ContentError(problems.join("\n\n"));
  return copies;
}
