import { defineConfig, devices } from "@playwright/test";
import { CMS_BACKEND_PORT } from "#/e2e/cms-backend.ts";
import { FAKE_INTERNET_PORT } from "#/e2e/fake-internet.ts";
import { chromiumArgs, findTestBrowser } from "#/tests/find-browser.ts";
import { PLAYWRIGHT_DIR } from "#/tests/lib/test-globs.ts";

const port = Number(process.env.E2E_PORT ?? 4310);
const browser = { ...devices["Desktop Chrome"], viewport: { width: 1500, height: 900 } };
const EDITOR_SPECS = /\/cms(-[a-z]+)?\.spec\.ts$/;
export const baseURL = `http://localhost:${port}`;

// End-to-end tests run against the production build, served exactly as `npm start` serves it.
export default defineConfig({
  testDir: PLAYWRIGHT_DIR,
  fullyParallel: true,
  // A `.only` left behind would shrink the suite unnoticed: refused everywhere, not only on CI.
  forbidOnly: true,
  // A failure is retried once, to record its trace and tell a flaky test from a broken one; a test
  // that needed the retry still fails the run (and `npm test` counts it as failed).
  retries: 1,
  failOnFlakyTests: true,
  workers: 2,
  // Timeouts catch a hang, not a slow machine: CI shares two cores between two workers, a browser
  // each and the servers, and a test that merely ran slow there would count as failed.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.PLAYWRIGHT_JSON
    ? [["list"], ["json", { outputFile: process.env.PLAYWRIGHT_JSON }]]
    : [["list"]],
  use: {
    baseURL,
    // Recording a trace doubles the suite's time (screenshots of every step), so only the retry of
    // a failed test records one.
    trace: "on-first-retry",
    // Every other host is the fake internet (e2e/fake-internet.ts), with its own certificate.
    launchOptions: {
      executablePath: findTestBrowser(),
      args: [...chromiumArgs, `--host-resolver-rules=MAP * 127.0.0.1:${FAKE_INTERNET_PORT}, EXCLUDE localhost`],
    },
    ignoreHTTPSErrors: true,
  },
  projects: [
    { name: "chromium", use: browser, testIgnore: EDITOR_SPECS },
    // The editor's tests share one copy of the owner's files and one local backend, and each starts by
    // resetting them: one at a time, across their files too.
    { name: "editor", use: browser, testMatch: EDITOR_SPECS, workers: 1 },
  ],
  webServer: [
    {
      // --local-editing as the owner's `npm run edit`: the editor tests use the local backend.
      command: "node server/serve.ts --local-editing",
      url: baseURL,
      env: { PORT: String(port) },
      // Always the server of this build: one left running (of an older build, or another copy of the
      // project) would be tested instead. A port in use fails the run.
      reuseExistingServer: false,
    },
    {
      command: "node e2e/fake-internet.ts",
      port: FAKE_INTERNET_PORT,
      reuseExistingServer: false,
    },
    {
      // Never another decap-server: one a developer left running would edit the real content/.
      command: "node e2e/cms-backend.ts",
      port: CMS_BACKEND_PORT,
      reuseExistingServer: false,
    },
  ],
});
