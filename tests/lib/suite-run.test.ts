import { describe, expect, it } from "vitest";
import { runSuites, summary, type SuiteSteps } from "#/tests/lib/suite-run.ts";

const green = { passed: 3, failed: 0, problems: [] };
const steps = (overrides: Partial<SuiteSteps> = {}): SuiteSteps => ({
  typecheck: () => true,
  lint: () => true,
  unit: () => green,
  knownBad: () => green,
  build: () => true,
  html: () => green,
  browser: () => true,
  e2e: () => green,
  owner: () => green,
  ...overrides,
});

describe("npm test's summary", () => {
  it("lists the HTML and browser suites as failed, 'not run', when the build failed", () => {
    const ran: string[] = [];
    const lines = summary(
      runSuites(
        steps({
          build: () => false,
          html: () => (ran.push("html"), green),
          e2e: () => (ran.push("e2e"), green),
        }),
      ),
      1,
    );
    expect(ran).toEqual([]);
    expect(lines).toContain("  html       0 passed, 1 failed");
    expect(lines).toContain("  e2e        0 passed, 1 failed");
    expect(lines.filter((line) => line.includes("not run: the build failed"))).toHaveLength(2);
    expect(lines.at(-1)).toBe("11 passed, 3 failed");
  });

  it("lists the browser suite as failed when there is no browser", () => {
    const lines = summary(runSuites(steps({ browser: () => false })), 1);
    expect(lines).toContain("      not run: no browser");
    expect(lines.at(-1)).toBe("15 passed, 1 failed");
  });

  it("counts every suite when all pass, and still runs the owner's edits after a failed build", () => {
    expect(summary(runSuites(steps()), 1).at(-1)).toBe("18 passed, 0 failed");
    const owner = runSuites(steps({ build: () => false })).find((suite) => suite.name === "owner");
    expect(owner?.passed).toBe(3);
  });
});
