import { describe, expect, it } from "vitest";
import { checkOwnCostForm, formFromQuery, formToQuery, parseEuros, type OwnCostForm } from "#/src/lib/own-cost-form.ts";

const form: OwnCostForm = {
  price: "4.000",
  insurerMaximum: "1600",
  category: "",
  adult: true,
  eigenRisicoOpen: "300",
  supplementary: "",
};

describe("parseEuros", () => {
  it.each([
    ["4000", 4000],
    ["4.000", 4000],
    ["€ 4.000,-", 4000],
    ["1.599,99", 1599.99],
    ["45,5", 45.5],
    ["45.5", 45.5],
    ["-300", -300],
  ])("reads %s as %f", (text, euros) => expect(parseEuros(text)).toBe(euros));
  it("never reads English notation as a Dutch amount a hundred times too small", () => {
    for (const text of ["1,234.50", "€ 1,234.50", "12,345.6", "1,000.00"]) expect(parseEuros(text), text).toBeNaN();
    const check = checkOwnCostForm({ ...form, price: "1,234.50" });
    expect(check.ok).toBe(false);
    expect(!check.ok && check.problems.price).toMatch(/bedrag|getal/i);
  });
  it("gives undefined for an empty field and NaN for text", () => {
    expect(parseEuros("  ")).toBeUndefined();
    expect(parseEuros("veel")).toBeNaN();
  });
});

describe("checkOwnCostForm", () => {
  it("works out the worked example as typed", () => {
    const check = checkOwnCostForm(form);
    expect(check.ok && check.result).toMatchObject({ insurerPays: 900, youPay: 3100, deductible: 2400 });
  });
  it("asks for the price and the maximum when they are empty, in Dutch", () => {
    const check = checkOwnCostForm({ ...form, price: "", insurerMaximum: " " });
    expect(check.ok).toBe(false);
    expect(!check.ok && check.problems).toMatchObject({
      price: "Vul de prijs van het hoortoestel in.",
      insurerMaximum: expect.stringMatching(/^Vul in wat uw zorgverzekeraar/),
    });
  });
  it("rejects text that is no amount", () => {
    const check = checkOwnCostForm({ ...form, eigenRisicoOpen: "weet ik niet" });
    expect(!check.ok && check.problems.eigenRisicoOpen).toBe("Vul een bedrag in euro's in, bijvoorbeeld 1.600.");
  });
});

describe("the address", () => {
  it("carries the form and gives it back", () => {
    const edited = { ...form, category: "3", adult: false, supplementary: "200" };
    const query = formToQuery(edited);
    expect(query).toContain("prijs=4.000");
    expect(query).toContain("leeftijd=onder-18");
    expect(formFromQuery(`?${query}`, form)).toEqual(edited);
  });
  it("leaves the form as it is when the address names none of its fields", () => {
    expect(formFromQuery("?utm_source=nieuwsbrief", form)).toBe(form);
  });
});
