import { defineConfig } from "vitest/config";
import suite from "#/vitest.config.ts";

// The suite's own settings (allowOnly: false) over the known-bad tests beside this file. Run by
// tests/lib/known-bad.ts.
export default defineConfig({
  ...suite,
  root: `${import.meta.dirname}/../../..`,
  // One run in Node, not the suite's two projects (each would take these files).
  test: { ...suite.test, projects: undefined, include: ["tests/known-bad/vitest/*.bad.ts"], exclude: [] },
});
