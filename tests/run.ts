// `npm test`: typecheck, lint, unit/component tests, the test runners' known-bad inputs, production build, the HTML
// checker, browser tests, and the owner's edits made in a copy of the project (tests/check-owner-edits.ts).
// Prints each suite's result and ends with one line 'N passed, N failed' over all of them. A test that passed only
// on its retry, a skipped test, a refused `.only` and a suite that could not run all count as failed, named.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { delimiter, join } from "node:path";
import { findTestBrowser, HEADLESS_SHELL } from "#/tests/find-browser.ts";
import { knownBadRunnerProofs } from "#/tests/lib/known-bad.ts";
import { runSuites, summary } from "#/tests/lib/suite-run.ts";
import {
  tallyPlaywright,
  tallyVitest,
  type PlaywrightReport,
  type Tally,
  type VitestReport,
} from "#/tests/lib/test-reports.ts";

const root = join(import.meta.dirname, "..");
const results = join(root, "test-results");
mkdirSync(results, { recursive: true });
const env = { ...process.env, PATH: `${join(root, "node_modules", ".bin")}${delimiter}${process.env.PATH}` };

function run(command: string, args: string[], extraEnv: Record<string, string> = {}): boolean {
  console.log(`\n▶ ${command} ${args.join(" ")}`);
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env: { ...env, ...extraEnv } });
  return result.status === 0;
}

function readJson<T>(file: string): T | undefined {
  try {
    return JSON.parse(readFileSync(file, "utf8")) as T;
  } catch {
    return undefined;
  }
}

/** A tally from a report, or one failure when the tool gave none; a non-zero exit never passes. */
function fromReport(tally: Tally | undefined, ok: boolean, what: string): Tally {
  if (!tally) return { passed: 0, failed: 1, problems: [`${what} wrote no report`] };
  if (!ok && tally.failed === 0) return { ...tally, failed: 1, problems: [`${what} exited with an error`] };
  return tally;
}

function unitTests(): Tally {
  const out = join(results, "vitest.json");
  rmSync(out, { force: true });
  const ok = run("vitest", ["run", "--reporter=default", "--reporter=json", `--outputFile.json=${out}`]);
  const report = readJson<VitestReport>(out);
  return fromReport(report && tallyVitest(report, root), ok, "vitest");
}

/** The runners' known-bad inputs (tests/lib/known-bad.ts): each must be caught. */
function knownBad(): Tally {
  console.log("\n▶ known-bad inputs of the test runners");
  const proofs = knownBadRunnerProofs();
  for (const proof of proofs) {
    console.log(`${proof.ok ? "✓" : "✗"} ${proof.name}`);
    console.log(`    ${proof.detail.split("\n").join("\n    ")}`);
  }
  const failed = proofs.filter((proof) => !proof.ok);
  return {
    passed: proofs.length - failed.length,
    failed: failed.length,
    problems: failed.map((proof) => `not caught: ${proof.name}`),
  };
}

const LIBERATION_FONTS = "/usr/share/fonts/truetype/liberation";

/** Debian's headless shell or Chromium, CHROME_PATH, or Playwright's own; installs one where it can. */
function ensureBrowser(): boolean {
  const debianRoot = existsSync("/etc/debian_version") && process.getuid?.() === 0;
  const chosen = process.env.CHROME_PATH;
  if (chosen && !existsSync(chosen)) console.log(`CHROME_PATH names no file (${chosen}): looking for another browser.`);
  const found = findTestBrowser();
  // The face the pages' font fallback is measured against (src/styles/font-fallback.css), which
  // only the full browser's package recommends.
  const packages = [
    ...(found && (found === HEADLESS_SHELL || found === chosen) ? [] : ["chromium-headless-shell"]),
    ...(existsSync(LIBERATION_FONTS) ? [] : ["fonts-liberation"]),
  ];
  if (packages.length === 0) return true;
  if (debianRoot && run("apt-get", ["update"])) {
    console.log(`Installing Debian's ${packages.join(" and ")}: the browser tests take far less time in the shell.`);
    run("apt-get", ["install", "-y", "--no-install-recommends", ...packages]);
  }
  if (found && !packages.includes("chromium-headless-shell")) return true;
  if (findTestBrowser()) return true;
  console.log("No Chromium found: trying Playwright's installer.");
  run("playwright", ["install", "chromium"]);
  if (findTestBrowser()) return true;
  if (debianRoot) {
    console.log("Playwright could not download a browser: installing Debian's chromium.");
    run("apt-get", ["install", "-y", "chromium"]);
    if (findTestBrowser()) return true;
  }
  console.error(
    "No browser for the end-to-end tests: install Chromium (e.g. `apt-get install chromium`) or set CHROME_PATH.",
  );
  return false;
}

function browserTests(): Tally {
  const out = join(results, "playwright.json");
  rmSync(out, { force: true });
  const ok = run("playwright", ["test"], { PLAYWRIGHT_JSON: out });
  const report = readJson<PlaywrightReport>(out);
  return fromReport(report && tallyPlaywright(report, root), ok, "playwright");
}

/** The Nu HTML Checker over every built page: each page counts, and the known-bad page it must fail. */
function htmlCheck(): Tally {
  const out = join(results, "html-check.json");
  rmSync(out, { force: true });
  const ok = run("npm", ["run", "--silent", "check:html"], { HTML_CHECK_JSON: out });
  const report = readJson<Tally>(out);
  return fromReport(report && { ...report, problems: report.problems ?? [] }, ok, "check:html");
}

/** The owner's documented edits, in a copy of the project: each check counts. */
function ownerEdits(): Tally {
  const out = join(results, "owner-edits.json");
  rmSync(out, { force: true });
  const ok = run("npm", ["run", "--silent", "check:owner-edits"], { OWNER_EDITS_JSON: out });
  const report = readJson<{ passed: number; failed: number; problems?: string[] }>(out);
  return fromReport(report && { problems: [], ...report }, ok, "check:owner-edits");
}

const started = Date.now();
const suites = runSuites({
  typecheck: () => run("npm", ["run", "--silent", "typecheck"]),
  lint: () => run("npm", ["run", "--silent", "lint"]),
  unit: unitTests,
  knownBad,
  build: () => run("npm", ["run", "--silent", "build"]),
  html: htmlCheck,
  browser: ensureBrowser,
  e2e: browserTests,
  owner: ownerEdits,
});
console.log(`\n${summary(suites, Math.round((Date.now() - started) / 1000)).join("\n")}`);
process.exit(suites.every((suite) => suite.failed === 0) ? 0 : 1);
