import { describe, expect, it } from "vitest";
import { OWN_CONTRIBUTION_SHARE } from "#/src/lib/reimbursement-rules.ts";
import { ownCost, ownCostProblems } from "#/src/lib/own-cost.ts";

const workedExample = { price: 4000, insurerMaximum: 1600, adult: true, eigenRisicoOpen: 300 };
/** A year's eigen risico as the calculator hands it in (a fixture, not this year's amount). */
const eigenRisico = { year: 2031, amount: 410 };

describe("ownCost", () => {
  it("gives the Belastingdienst's worked example: € 900 from the insurer, € 3.100 paid, € 2.400 deductible", () => {
    // Kennisgroep standpunt KG:202:2025:5 (docs/sources.md).
    expect(ownCost(workedExample)).toMatchObject({ insurerPays: 900, youPay: 3100, deductible: 2400 });
  });

  it("charges no own contribution and no eigen risico under 18", () => {
    const result = ownCost({ ...workedExample, adult: false, supplementary: 200 });
    expect(result).toMatchObject({ ownContribution: 0, eigenRisico: 0, supplementaryPays: 0, insurerPays: 1600 });
    expect(result.youPay).toBe(result.deductible);
    expect(result.deductible).toBe(2400);
  });

  it("takes the eigen risico from 0 to the year's full amount, and never changes what is deductible", () => {
    const none = ownCost({ ...workedExample, eigenRisicoOpen: 0 });
    const full = ownCost({ ...workedExample, eigenRisicoOpen: eigenRisico.amount });
    expect(none.eigenRisico).toBe(0);
    expect(full.eigenRisico).toBe(eigenRisico.amount);
    expect(none.insurerPays - full.insurerPays).toBe(eigenRisico.amount);
    expect(full.youPay - none.youPay).toBe(eigenRisico.amount);
    expect(full.deductible).toBe(none.deductible);
  });

  it("leaves nothing deductible for a device priced below the insurer's maximum, and says so", () => {
    const result = ownCost({ price: 1200, insurerMaximum: 1600, adult: true, eigenRisicoOpen: 0 });
    expect(result.deductible).toBe(0);
    expect(result.maximumAbovePrice).toBe(true);
    // The insurer reckons with the price, not with its maximum.
    expect(result.ownContribution).toBe(1200 * OWN_CONTRIBUTION_SHARE);
    expect(result.insurerPays + result.youPay).toBe(1200);
  });

  it("caps a supplementary policy at the own contribution", () => {
    const result = ownCost({ ...workedExample, supplementary: 1000 });
    expect(result.ownContribution).toBe(400);
    expect(result.supplementaryPays).toBe(400);
    expect(result.insurerPays).toBe(900 + 400);
    expect(result.youPay).toBe(3100 - 400);
    expect(result.deductible).toBe(2400);
    expect(ownCost({ ...workedExample, supplementary: 150 })).toMatchObject({ supplementaryPays: 150, youPay: 2950 });
  });

  it("adds up to the price", () => {
    const result = ownCost({ price: 2999.99, insurerMaximum: 1599.99, adult: true, eigenRisicoOpen: 123.45 });
    expect(Math.round((result.insurerPays + result.youPay) * 100)).toBe(299999);
  });

  it.each([
    [{ ...workedExample, price: -4000 }, "price", "Vul een bedrag in van 0 euro of meer."],
    [{ ...workedExample, insurerMaximum: -1 }, "insurerMaximum", "Vul een bedrag in van 0 euro of meer."],
    [{ ...workedExample, price: Number.NaN }, "price", "Vul een bedrag in euro's in, bijvoorbeeld 1.600."],
    [{ ...workedExample, eigenRisicoOpen: -5 }, "eigenRisicoOpen", "Vul een bedrag in van 0 euro of meer."],
    [{ ...workedExample, supplementary: -5 }, "supplementary", "Vul een bedrag in van 0 euro of meer."],
    [{ ...workedExample, insurerMaximum: 0 }, "insurerMaximum", /Dan geldt deze berekening niet/],
    [
      { ...workedExample, eigenRisicoOpen: eigenRisico.amount + 1, eigenRisicoOfYear: eigenRisico },
      "eigenRisicoOpen",
      /tot en met €\s410/,
    ],
  ] as const)("rejects %o with a Dutch message for its field", (input, field, message) => {
    expect(ownCostProblems(input)[field]).toMatch(message);
    expect(() => ownCost(input)).toThrow(RangeError);
    expect(() => ownCost(input)).toThrow(message);
  });

  it("names the year's eigen risico when more is filled in", () => {
    const problems = ownCostProblems({
      ...workedExample,
      eigenRisicoOpen: eigenRisico.amount + 1,
      eigenRisicoOfYear: eigenRisico,
    });
    expect(problems.eigenRisicoOpen).toContain(String(eigenRisico.year));
  });

  it("takes any amount still open while the year's eigen risico is unknown (the visitor's insurer knows it)", () => {
    expect(ownCostProblems({ ...workedExample, eigenRisicoOpen: 600 })).toEqual({});
    expect(ownCost({ ...workedExample, eigenRisicoOpen: 600 }).eigenRisico).toBe(600);
  });

  it("ignores the eigen risico and supplementary fields under 18, where they do not apply", () => {
    expect(ownCostProblems({ ...workedExample, adult: false, eigenRisicoOpen: 9999, supplementary: -1 })).toEqual({});
  });
});
