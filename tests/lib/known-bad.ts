// The test runners' own known-bad inputs (tests/known-bad/): a browser test that passes only on its
// retry, skipped tests and a stray `.only`, for Playwright and for Vitest, each run with the suite's
// own settings and read by the same tally as the real suites (tests/lib/test-reports.ts). Each
// must come out failed, named with its file and line; otherwise `npm test` could pass a suite that
// did not really pass.
import { spawnSync } from "node:child_process";
import { readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import {
  tallyPlaywright,
  tallyVitest,
  type PlaywrightReport,
  type Tally,
  type VitestReport,
} from "#/tests/lib/test-reports.ts";

const root = join(import.meta.dirname, "..", "..");
const dir = join(root, "tests", "known-bad");
const results = join(root, "test-results");

export type Proof = { name: string; ok: boolean; detail: string };

/** `file:line` of the test named `title` in a known-bad file, as a report should name it. */
function where(file: string, title: string) {
  const line = readFileSync(join(dir, file), "utf8")
    .split("\n")
    .findIndex((text) => text.includes(`"${title}"`));
  return `tests/known-bad/${file}:${line + 1}`;
}

function readJson<T>(file: string): T | undefined {
  try {
    return JSON.parse(readFileSync(file, "utf8")) as T;
  } catch {
    return undefined;
  }
}

function run(command: string, args: string[], env: Record<string, string> = {}) {
  const bin = join(root, "node_modules", ".bin", command);
  return spawnSync(bin, args, { cwd: root, encoding: "utf8", env: { ...process.env, ...env } });
}

function playwright(files: string[]): { status: number | null; tally?: Tally; output: string } {
  const out = join(results, "known-bad-playwright.json");
  rmSync(out, { force: true });
  const config = join(dir, "playwright", "playwright.config.ts");
  const result = run("playwright", ["test", "--config", config, ...files], { PLAYWRIGHT_JSON: out });
  const report = readJson<PlaywrightReport>(out);
  return {
    status: result.status,
    tally: report && tallyPlaywright(report, root),
    output: result.stdout + result.stderr,
  };
}

function vitest(files: string[]): { status: number | null; tally?: Tally; output: string } {
  const out = join(results, "known-bad-vitest.json");
  rmSync(out, { force: true });
  const config = join(dir, "vitest", "vitest.config.ts");
  const result = run("vitest", ["run", "--config", config, "--reporter=json", `--outputFile.json=${out}`, ...files]);
  const report = readJson<VitestReport>(out);
  return { status: result.status, tally: report && tallyVitest(report, root), output: result.stdout + result.stderr };
}

/**
 * Whether the tally counts `passed` tests and exactly the expected problems (each a list of fragments
 * of one line). The tool's own exit status is not asked for: Vitest passes a run with skipped tests,
 * which only the tally fails.
 */
function proof(name: string, outcome: ReturnType<typeof playwright>, passed: number, expected: string[][]): Proof {
  const problems = outcome.tally?.problems ?? [];
  const missing = expected.filter((fragments) => !problems.some((line) => fragments.every((f) => line.includes(f))));
  const ok =
    outcome.tally !== undefined &&
    outcome.tally.passed === passed &&
    outcome.tally.failed === expected.length &&
    missing.length === 0;
  const detail = ok
    ? problems.join("\n")
    : [
        `exit status ${outcome.status}; ${outcome.tally ? `${outcome.tally.passed} passed` : "no report"}`,
        ...missing.map((fragments) => `not reported: ${fragments.join(" … ")}`),
        ...problems.map((line) => `reported: ${line}`),
        outcome.output.trim().split("\n").slice(-15).join("\n"),
      ].join("\n");
  return { name, ok, detail };
}

/**
 * A server already answering on the browser tests' port (one left running, of an older build or
 * another copy of the project) must stop the run, not be tested instead of this build's.
 */
function staleServerProof(): Proof {
  const port = "4398";
  const stale = `require("node:http").createServer((q, s) => s.end("stale")).listen(${port})`;
  const result = spawnSync(
    "sh",
    [
      "-c",
      `node -e '${stale}' & pid=$!; sleep 1; "$0" test e2e/sitemap.spec.ts --grep robots --reporter=line; status=$?; kill $pid; exit $status`,
      join(root, "node_modules", ".bin", "playwright"),
    ],
    { cwd: root, encoding: "utf8", env: { ...process.env, E2E_PORT: port } },
  );
  const output = result.stdout + result.stderr;
  const ok = result.status !== 0 && output.includes(`localhost:${port} is already used`);
  return {
    name: "a server already on the browser tests' port stops the run instead of being tested",
    ok,
    detail: ok
      ? `refused: http://localhost:${port} is already used`
      : [`exit status ${result.status}`, output.trim().split("\n").slice(-15).join("\n")].join("\n"),
  };
}

/** Runs every known-bad input of the runners; each proof holds when the input was caught. */
export function knownBadRunnerProofs(): Proof[] {
  const flakyAndSkipped = playwright(["flaky.bad.ts", "skipped.bad.ts"]);
  const only = playwright(["only.bad.ts"]);
  const browserErrors = playwright(["browser-errors.bad.ts"]);
  const vitestSkipped = vitest(["tests/known-bad/vitest/skipped.bad.ts"]);
  const vitestOnly = vitest(["tests/known-bad/vitest/only.bad.ts"]);
  return [
    proof(
      "a browser test that passes only on its retry, and skipped browser tests, count as failed",
      flakyAndSkipped,
      1,
      [
        ["flaky", where("playwright/flaky.bad.ts", "passes only on its retry")],
        ["skipped", where("playwright/skipped.bad.ts", "is skipped")],
        ["skipped", where("playwright/skipped.bad.ts", "is marked to fix later")],
        ["skipped", where("playwright/skipped.bad.ts", "skips itself on a condition")],
      ],
    ),
    proof("a browser test's `.only` is refused", only, 0, [
      ["error", where("playwright/only.bad.ts", "runs alone"), ".only"],
    ]),
    proof("an uncaught page error or an undeclared console error fails a browser test", browserErrors, 1, [
      [
        "failed",
        where("playwright/browser-errors.bad.ts", "throws an uncaught error after a click"),
        "errors in the browser",
      ],
      [
        "failed",
        where("playwright/browser-errors.bad.ts", "logs an undeclared console error"),
        "errors in the browser",
      ],
    ]),
    proof("skipped and todo unit tests count as failed", vitestSkipped, 1, [
      ["skipped", where("vitest/skipped.bad.ts", "is skipped")],
      ["skipped", where("vitest/skipped.bad.ts", "is still to be written")],
      ["skipped", where("vitest/skipped.bad.ts", "skips itself on a condition")],
    ]),
    proof("a unit test's `.only` is refused", vitestOnly, 0, [
      ["failed", where("vitest/only.bad.ts", "runs alone"), "Unexpected .only"],
      ["skipped", where("vitest/only.bad.ts", "would be left out")],
    ]),
    staleServerProof(),
  ];
}
