import { describe, expect, it } from "vitest";
import { longDate, shortDate } from "#/src/lib/blog/dates.ts";

describe("blog dates in Dutch", () => {
  it("writes the overview's short form 'd MMM yyyy'", () => {
    expect(shortDate("2023-05-10")).toBe("10 mei 2023");
    expect(shortDate("2024-02-06")).toBe("6 feb. 2024");
  });

  it("writes the article's long form 'd MMMM yyyy' with full month names", () => {
    expect(longDate("2023-05-10")).toBe("10 mei 2023");
    expect(longDate("2024-01-09")).toBe("9 januari 2024");
    expect(longDate("2023-11-16")).toBe("16 november 2023");
  });
});
