import { defineConfig } from "vitest/config";
import { buildDate, contentData } from "#/scripts/lib/content-plugin.ts";
import { VITEST_INCLUDE } from "#/scripts/lib/test-globs.ts";

/** Component tests render React: they need a DOM. */
const COMPONENT_TESTS = VITEST_INCLUDE.filter((glob) => glob.includes("tsx")).map((glob) =>
  glob.replace(/\{ts,tsx\}$/, "tsx"),
);

// Unit and component tests (colocated *.test.ts[x]), with the owner's data files as modules. They
// run in Node; component tests (*.test.tsx) in jsdom, whose set-up costs each file a second or
// more, as does a *.test.ts that says so on its first line (`// @vitest-environment jsdom`).
export default defineConfig({
  plugins: [contentData()],
  define: buildDate(),
  test: {
    setupFiles: ["./app/test-setup.ts"],
    // A `.only` left behind would shrink the suite unnoticed: refused everywhere, not only on CI.
    allowOnly: false,
    // Each test's line in the JSON report, so `npm test` says where a skipped or failed test is.
    includeTaskLocation: true,
    pool: "threads",
    maxWorkers: 2,
    projects: [
      { extends: true, test: { name: "node", environment: "node", include: VITEST_INCLUDE, exclude: COMPONENT_TESTS } },
      { extends: true, test: { name: "dom", environment: "jsdom", include: COMPONENT_TESTS } },
    ],
  },
});
