import { defineConfig } from "@playwright/test";
import suite from "#/playwright.config.ts";

// The suite's own settings (forbidOnly, retries, failOnFlakyTests) over the known-bad tests beside
// this file, without the servers: these tests open no page. Run by tests/lib/known-bad.ts.
export default defineConfig({
  ...suite,
  testDir: import.meta.dirname,
  testMatch: "*.bad.ts",
  webServer: undefined,
  outputDir: "../../../test-results/known-bad-playwright",
});
