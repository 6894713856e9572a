import { describe, expect, it } from "vitest";
import { ARBO, GUIDELINE_BASIS } from "#/app/content/noise-rules.ts";
import { CRITERION_DB, CRITERION_HOURS, EXCHANGE_RATE_DB } from "#/app/lib/noise-dose.ts";

describe("the calculator's guideline and the rules it names", () => {
  it("computes with the Arbobesluit's upper action value over its working day", () => {
    expect(CRITERION_DB).toBe(ARBO.upperActionDb);
    expect(CRITERION_HOURS).toBe(ARBO.averagedOverHours);
    expect(ARBO.lowerActionDb).toBeLessThan(ARBO.upperActionDb);
    expect(ARBO.upperActionDb).toBeLessThan(ARBO.limitDb);
  });

  it("names whose guideline it is, with the numbers it computes with", () => {
    expect(GUIDELINE_BASIS).toContain("Arbobesluit");
    expect(GUIDELINE_BASIS).toContain(`${CRITERION_DB} dB(A)`);
    expect(GUIDELINE_BASIS).toContain(`${CRITERION_HOURS} uur`);
    expect(GUIDELINE_BASIS).toContain(`Per ${EXCHANGE_RATE_DB} dB meer halveert de tijd`);
  });
});
