import { defineConfig } from "vitest/config";
import { buildDate, contentData } from "#/scripts/lib/content-plugin.ts";
import { VITEST_INCLUDE } from "#/scripts/lib/test-globs.ts";

// Unit and component tests (colocated *.test.ts[x]), with the owner's data files as modules.
export default defineConfig({
  plugins: [contentData()],
  define: buildDate(),
  test: {
    environment: "jsdom",
    include: VITEST_INCLUDE,
    setupFiles: ["./app/test-setup.ts"],
    // A `.only` left behind would shrink the suite unnoticed: refused everywhere, not only on CI.
    allowOnly: false,
    // Each test's line in the JSON report, so `npm test` says where a skipped or failed test is.
    includeTaskLocation: true,
    pool: "threads",
    maxWorkers: 2,
  },
});
