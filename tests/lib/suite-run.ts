// The order of `npm test`'s suites and its summary: a suite that could not run (after a failed build,
// without a browser) is listed as failed with the reason, never left out of the totals.
import type { Tally } from "#/tests/lib/test-reports.ts";

export type Suite = Tally & {
  name: string;
  /** How long it ran, in seconds (0 for one that did not run). */ seconds?: number;
};

/** Each suite of `npm test`, run when called; a whole-or-nothing check returns whether it passed. */
export type SuiteSteps = {
  typecheck: () => boolean;
  lint: () => boolean;
  unit: () => Tally;
  knownBad: () => Tally;
  build: () => boolean;
  html: () => Tally;
  /** Whether a browser for the browser tests is there (or could be installed). */
  browser: () => boolean;
  e2e: () => Tally;
  owner: () => Tally;
};

const whole = (ok: boolean, what: string): Tally => ({
  passed: ok ? 1 : 0,
  failed: ok ? 0 : 1,
  problems: ok ? [] : [`${what} failed`],
});
const notRun = (why: string): Tally => ({ passed: 0, failed: 1, problems: [`not run: ${why}`] });

export function runSuites(steps: SuiteSteps): Suite[] {
  const suites: Suite[] = [];
  /** Runs one suite and records its tally and time. */
  const timed = <T>(name: string, run: () => T, tally: (result: T) => Tally): T => {
    const started = Date.now();
    const result = run();
    suites.push({ name, ...tally(result), seconds: Math.round((Date.now() - started) / 1000) });
    return result;
  };
  const record = (name: string, tally: Tally) => suites.push({ name, ...tally });
  timed("typecheck", steps.typecheck, (ok) => whole(ok, "npm run typecheck"));
  timed("lint", steps.lint, (ok) => whole(ok, "npm run lint"));
  timed("unit", steps.unit, (tally) => tally);
  timed("known-bad", steps.knownBad, (tally) => tally);
  const built = timed("build", steps.build, (ok) => whole(ok, "npm run build"));
  if (built) {
    timed("html", steps.html, (tally) => tally);
    timed(
      "e2e",
      () => (steps.browser() ? steps.e2e() : notRun("no browser")),
      (tally) => tally,
    );
  } else {
    record("html", notRun("the build failed"));
    record("e2e", notRun("the build failed"));
  }
  // The owner's edits build a copy of their own, so they run whatever happened to this build.
  timed("owner", steps.owner, (tally) => tally);
  return suites;
}

/** The summary's lines, ending with 'N passed, N failed' over every suite. */
export function summary(suites: Suite[], seconds: number): string[] {
  const passed = suites.reduce((sum, suite) => sum + suite.passed, 0);
  const failed = suites.reduce((sum, suite) => sum + suite.failed, 0);
  return [
    `Suites (${seconds} s):`,
    ...suites.flatMap((suite) => [
      `  ${suite.name.padEnd(10)} ${suite.passed} passed, ${suite.failed} failed${suite.seconds === undefined ? "" : ` (${suite.seconds} s)`}`,
      ...suite.problems.map((problem) => `      ${problem}`),
    ]),
    `${passed} passed, ${failed} failed`,
  ];
}
