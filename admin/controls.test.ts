import { describe, expect, it } from "vitest";
import { shownOnSite as hint } from "#/admin/controls.ts";

/** As the owner reads it: the site writes a non-breaking space after the euro sign. */
const shownOnSite = (amount: unknown, from: boolean) => hint(amount, from).replace(/\u00a0/g, " ");

describe("the hint under a price in the editor", () => {
  it("shows the price as the site does, 'Vanaf' and all once the price is a from-price", () => {
    expect(shownOnSite(2345, true)).toBe("Op de site: Vanaf € 2.345");
    expect(shownOnSite(2345, false)).toBe("Op de site: € 2.345");
    expect(shownOnSite(45.5, false)).toBe("Op de site: € 45,50");
  });

  it("says nothing while the field holds no amount the site would show", () => {
    expect(shownOnSite(0, true)).toBe("");
    expect(shownOnSite("2,500", false)).toBe("");
  });
});
