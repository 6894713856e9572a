// Every test file of the repository, who runs it, and what in it would let a failure through.
// Shared by the content-literal check (content-literals.ts) and its own unit test
// (test-files.test.ts): a test file that neither Vitest nor Playwright collects is never run, and
// an expected failure (`it.fails`, `test.fail()`), a skipped step (`test.step.skip`) or a retry
// option would count as passed in the runners' reports.
import { readFileSync, readdirSync } from "node:fs";
import { join, matchesGlob, relative } from "node:path";
import ts from "typescript";

/** Not the project's tests: dependencies, build output, caches and the runners' known-bad inputs. */
const IGNORED = [
  "node_modules",
  ".git",
  "build",
  ".builds",
  ".cache",
  "test-results",
  "playwright-report",
  "tests/known-bad",
];
const TEST_FILE = /\.(test|spec)\.[cm]?[jt]sx?$/;

/** Every `*.test.*` and `*.spec.*` file outside the ignored folders, as paths from the root. */
export function allTestFiles(root: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
      const path = dir ? `${dir}/${entry.name}` : entry.name;
      if (IGNORED.some((ignored) => path === ignored || path.endsWith(`/${ignored}`))) continue;
      if (entry.isDirectory()) walk(path);
      else if (TEST_FILE.test(entry.name)) found.push(path);
    }
  };
  walk("");
  return found.sort();
}

/** Who runs a test file: Vitest (its `include` globs) or Playwright (`*.spec|test.*` under its testDir). */
export function runnerOf(
  file: string,
  vitestInclude: string[],
  playwrightDir: string,
): "vitest" | "playwright" | undefined {
  if (file.startsWith(`${playwrightDir}/`)) return TEST_FILE.test(file) ? "playwright" : undefined;
  return vitestInclude.some((glob) => matchesGlob(file, glob)) ? "vitest" : undefined;
}

/** The test files and the browser tests' helpers (e2e/*.ts) that run: what the checks read. */
export function testSources(root: string, vitestInclude: string[], playwrightDir: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const file of allTestFiles(root)) {
    if (runnerOf(file, vitestInclude, playwrightDir)) files.set(file, readFileSync(join(root, file), "utf8"));
  }
  for (const name of readdirSync(join(root, playwrightDir), { recursive: true }).map(String)) {
    const file = relative(root, join(root, playwrightDir, name));
    if (/\.tsx?$/.test(name) && !files.has(file)) files.set(file, readFileSync(join(root, file), "utf8"));
  }
  return files;
}

/** A construct that would let a failure count as passed, and where it is. */
export type Loophole = { file: string; line: number; what: string };

const RUNNERS = new Set(["test", "it", "describe", "suite"]);
/** `test.step.skip` → ["test", "step", "skip"]; undefined when the chain does not start at a name. */
function chain(node: ts.Expression): string[] | undefined {
  if (ts.isIdentifier(node)) return [node.text];
  if (ts.isPropertyAccessExpression(node)) {
    const left = chain(node.expression);
    return left && [...left, node.name.text];
  }
  return undefined;
}

/**
 * The loopholes in one test source: an expected failure (`it.fails`, `test.fails`, `test.fail()`),
 * a skipped step (`test.step.skip`), and a `retry` or `retries` option (a test that passes on its
 * retry would count as passed; Playwright's one retry is set in its config, where the tally counts it).
 */
export function loopholesIn(file: string, source: string): Loophole[] {
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: Loophole[] = [];
  const add = (node: ts.Node, what: string) =>
    found.push({ file, line: tree.getLineAndCharacterOfPosition(node.getStart()).line + 1, what });
  const visit = (node: ts.Node) => {
    if (ts.isPropertyAccessExpression(node)) {
      const names = chain(node);
      if (names && RUNNERS.has(names[0]!)) {
        const last = names.at(-1)!;
        if (last === "fails" || last === "fail") add(node, `an expected failure (${names.join(".")}) counts as passed`);
        if (last === "skip" && names.at(-2) === "step")
          add(node, `a skipped step (${names.join(".")}) counts as passed`);
      }
    }
    if (ts.isPropertyAssignment(node) || ts.isShorthandPropertyAssignment(node)) {
      const name = node.name.getText(tree).replace(/["']/g, "");
      if (name === "retry" || name === "retries") add(node, `a '${name}' option lets a test pass on its retry`);
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return found;
}
