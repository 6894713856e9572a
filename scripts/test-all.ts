// `npm test`: typecheck, lint, unit/component tests, production build, the HTML checker, browser tests, and the owner's
// edits made in a copy of the project (scripts/check-owner-edits.ts).
// Prints each suite's result and ends with one line 'N passed, N failed' over all of them.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { delimiter, join } from "node:path";
import { findBrowser } from "#/scripts/find-browser.ts";

const root = join(import.meta.dirname, "..");
const results = join(root, "test-results");
mkdirSync(results, { recursive: true });
const env = { ...process.env, PATH: `${join(root, "node_modules", ".bin")}${delimiter}${process.env.PATH}` };

type Tally = { passed: number; failed: number };
const suites: [string, Tally][] = [];

function run(command: string, args: string[], extraEnv: Record<string, string> = {}): boolean {
  console.log(`\n▶ ${command} ${args.join(" ")}`);
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env: { ...env, ...extraEnv } });
  return result.status === 0;
}

/** A check that passes or fails as a whole (typecheck, lint, build). */
function check(name: string, command: string, args: string[]): boolean {
  const ok = run(command, args);
  suites.push([name, { passed: ok ? 1 : 0, failed: ok ? 0 : 1 }]);
  return ok;
}

function readJson<T>(file: string): T | undefined {
  try {
    return JSON.parse(readFileSync(file, "utf8")) as T;
  } catch {
    return undefined;
  }
}

function unitTests() {
  const out = join(results, "vitest.json");
  rmSync(out, { force: true });
  const ok = run("vitest", ["run", "--reporter=default", "--reporter=json", `--outputFile.json=${out}`]);
  const report = readJson<{ numPassedTests: number; numFailedTests: number }>(out);
  suites.push([
    "unit",
    report
      ? { passed: report.numPassedTests, failed: report.numFailedTests || (ok ? 0 : 1) }
      : { passed: 0, failed: 1 },
  ]);
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
  const report = readJson<{ stats: { expected: number; unexpected: number; flaky: number } }>(out);
  suites.push([
    "e2e",
    report
      ? { passed: report.stats.expected + report.stats.flaky, failed: report.stats.unexpected || (ok ? 0 : 1) }
      : { passed: 0, failed: 1 },
  ]);
}

/** The Nu HTML Checker over every built page: each page counts. */
function htmlCheck() {
  const out = join(results, "html-check.json");
  rmSync(out, { force: true });
  const ok = run("npm", ["run", "--silent", "check:html"], { HTML_CHECK_JSON: out });
  const report = readJson<Tally>(out);
  suites.push([
    "html",
    report ? { passed: report.passed, failed: report.failed || (ok ? 0 : 1) } : { passed: 0, failed: 1 },
  ]);
}

/** The owner's documented edits, in a copy of the project: each check counts. */
function ownerEdits() {
  const out = join(results, "owner-edits.json");
  rmSync(out, { force: true });
  const ok = run("npm", ["run", "--silent", "check:owner-edits"], { OWNER_EDITS_JSON: out });
  const report = readJson<Tally>(out);
  suites.push([
    "owner",
    report ? { passed: report.passed, failed: report.failed || (ok ? 0 : 1) } : { passed: 0, failed: 1 },
  ]);
}

const started = Date.now();
check("typecheck", "npm", ["run", "--silent", "typecheck"]);
check("lint", "npm", ["run", "--silent", "lint"]);
unitTests();
if (check("build", "npm", ["run", "--silent", "build"])) {
  htmlCheck();
  if (ensureBrowser()) browserTests();
  else suites.push(["e2e", { passed: 0, failed: 1 }]);
}
ownerEdits();

const total = suites.reduce((sum, [, t]) => ({ passed: sum.passed + t.passed, failed: sum.failed + t.failed }), {
  passed: 0,
  failed: 0,
});
console.log(`\nSuites (${Math.round((Date.now() - started) / 1000)} s):`);
for (const [name, t] of suites) console.log(`  ${name.padEnd(10)} ${t.passed} passed, ${t.failed} failed`);
console.log(`${total.passed} passed, ${total.failed} failed`);
process.exit(total.failed === 0 ? 0 : 1);
