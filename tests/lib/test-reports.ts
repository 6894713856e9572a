// Reads the JSON reports of Playwright and Vitest into one tally for `npm test` (tests/run.ts)
// and the owner-edits check. A test counts as passed only when it ran and passed at its first attempt:
// one that needed a retry (flaky), one that did not run (skipped, todo, fixme) and a run-level error
// (a `.only` refused, a file that failed to load, a server that did not start) all count as failed,
// each named with where it is.
import { relative } from "node:path";

export type Tally = { passed: number; failed: number; problems: string[] };

type PlaywrightTest = {
  status: "expected" | "unexpected" | "flaky" | "skipped";
  results?: { retry: number; error?: { message?: string } }[];
};
type PlaywrightSpec = { title: string; file: string; line: number; column: number; tests: PlaywrightTest[] };
type PlaywrightSuite = { title: string; file: string; specs?: PlaywrightSpec[]; suites?: PlaywrightSuite[] };
type PlaywrightError = { message?: string; location?: { file: string; line: number; column: number } };
/** The parts of Playwright's JSON report (reporter "json") that the tally reads. */
export type PlaywrightReport = {
  config?: { rootDir?: string };
  suites: PlaywrightSuite[];
  errors?: PlaywrightError[];
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
};

type VitestAssertion = {
  fullName: string;
  status: "passed" | "failed" | "pending" | "skipped" | "todo" | "disabled";
  location?: { line: number; column: number } | null;
  failureMessages?: string[];
};
type VitestFile = { name: string; status: string; message?: string; assertionResults: VitestAssertion[] };
/** The parts of Vitest's JSON report (reporter "json") that the tally reads. */
export type VitestReport = { numPassedTests: number; testResults: VitestFile[] };

/** The first line of an error message, without colours, short enough for a summary. */
const firstLine = (text = "") =>
  (
    text
      // eslint-disable-next-line no-control-regex
      .replace(/\u001b\[[0-9;]*m/g, "")
      .trim()
      .split("\n")[0] ?? ""
  ).slice(0, 200);

/** Every test of a Playwright report; a test counts as passed only when its status is "expected". */
export function tallyPlaywright(report: PlaywrightReport, root: string): Tally {
  const problems: string[] = [];
  let passed = 0;
  const where = (file: string, line: number) =>
    `${relative(root, file.startsWith("/") ? file : `${report.config?.rootDir ?? root}/${file}`)}:${line}`;
  const walk = (suite: PlaywrightSuite, titles: string[]) => {
    const path = suite.title && !suite.title.endsWith(".ts") ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        const name = `${where(spec.file, spec.line)} ${[...path, spec.title].join(" › ")}`;
        if (test.status === "expected") passed++;
        else if (test.status === "flaky") problems.push(`flaky (failed, then passed on retry): ${name}`);
        else if (test.status === "skipped") problems.push(`skipped: ${name}`);
        else
          problems.push(`failed: ${name}: ${firstLine(test.results?.find((result) => result.error)?.error?.message)}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child, path);
  };
  for (const suite of report.suites) walk(suite, []);
  for (const error of report.errors ?? []) {
    const at = error.location ? `${where(error.location.file, error.location.line)} ` : "";
    problems.push(`error: ${at}${firstLine(error.message)}`);
  }
  return { passed, failed: problems.length, problems };
}

/** Every test of a Vitest report; skipped and todo tests, and files that did not run, count as failed. */
export function tallyVitest(report: VitestReport, root: string): Tally {
  const problems: string[] = [];
  let passed = 0;
  for (const file of report.testResults) {
    const name = relative(root, file.name);
    for (const test of file.assertionResults) {
      const at = `${name}${test.location ? `:${test.location.line}` : ""} ${test.fullName}`;
      if (test.status === "passed") passed++;
      else if (test.status === "failed") problems.push(`failed: ${at}: ${firstLine(test.failureMessages?.[0])}`);
      else problems.push(`skipped (${test.status}): ${at}`);
    }
    // A file that failed outside its tests (an import error, a `.only` refused) has no failed test.
    if (file.status === "failed" && !file.assertionResults.some((test) => test.status === "failed")) {
      problems.push(`failed to run: ${name}: ${firstLine(file.message)}`);
    }
  }
  return { passed, failed: problems.length, problems };
}
