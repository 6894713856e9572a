// The order of `npm test`'s suites and its summary: a suite that could not run (after a failed build,
// without a browser) is listed as failed with the reason, never left out of the totals.
import type { Tally } from "#/scripts/lib/test-reports.ts";

export type Suite = Tally & { name: string };

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
  const record = (name: string, tally: Tally) => suites.push({ name, ...tally });
  record("typecheck", whole(steps.typecheck(), "npm run typecheck"));
  record("lint", whole(steps.lint(), "npm run lint"));
  record("unit", steps.unit());
  record("known-bad", steps.knownBad());
  const built = steps.build();
  record("build", whole(built, "npm run build"));
  if (built) {
    record("html", steps.html());
    record("e2e", steps.browser() ? steps.e2e() : notRun("no browser"));
  } else {
    record("html", notRun("the build failed"));
    record("e2e", notRun("the build failed"));
  }
  // The owner's edits build a copy of their own, so they run whatever happened to this build.
  record("owner", steps.owner());
  return suites;
}

/** The summary's lines, ending with 'N passed, N failed' over every suite. */
export function summary(suites: Suite[], seconds: number): string[] {
  const passed = suites.reduce((sum, suite) => sum + suite.passed, 0);
  const failed = suites.reduce((sum, suite) => sum + suite.failed, 0);
  return [
    `Suites (${seconds} s):`,
    ...suites.flatMap((suite) => [
      `  ${suite.name.padEnd(10)} ${suite.passed} passed, ${suite.failed} failed`,
      ...suite.problems.map((problem) => `      ${problem}`),
    ]),
    `${passed} passed, ${failed} failed`,
  ];
}
