// Where the tests are: Vitest's `include` (vitest.config.ts) and Playwright's testDir
// (playwright.config.ts). One list, so a check can tell a test file that no runner collects
// (tests/lib/test-files.ts).

/** Unit and component tests, colocated as *.test.ts[x]. */
export const VITEST_INCLUDE = [
  "src/**/*.test.{ts,tsx}",
  "server/**/*.test.ts",
  "scripts/**/*.test.ts",
  "tests/**/*.test.ts",
  "media/**/*.test.ts",
  "admin/**/*.test.ts",
  "hosting/**/*.test.ts",
  "functions/**/*.test.ts",
];

/** Browser tests: *.spec.ts under e2e/. */
export const PLAYWRIGHT_DIR = "e2e";
