// The browser tests that compare the pages with the owner's data (tagged with `ownerData`, e2e/fixtures.ts),
// run by the owner-edits check against the edited copy of the project (tests/check-owner-edits.ts):
// they must pass whatever the owner writes in content/. A test that pinned today's value would fail here.
import { spawnSync } from "node:child_process";
import { readFileSync, readdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { tallyPlaywright, type PlaywrightReport, type Tally } from "#/tests/lib/test-reports.ts";

const OWNER_DATA_TAG = "@owner-data";

/**
 * The modules through which a test reads the owner's data (content/): the files themselves, or the
 * modules of src/data/ that read them for the site (not its parsers, schemas and checks).
 */
const OWNER_DATA_IMPORTS = [
  /from "#\/content\//,
  /from "#\/src\/data\/(owner-files|business|blog-posts|page-copies|hours-exceptions|eigen-risico-at-build)\.server\.ts"/,
];

/**
 * Spec files (in `root`/e2e) that import the owner's data but tag none of their tests: each should
 * tag the tests that compare with it. Left out, with the reason: the accessibility sweep reads the
 * data only for the addresses of the embeds, which it checks on every page already.
 */
export function untaggedOwnerDataSpecs(root: string): string[] {
  return readdirSync(join(root, "e2e"))
    .filter((file) => file.endsWith(".spec.ts") && file !== "a11y.spec.ts")
    .filter((file) => {
      const source = readFileSync(join(root, "e2e", file), "utf8");
      // A test tagged with it: `ownerData` outside the file's imports.
      const tagged = /\bownerData\b/.test(source.replace(/^import [^;]*;$/gm, ""));
      return OWNER_DATA_IMPORTS.some((pattern) => pattern.test(source)) && !tagged;
    })
    .sort();
}

/**
 * Runs the owner-data browser tests in the project copy at `work` (built there), on a port of their
 * own. Flaky and skipped tests count as failed, as in `npm test`.
 */
export function runOwnerDataBrowserTests(work: string, env: NodeJS.ProcessEnv): Tally {
  const report = join(work, "test-results", "owner-data-playwright.json");
  rmSync(report, { force: true });
  const run = spawnSync("playwright", ["test", "--grep", OWNER_DATA_TAG], {
    cwd: work,
    encoding: "utf8",
    env: { ...env, PLAYWRIGHT_JSON: report, E2E_PORT: "4311", OWNER_EDITS_COPY: "1" },
  });
  let tally: Tally;
  try {
    tally = tallyPlaywright(JSON.parse(readFileSync(report, "utf8")) as PlaywrightReport, work);
  } catch {
    tally = { passed: 0, failed: 1, problems: [`no report: ${`${run.stdout}\n${run.stderr}`.trim().slice(-2000)}`] };
  }
  if (run.status !== 0 && tally.failed === 0)
    tally = { ...tally, failed: 1, problems: ["playwright exited with an error"] };
  return tally;
}
