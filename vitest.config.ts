import { globSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { defineConfig } from "vitest/config";
import { buildDate } from "#/scripts/lib/build-date.ts";
import { VITEST_INCLUDE } from "#/tests/lib/test-globs.ts";

/** Component tests render React: they need a DOM. */
const COMPONENT_TESTS = VITEST_INCLUDE.filter((glob) => glob.includes("tsx")).map((glob) =>
  glob.replace(/\{ts,tsx\}$/, "tsx"),
);
/** Tests that replace a module (vi.mock): they get modules of their own. */
const MOCKING_TESTS = globSync(VITEST_INCLUDE, { cwd: import.meta.dirname }).filter((file) =>
  /\bvi\.(do)?[mM]ock\(/.test(readFileSync(join(import.meta.dirname, file), "utf8")),
);

// Unit and component tests (colocated *.test.ts[x]), with the owner's data files as modules. They
// run in Node; component tests (*.test.tsx) in jsdom, as does a *.test.ts that says so on its first
// line (`// @vitest-environment jsdom`). Files share their worker's modules and DOM (`isolate: false`,
// half the suite's time), but for those that mock a module: a test leaves no other state behind
// (src/test-setup.ts cleans the DOM up), which a run in shuffled order (`--sequence.shuffle.files`) shows.
export default defineConfig({
  define: buildDate(),
  test: {
    setupFiles: ["./src/test-setup.ts"],
    // A `.only` left behind would shrink the suite unnoticed: refused everywhere, not only on CI.
    allowOnly: false,
    // Each test's line in the JSON report, so `npm test` says where a skipped or failed test is.
    includeTaskLocation: true,
    pool: "threads",
    maxWorkers: 2,
    isolate: false,
    // And so that no spy, stubbed global or variable outlives its test.
    restoreMocks: true,
    unstubGlobals: true,
    unstubEnvs: true,
    projects: [
      {
        extends: true,
        test: { name: "node", include: VITEST_INCLUDE, exclude: [...COMPONENT_TESTS, ...MOCKING_TESTS] },
      },
      { extends: true, test: { name: "dom", environment: "jsdom", include: COMPONENT_TESTS, exclude: MOCKING_TESTS } },
      { extends: true, test: { name: "mocking", include: MOCKING_TESTS, isolate: true } },
    ],
  },
});
