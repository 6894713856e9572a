// What the editor refuses before it saves, decided without the editor itself (so it can be tested
// on its own): the schema of the entry's file, the same one the build uses, its problems field by
// field; a post's web address and title next to the other posts and its byline next to the practice's
// details (src/data/blog-rules.ts), and the shared texts its text calls for (src/data/shared-text-rules.ts); and
// the two things only the editor can see: a post's address changed after it went online, and a
// closure typed in a year that is already over.
import type { z } from "zod";
import { bylineProblem, postConflicts, type PostIdentity } from "#/src/data/blog-rules.ts";
import { dataFiles, isDataFile, isPageCopyFile, withoutEmptyValues } from "#/src/data/data-files.ts";
import { pageCopyFile } from "#/src/data/schema/page-copy.ts";
import { postFrontMatter } from "#/src/data/schema/post.ts";
import { sharedTextProblem } from "#/src/data/shared-text-rules.ts";

export type Path = readonly (string | number)[];
export type Issue = { path: Path; message: string };

/** The collection of blog posts (scripts/lib/cms-config.ts). */
export const BLOG = "blog";

/** An entry as the editor holds it while the owner edits. */
export type Entry = {
  collection: string;
  /** The file it is saved to: "content/prices.yaml", "content/blog/x.md"; none yet for a new post. */
  file?: string;
  isNew: boolean;
  data: Record<string, unknown>;
};

export function schemaFor(entry: Entry): z.ZodType | undefined {
  if (entry.collection === BLOG) return postFrontMatter;
  if (entry.file && isPageCopyFile(entry.file)) return pageCopyFile;
  return entry.file && isDataFile(entry.file) ? dataFiles[entry.file] : undefined;
}

/** The fields the schema checks: a post's text (`body`) is not part of its front matter. */
function checkedFields(entry: Entry): Record<string, unknown> {
  if (entry.collection !== BLOG) return entry.data;
  const { body: _body, ...frontMatter } = entry.data;
  return frontMatter;
}

/** Every problem the build would find in the entry, each with the path of its field. */
export function entryIssues(entry: Entry): Issue[] {
  const schema = schemaFor(entry);
  if (!schema) return [];
  const result = schema.safeParse(withoutEmptyValues(checkedFields(entry)));
  return result.success ? [] : result.error.issues.map(({ path, message }) => ({ path: path as Path, message }));
}

const samePath = (a: Path, b: Path) => a.length === b.length && a.every((key, index) => key === b[index]);

const valueAt = (data: unknown, path: Path): unknown =>
  path.reduce<unknown>((node, key) => (node as Record<string | number, unknown> | undefined)?.[key], data);

export type FieldContext = {
  /** The entry's problems, worked out once for all its fields (entryIssues). */
  issues: readonly Issue[];
  /** The other posts, for a post's address and title; undefined while they load. */
  posts?: readonly PostIdentity[];
  /** The practice's details (content/practice.yaml), for a post's byline; undefined while they load. */
  practice?: { partnerClinic?: unknown };
  /** Today, "2026-11-20". */
  today: string;
  /** The field refuses a day in a year that is over (the editor's `not_in_past_year`). */
  notInPastYear?: boolean;
};

/** What is wrong with one field, in Dutch, as the editor shows it under the field. */
export function fieldProblems(entry: Entry, path: Path, context: FieldContext): string[] {
  const problems = context.issues.filter((issue) => samePath(issue.path, path)).map((issue) => issue.message);
  const value = valueAt(entry.data, path);

  if (entry.collection === BLOG && path.length === 1) {
    const slug = String(entry.data.slug ?? "");
    const title = String(entry.data.title ?? "");
    // A post online at /blogs/<address> is a file named after it: a new address would be a new post.
    const saved = entry.file?.match(/([^/]+)\.md$/)?.[1];
    if (path[0] === "slug" && !entry.isNew && saved && slug !== saved)
      problems.push(`dit artikel staat op /blogs/${saved}; zet het webadres terug op "${saved}"`);
    if (context.posts && (path[0] === "slug" || path[0] === "title")) {
      // A new post has no file yet: every post on disk is another one.
      const own = { file: entry.isNew ? "" : (entry.file ?? ""), slug, title };
      const conflict = postConflicts(own, context.posts)[path[0]];
      if (conflict) problems.push(conflict);
    }
    if (path[0] === "body" && typeof value === "string") {
      const problem = sharedTextProblem(value);
      if (problem) problems.push(problem);
    }
    if (path[0] === "author" && context.practice) {
      const clinic = context.practice.partnerClinic;
      const problem = bylineProblem(entry.data, typeof clinic === "string" ? clinic : undefined);
      if (problem) problems.push(problem);
    }
  }

  if (context.notInPastYear && typeof value === "string" && value) {
    const item = valueAt(entry.data, path.slice(0, -1)) as { until?: unknown } | undefined;
    const last = typeof item?.until === "string" && item.until ? item.until : value;
    const year = last.slice(0, 4);
    if (year < context.today.slice(0, 4))
      problems.push(
        `deze dag ligt in ${year}, een jaar dat al voorbij is. Bedoelt u ${context.today.slice(0, 4)}? ` +
          "Een voorbije dag hoeft niet in de lijst: verwijder hem met het kruisje",
      );
  }
  return problems;
}

/**
 * The item the editor's address shows ("#/collections/prijzen/entries/prices"), when it is not the
 * entry about to be saved: then the form was filled for another item, and saving it would write into
 * that item's file. Undefined when they agree (or the address names no item).
 */
export function otherItemShown(
  hash: string,
  entry: { collection: string; slug?: string; isNew: boolean },
): string | undefined {
  const shown = /^#\/collections\/([^/?]+)\/(?:entries\/([^?]+)|new)/.exec(hash);
  if (!shown) return undefined;
  const [, collection, slug] = shown;
  const same =
    decodeURIComponent(collection!) === entry.collection &&
    (slug === undefined ? entry.isNew : !entry.isNew && decodeURIComponent(slug) === entry.slug);
  return same
    ? undefined
    : `${decodeURIComponent(collection!)}/${slug === undefined ? "nieuw" : decodeURIComponent(slug)}`;
}
