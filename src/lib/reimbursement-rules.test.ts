import { describe, expect, it } from "vitest";
import { ADULT_FROM_AGE, formatShare, reimbursementRulesFor } from "#/src/lib/reimbursement-rules.ts";

describe("reimbursementRulesFor", () => {
  it("charges adults an own contribution and the eigen risico", () => {
    for (const age of [ADULT_FROM_AGE, 70]) {
      const rules = reimbursementRulesFor(age);
      expect(rules.ownContributionShare).toBeGreaterThan(0);
      expect(rules.eigenRisicoApplies).toBe(true);
    }
  });

  it("charges children and young people under 18 neither", () => {
    for (const age of [0, 10, ADULT_FROM_AGE - 1]) {
      expect(reimbursementRulesFor(age)).toEqual({ ownContributionShare: 0, eigenRisicoApplies: false });
    }
  });

  it.each([-1, Number.NaN])("rejects the age %f", (age) => {
    expect(() => reimbursementRulesFor(age)).toThrow(RangeError);
  });
});

describe("formatShare", () => {
  it("writes a share as a whole percentage", () => {
    expect(formatShare(0.25)).toBe("25%");
    expect(formatShare(1)).toBe("100%");
  });
});
