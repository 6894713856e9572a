// The comments and the documents name the files they speak of by their path from the repository's
// root; a file that moved or was removed leaves a reader looking for it. The decision records are
// left out: a superseded one names the files of its day.
import { existsSync, globSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "..", "..");
/** What git ignores (the copies npm test makes of the project are no repositories). */
const generated = new Set([
  "node_modules",
  "build",
  ".builds",
  ".astro",
  ".cache",
  ".scratch",
  "test-results",
  "playwright-report",
  "perf-runs",
]);
const tracked = globSync("**/*.{ts,tsx,astro,css,js,md}", {
  cwd: root,
  exclude: (name: string) => generated.has(name),
}).filter(
  (file) =>
    !file.startsWith("docs/decisions/") && !file.startsWith("tests/known-bad/") && !file.startsWith("public/media/"),
);

const folders = "src|scripts|tests|server|media|admin|hosting|e2e|content|docs|functions|public|deploy";
const namedPath = new RegExp(
  `(?<![\\w/.#-])((?:${folders})/[\\w./\\-\\[\\]]+\\.(?:ts|tsx|astro|md|yaml|css|json|svg))\\b`,
  "g",
);
/** A comment's line in code; every line of a document. */
const isComment = (line: string) => /^\s*(\/\/|\*|\/\*|\{\/\*)/.test(line);
/** Paths written as examples of a file the owner would make. */
const examples = new Set(["content/blog/x.md", "content/x.yaml"]);

describe("the paths the comments and documents name", () => {
  it("are files of the repository", () => {
    const missing: string[] = [];
    for (const file of tracked) {
      const lines = readFileSync(join(root, file), "utf8").split("\n");
      lines.forEach((line, index) => {
        if (!file.endsWith(".md") && !isComment(line)) return;
        for (const [, path] of line.matchAll(namedPath))
          if (!examples.has(path!) && !existsSync(join(root, path!)))
            missing.push(`${file}:${index + 1} names ${path}`);
      });
    }
    expect(tracked.length).toBeGreaterThan(300);
    expect(missing).toEqual([]);
  });
});
