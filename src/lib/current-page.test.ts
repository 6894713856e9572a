import { describe, expect, it } from "vitest";
import { isCurrentPage } from "#/src/lib/current-page.ts";

describe("isCurrentPage", () => {
  it("marks the link to the page being shown", () => {
    expect(isCurrentPage("/contact", "/contact")).toBe(true);
    expect(isCurrentPage("/contact", "/over-ons")).toBe(false);
  });

  it("ignores case and a trailing slash", () => {
    expect(isCurrentPage("/Contact/", "/contact")).toBe(true);
    expect(isCurrentPage("/contact", "/contact/")).toBe(true);
  });

  it("marks a section's link on the pages below it, unless the link is exact", () => {
    expect(isCurrentPage("/gehoorbescherming/zwem", "/gehoorbescherming")).toBe(true);
    expect(isCurrentPage("/gehoorbescherming/zwem", "/gehoorbescherming", { exact: true })).toBe(false);
  });

  it("does not mistake a longer name for a page below", () => {
    expect(isCurrentPage("/gehoorbeschermingen", "/gehoorbescherming")).toBe(false);
  });

  it("marks Home on the home page only", () => {
    expect(isCurrentPage("/", "/", { exact: true })).toBe(true);
    expect(isCurrentPage("/contact", "/", { exact: true })).toBe(false);
    expect(isCurrentPage("/contact", "/")).toBe(false);
  });
});
