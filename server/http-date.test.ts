import { describe, expect, it } from "vitest";
import { parseHttpDate } from "#/server/http-date.ts";

// 6 November 1994, 08:49:37 UTC: RFC 9110 §5.6.7's own example, in its three forms.
const example = Date.UTC(1994, 10, 6, 8, 49, 37);

describe("parseHttpDate() (RFC 9110 §5.6.7)", () => {
  it("reads the IMF-fixdate and the two obsolete forms as the same moment", () => {
    expect(parseHttpDate("Sun, 06 Nov 1994 08:49:37 GMT")).toBe(example);
    expect(parseHttpDate("Sunday, 06-Nov-94 08:49:37 GMT", new Date("2026-12-01"))).toBe(example);
    expect(parseHttpDate("Sun Nov  6 08:49:37 1994")).toBe(example);
  });

  it("reads a two-digit year more than 50 years ahead as the century before", () => {
    const now = new Date("2026-12-01T00:00:00Z");
    expect(parseHttpDate("Tuesday, 01-Dec-26 21:19:43 GMT", now)).toBe(Date.UTC(2026, 11, 1, 21, 19, 43));
    expect(parseHttpDate("Thursday, 01-Dec-76 00:00:00 GMT", now)).toBe(Date.UTC(2076, 11, 1));
    expect(parseHttpDate("Wednesday, 01-Dec-77 00:00:00 GMT", now)).toBe(Date.UTC(1977, 11, 1));
  });

  it("refuses what Date.parse would read as a date but is none: a year, an ISO date, other orders", () => {
    for (const value of [
      "3000",
      "1",
      "2001",
      "2099-01-01",
      "2026-12-01T21:19:43Z",
      "Dec 31 2099",
      "Tue, 01 Dec 2026 21:19:43",
      "Tue, 01 Dec 2026 21:19:43 UTC",
      "tue, 01 dec 2026 21:19:43 GMT",
      "Tue, 1 Dec 2026 21:19:43 GMT",
      "Tue, 01 Dec 2026 21:19:43 GMT, Wed, 02 Dec 2026 21:19:43 GMT",
      "rommel",
      "",
    ])
      expect(parseHttpDate(value), value).toBeUndefined();
  });

  it("refuses fields out of range", () => {
    for (const value of [
      "Mon, 31 Feb 2026 10:00:00 GMT",
      "Tue, 01 Dec 2026 24:00:00 GMT",
      "Tue, 01 Dec 2026 23:60:00 GMT",
      "Tue, 00 Dec 2026 10:00:00 GMT",
    ])
      expect(parseHttpDate(value), value).toBeUndefined();
  });
});
