import { describe, expect, it } from "vitest";
import { branchById } from "#/app/content/business.ts";
import { openingStatus, openingStatusText, practiceClock } from "#/app/lib/opening-hours.ts";

const hurdegaryp = branchById("hurdegaryp");
const wieringerwerf = branchById("wieringerwerf");
const text = (hours: typeof wieringerwerf.hours, iso: string) => openingStatusText(openingStatus(hours, new Date(iso)));

describe("practiceClock", () => {
  it("reads the time in Amsterdam, in winter (UTC+1) and summer (UTC+2)", () => {
    expect(practiceClock(new Date("2026-01-13T08:30:00Z"))).toEqual({ day: "tuesday", minutes: 9 * 60 + 30 });
    expect(practiceClock(new Date("2026-07-14T07:30:00Z"))).toEqual({ day: "tuesday", minutes: 9 * 60 + 30 });
  });

  it("moves to the next day at midnight Amsterdam time, not UTC", () => {
    expect(practiceClock(new Date("2026-01-12T23:30:00Z")).day).toBe("tuesday");
  });
});

describe("opening status", () => {
  it("is open from the opening minute up to, not including, closing time", () => {
    // Tuesday 13 January 2026 in Wieringerwerf: 09:30–17:00.
    expect(text(wieringerwerf.hours, "2026-01-13T08:29:00Z")).toBe("Nu gesloten · vandaag open vanaf 09:30");
    expect(text(wieringerwerf.hours, "2026-01-13T08:30:00Z")).toBe("Nu open · tot 17:00");
    expect(text(wieringerwerf.hours, "2026-01-13T15:59:00Z")).toBe("Nu open · tot 17:00");
    expect(text(wieringerwerf.hours, "2026-01-13T16:00:00Z")).toBe("Nu gesloten · morgen open vanaf 09:30");
  });

  it("uses Saturday's shorter hours and skips the closed Sunday and Monday", () => {
    expect(text(wieringerwerf.hours, "2026-01-17T14:30:00Z")).toBe("Nu open · tot 16:00");
    expect(text(wieringerwerf.hours, "2026-01-17T15:00:00Z")).toBe("Nu gesloten · dinsdag open vanaf 09:30");
    expect(text(wieringerwerf.hours, "2026-01-19T10:00:00Z")).toBe("Nu gesloten · morgen open vanaf 09:30");
  });

  it("finds Hurdegaryp's only opening day a week ahead", () => {
    expect(text(hurdegaryp.hours, "2026-01-17T16:00:00Z")).toBe("Nu gesloten · zaterdag open vanaf 09:00");
    expect(text(hurdegaryp.hours, "2026-01-16T12:00:00Z")).toBe("Nu gesloten · morgen open vanaf 09:00");
    expect(text(hurdegaryp.hours, "2026-01-17T08:00:00Z")).toBe("Nu open · tot 17:00");
  });

  it("keeps local opening times across the change to summer time", () => {
    // Saturday 28 March 2026 is UTC+1; Saturday 4 April 2026 is UTC+2 (DST began 29 March).
    expect(text(hurdegaryp.hours, "2026-03-28T07:59:00Z")).toBe("Nu gesloten · vandaag open vanaf 09:00");
    expect(text(hurdegaryp.hours, "2026-03-28T08:00:00Z")).toBe("Nu open · tot 17:00");
    expect(text(hurdegaryp.hours, "2026-04-04T06:59:00Z")).toBe("Nu gesloten · vandaag open vanaf 09:00");
    expect(text(hurdegaryp.hours, "2026-04-04T07:00:00Z")).toBe("Nu open · tot 17:00");
    // Sunday 29 March, the night the clocks go forward: closed, opens next Saturday.
    expect(text(hurdegaryp.hours, "2026-03-29T01:30:00Z")).toBe("Nu gesloten · zaterdag open vanaf 09:00");
  });

  it("says only 'Nu gesloten' for a branch with no opening hours at all", () => {
    const closed = Object.fromEntries(Object.keys(hurdegaryp.hours).map((day) => [day, null]));
    expect(text(closed as typeof hurdegaryp.hours, "2026-01-17T10:00:00Z")).toBe("Nu gesloten");
  });
});
