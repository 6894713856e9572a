import { describe, expect, it } from "vitest";
import { fullDate } from "#/src/lib/full-date.ts";

describe("fullDate", () => {
  it("writes a date as Dutch running text, whatever the time zone", () => {
    expect(fullDate("2025-03-12")).toBe("12 maart 2025");
    expect(fullDate("2026-01-01")).toBe("1 januari 2026");
    expect(fullDate("2026-12-31")).toBe("31 december 2026");
  });
});
