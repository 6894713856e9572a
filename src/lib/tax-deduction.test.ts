import { describe, expect, it } from "vitest";
import { deductibleHearingAidCosts, WORKED_EXAMPLE } from "#/src/lib/tax-deduction.ts";

describe("deductibleHearingAidCosts", () => {
  it("gives the Belastingdienst's worked example: € 4.000 device, € 1.600 maximum, € 300 eigen risico", () => {
    // Kennisgroep standpunt KG:202:2025:5: the insurer pays € 900 and € 2.400 counts as specifieke zorgkosten.
    expect(WORKED_EXAMPLE).toEqual({ price: 4000, insurerMaximum: 1600, eigenRisicoRemaining: 300 });
    expect(deductibleHearingAidCosts(WORKED_EXAMPLE)).toEqual({
      insurerPays: 900,
      ownContribution: 400,
      eigenRisico: 300,
      deductible: 2400,
      paidByYou: 3100,
    });
  });

  it("leaves nothing deductible when the device costs no more than the insurer reimburses", () => {
    for (const price of [1000, 1600]) {
      const result = deductibleHearingAidCosts({ price, insurerMaximum: 1600, eigenRisicoRemaining: 385 });
      expect(result.deductible).toBe(0);
      // The visitor still pays the own contribution and the eigen risico; neither counts.
      expect(result.paidByYou).toBe(result.ownContribution + result.eigenRisico);
      expect(result.ownContribution).toBe(price / 4);
    }
  });

  it("does not change what is deductible when the eigen risico is used up", () => {
    const open = deductibleHearingAidCosts({ price: 4000, insurerMaximum: 1600, eigenRisicoRemaining: 300 });
    const usedUp = deductibleHearingAidCosts({ price: 4000, insurerMaximum: 1600 });
    expect(usedUp.eigenRisico).toBe(0);
    expect(usedUp.insurerPays).toBe(open.insurerPays + open.eigenRisico);
    expect(usedUp.deductible).toBe(open.deductible);
  });

  it("takes no more eigen risico than the insurer would pay", () => {
    const result = deductibleHearingAidCosts({ price: 400, insurerMaximum: 1600, eigenRisicoRemaining: 385 });
    expect(result.ownContribution).toBe(100);
    expect(result.eigenRisico).toBe(300);
    expect(result.insurerPays).toBe(0);
    expect(result.paidByYou).toBe(400);
  });

  it("charges no own contribution when the share is 0 (under 18)", () => {
    const result = deductibleHearingAidCosts({ price: 1600, insurerMaximum: 1600, ownContributionShare: 0 });
    expect(result).toMatchObject({ insurerPays: 1600, ownContribution: 0, deductible: 0, paidByYou: 0 });
  });

  it("adds up to the price, in whole cents", () => {
    const price = 2999.99;
    const result = deductibleHearingAidCosts({ price, insurerMaximum: 1599.99, eigenRisicoRemaining: 123.45 });
    expect(result.ownContribution).toBe(400);
    const total = result.insurerPays + result.paidByYou;
    expect(Math.round(total * 100)).toBe(Math.round(price * 100));
  });

  it.each([
    [{ price: -1, insurerMaximum: 1600 }, /prijs/],
    [{ price: 4000, insurerMaximum: -1600 }, /vergoeding/],
    [{ price: 4000, insurerMaximum: 1600, eigenRisicoRemaining: -300 }, /eigen risico/],
    [{ price: Number.NaN, insurerMaximum: 1600 }, /prijs/],
    [{ price: 4000, insurerMaximum: Number.POSITIVE_INFINITY }, /vergoeding/],
    [{ price: 4000, insurerMaximum: 1600, ownContributionShare: 1.25 }, /eigen bijdrage/],
    [{ price: 4000, insurerMaximum: 1600, ownContributionShare: -0.25 }, /eigen bijdrage/],
    [{ price: 4000, insurerMaximum: 0 }, /niet/],
  ])("rejects %o with a Dutch RangeError", (input, message) => {
    expect(() => deductibleHearingAidCosts(input)).toThrow(RangeError);
    expect(() => deductibleHearingAidCosts(input)).toThrow(message);
  });
});
