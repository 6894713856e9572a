// `npm test`: typecheck, lint, unit/component tests, the test runners' known-bad inputs, production build, the HTML
// checker, browser tests, and the owner's edits made in a copy of the project (scripts/check-owner-edits.ts).
// Prints each suite's result and ends with one line 'N passed, N failed' over all of them. A test that passed only
// on its retry, a skipped test, a refused `.only` and a suite that could not run all count as failed, named.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { delimiter, join } from "node:path";
import { findBrowser } from "#/scripts/find-browser.ts";
import { knownBadRunnerProofs } from "#/scripts/lib/known-bad.ts";
import {
  tallyPlaywright,
  tallyVitest,
  type PlaywrightReport,
  type Tally,
  type VitestReport,
} from "#/scripts/lib/test-reports.ts";

const root = join(import.meta.dirname, "..");
const results = join(root, "test-results");
mkdirSync(results, { recursive: true });
const env = { ...process.env, PATH: `${join(root, "node_modules", ".bin")}${delimiter}${process.env.PATH}` };

type Suite = { name: string; passed: number; failed: number; problems: string[] };
const suites: Suite[] = [];
const record = (name: string, tally: Tally) => suites.push({ name, ...tally });

function run(command: string, args: string[], extraEnv: Record<string, string> = {}): boolean {
  console.log(`\n▶ ${command} ${args.join(" ")}`);
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env: { ...env, ...extraEnv } });
  return result.status === 0;
}

/** A check that passes or fails as a whole (typecheck, lint, build). */
function check(name: string, command: string, args: string[]): boolean {
  const ok = run(command, args);
  record(name, { passed: ok ? 1 : 0, failed: ok ? 0 : 1, problems: ok ? [] : [`${command} ${args.join(" ")} failed`] });
  return ok;
}

/** A suite that could not run counts as failed, with the reason. */
const notRun = (name: string, why: string) => record(name, { passed: 0, failed: 1, problems: [`not run: ${why}`] });

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

function unitTests() {
  const out = join(results, "vitest.json");
  rmSync(out, { force: true });
  const ok = run("vitest", ["run", "--reporter=default", "--reporter=json", `--outputFile.json=${out}`]);
  const report = readJson<VitestReport>(out);
  record("unit", fromReport(report && tallyVitest(report, root), ok, "vitest"));
}

/** The runners' known-bad inputs (scripts/lib/known-bad.ts): each must be caught. */
function knownBad() {
  console.log("\n▶ known-bad inputs of the test runners");
  const proofs = knownBadRunnerProofs();
  for (const proof of proofs) {
    console.log(`${proof.ok ? "✓" : "✗"} ${proof.name}`);
    console.log(`    ${proof.detail.split("\n").join("\n    ")}`);
  }
  const failed = proofs.filter((proof) => !proof.ok);
  record("known-bad", {
    passed: proofs.length - failed.length,
    failed: failed.length,
    problems: failed.map((proof) => `not caught: ${proof.name}`),
  });
}

/** Debian's Chromium, CHROME_PATH, or Playwright's own; installs one where it can. */
function ensureBrowser(): boolean {
  if (findBrowser()) return true;
  console.log("No Chromium found: trying Playwright's installer.");
  run("playwright", ["install", "chromium"]);
  if (findBrowser()) return true;
  const debianRoot = existsSync("/etc/debian_version") && process.getuid?.() === 0;
  if (debianRoot) {
    console.log("Playwright could not download a browser: installing Debian's chromium.");
    run("apt-get", ["update"]);
    run("apt-get", ["install", "-y", "chromium"]);
    if (findBrowser()) return true;
  }
  console.error(
    "No browser for the end-to-end tests: install Chromium (e.g. `apt-get install chromium`) or set CHROME_PATH.",
  );
  return false;
}

function browserTests() {
  const out = join(results, "playwright.json");
  rmSync(out, { force: true });
  const ok = run("playwright", ["test"], { PLAYWRIGHT_JSON: out });
  const report = readJson<PlaywrightReport>(out);
  record("e2e", fromReport(report && tallyPlaywright(report, root), ok, "playwright"));
}

/** The Nu HTML Checker over every built page: each page counts, and the known-bad page it must fail. */
function htmlCheck() {
  const out = join(results, "html-check.json");
  rmSync(out, { force: true });
  const ok = run("npm", ["run", "--silent", "check:html"], { HTML_CHECK_JSON: out });
  const report = readJson<Tally>(out);
  record("html", fromReport(report && { ...report, problems: report.problems ?? [] }, ok, "check:html"));
}

/** The owner's documented edits, in a copy of the project: each check counts. */
function ownerEdits() {
  const out = join(results, "owner-edits.json");
  rmSync(out, { force: true });
  const ok = run("npm", ["run", "--silent", "check:owner-edits"], { OWNER_EDITS_JSON: out });
  const report = readJson<{ passed: number; failed: number; problems?: string[] }>(out);
  record("owner", fromReport(report && { problems: [], ...report }, ok, "check:owner-edits"));
}

const started = Date.now();
check("typecheck", "npm", ["run", "--silent", "typecheck"]);
check("lint", "npm", ["run", "--silent", "lint"]);
unitTests();
knownBad();
if (check("build", "npm", ["run", "--silent", "build"])) {
  htmlCheck();
  if (ensureBrowser()) browserTests();
  else notRun("e2e", "no browser");
} else {
  notRun("html", "the build failed");
  notRun("e2e", "the build failed");
}
ownerEdits();

const total = suites.reduce(
  (sum, suite) => ({ passed: sum.passed + suite.passed, failed: sum.failed + suite.failed }),
  {
    passed: 0,
    failed: 0,
  },
);
console.log(`\nSuites (${Math.round((Date.now() - started) / 1000)} s):`);
for (const suite of suites) {
  console.log(`  ${suite.name.padEnd(10)} ${suite.passed} passed, ${suite.failed} failed`);
  for (const problem of suite.problems) console.log(`      ${problem}`);
}
console.log(`${total.passed} passed, ${total.failed} failed`);
process.exit(total.failed === 0 ? 0 : 1);
