import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { allTestFiles, loopholesIn, runnerOf } from "#/tests/lib/test-files.ts";
import { PLAYWRIGHT_DIR, VITEST_INCLUDE } from "#/tests/lib/test-globs.ts";

const root = join(import.meta.dirname, "..", "..");
const files = allTestFiles(root);

// Parsing every test file takes seconds on a loaded machine: above Vitest's default 5 s.
describe("the repository's test files", { timeout: 30_000 }, () => {
  it("are each run by Vitest or Playwright", () => {
    expect(files.length).toBeGreaterThan(50);
    expect(files).toContain("e2e/home.spec.ts");
    expect(files).toContain("hosting/hosting.test.ts");
    expect(files.filter((file) => !runnerOf(file, VITEST_INCLUDE, PLAYWRIGHT_DIR))).toEqual([]);
  });

  it("hold no expected failure, skipped step or retry option", () => {
    const found = files.flatMap((file) => loopholesIn(file, readFileSync(join(root, file), "utf8")));
    expect(found.map(({ file, line, what }) => `${file}:${line}: ${what}`)).toEqual([]);
  });
});

describe("known bad: a test file no runner collects", () => {
  it("is told from one that runs", () => {
    // Paths only: such files would be real tests nobody runs.
    expect(runnerOf("functions/oauth/callback.test.ts", VITEST_INCLUDE, PLAYWRIGHT_DIR)).toBe("vitest");
    expect(runnerOf("e2e/home.spec.ts", VITEST_INCLUDE, PLAYWRIGHT_DIR)).toBe("playwright");
    expect(runnerOf("src/page-bodies/home.spec.ts", VITEST_INCLUDE, PLAYWRIGHT_DIR)).toBeUndefined();
    expect(runnerOf("deploy/nginx.test.ts", VITEST_INCLUDE, PLAYWRIGHT_DIR)).toBeUndefined();
    expect(runnerOf("public/sw.test.js", VITEST_INCLUDE, PLAYWRIGHT_DIR)).toBeUndefined();
  });
});

describe("known bad: tests/known-bad/loopholes/expected-failures.bad.ts", () => {
  it("has each planted loophole found on its line, and nothing else", () => {
    const file = "tests/known-bad/loopholes/expected-failures.bad.ts";
    const source = readFileSync(join(root, file), "utf8");
    const planted = source.split("\n").flatMap((text, index) => (text.includes("// planted:") ? [index + 2] : []));
    expect(planted).toHaveLength(5);
    expect(loopholesIn(file, source).map((found) => found.line)).toEqual(planted);
  });
});
