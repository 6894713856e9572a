import { describe, expect, it } from "vitest";
import { ambiguousThousands, formatPrice, formatPriceRange } from "#/src/lib/price.ts";

// Intl writes a no-break space between the sign and the amount, so a price never wraps apart.
const nbsp = "\u00a0";

describe("formatPrice", () => {
  it("writes whole euros without cents and other amounts with two, in Dutch notation", () => {
    expect(formatPrice({ amount: 139, from: false })).toBe(`€${nbsp}139`);
    expect(formatPrice({ amount: 45.5, from: false })).toBe(`€${nbsp}45,50`);
    expect(formatPrice({ amount: 1250, from: false })).toBe(`€${nbsp}1.250`);
  });
  it("says 'Vanaf' for a starting price", () => {
    expect(formatPrice({ amount: 500, from: true })).toBe(`Vanaf €${nbsp}500`);
  });
});

describe("formatPriceRange", () => {
  it("writes a range with a dash, and one amount when both ends are equal", () => {
    expect(formatPriceRange(500, 1250)).toBe(`€${nbsp}500 – €${nbsp}1.250`);
    expect(formatPriceRange(900, 900)).toBe(`€${nbsp}900`);
  });
});

describe("ambiguousThousands", () => {
  it("finds a comma before three digits, which the writer may mean as thousands, and says how to write them", () => {
    expect(ambiguousThousands("2,500")).toBe("2.500");
    expect(ambiguousThousands("€ 12,345")).toBe("12.345");
  });
  it("leaves alone what can be read one way only", () => {
    for (const text of ["2.500", "2500", "2,50", "45,5", "1.234,500", "1,234,567", "honderd"])
      expect(ambiguousThousands(text), text).toBeUndefined();
  });
});
