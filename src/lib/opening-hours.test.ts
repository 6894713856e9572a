import { beforeAll, describe, expect, it } from "vitest";
import { switchLanguage } from "#/src/i18n/i18n.ts";
import type { HoursException } from "#/src/data/schema/opening-hours.ts";
import {
  dayHoursText,
  exceptionDates,
  hoursOn,
  openingStatus,
  practiceClock,
  upcomingExceptions,
  type Schedule,
} from "#/src/lib/opening-hours.ts";
import { openingStatusText, weekRuns } from "#/src/i18n/opening-hours-text.ts";
import type { WeekHours } from "#/src/lib/week.ts";

// Fixtures, not the practice's hours: these tests hold whatever the owner writes in content/.
const day = (opens: string, closes: string) => ({ opens, closes });
/** A week like the Wieringerwerf branch's: closed Sunday and Monday, a shorter Saturday. */
const tuesdayToSaturday: WeekHours = {
  monday: null,
  tuesday: day("09:30", "17:00"),
  wednesday: day("09:30", "17:00"),
  thursday: day("09:30", "17:00"),
  friday: day("09:30", "17:00"),
  saturday: day("09:30", "16:00"),
  sunday: null,
};
/** A branch open one day a week. */
const saturdayOnly: WeekHours = {
  ...tuesdayToSaturday,
  tuesday: null,
  wednesday: null,
  thursday: null,
  friday: null,
  saturday: day("09:00", "17:00"),
};
const closedWeek: WeekHours = { ...saturdayOnly, saturday: null };

/** The runs as the footer shows them, one line each. */
const lines = (hours: WeekHours, language?: "en" | "ar") =>
  weekRuns(hours, language).map((run) => `${run.days} ${run.hours}`);
const schedule = (hours: WeekHours, exceptions: HoursException[] = []): Schedule => ({ hours, exceptions });
const closure = (date: string, note: string, until?: string): HoursException => ({
  date,
  until,
  branches: ["wieringerwerf"],
  hours: null,
  note,
});
const text = (s: Schedule, iso: string) => openingStatusText(openingStatus(s, new Date(iso)));
/** The status line at each moment of `table` (UTC instants) is the text given for it. */
const expectStatuses = (s: Schedule, table: Record<string, string>) =>
  expect(Object.fromEntries(Object.keys(table).map((iso) => [iso, text(s, iso)]))).toEqual(table);

describe("practiceClock", () => {
  it("reads the time in Amsterdam, in winter (UTC+1) and summer (UTC+2)", () => {
    expect(practiceClock(new Date("2026-01-13T08:30:00Z"))).toEqual({
      date: "2026-01-13",
      day: "tuesday",
      minutes: 9 * 60 + 30,
    });
    expect(practiceClock(new Date("2026-07-14T07:30:00Z"))).toEqual({
      date: "2026-07-14",
      day: "tuesday",
      minutes: 9 * 60 + 30,
    });
  });

  it("moves to the next day at midnight Amsterdam time, not UTC", () => {
    expect(practiceClock(new Date("2026-01-12T23:30:00Z"))).toMatchObject({ date: "2026-01-13", day: "tuesday" });
  });
});

describe("opening status", () => {
  const week = schedule(tuesdayToSaturday);

  it("is open from the opening minute up to, not including, closing time", () => {
    // Tuesday 13 January 2026: 09:30–17:00.
    expectStatuses(week, {
      "2026-01-13T08:29:00Z": "Nu gesloten · vandaag open vanaf 09:30",
      "2026-01-13T08:30:00Z": "Nu open · tot 17:00",
      "2026-01-13T15:59:00Z": "Nu open · tot 17:00",
      "2026-01-13T16:00:00Z": "Nu gesloten · morgen open vanaf 09:30",
    });
  });

  it("uses a shorter day's hours and skips closed days", () => {
    expectStatuses(week, {
      "2026-01-17T14:30:00Z": "Nu open · tot 16:00",
      "2026-01-17T15:00:00Z": "Nu gesloten · dinsdag open vanaf 09:30",
      "2026-01-19T10:00:00Z": "Nu gesloten · morgen open vanaf 09:30",
    });
  });

  it("finds a branch's only opening day a week ahead", () => {
    const saturdays = schedule(saturdayOnly);
    expectStatuses(saturdays, {
      "2026-01-17T16:00:00Z": "Nu gesloten · zaterdag open vanaf 09:00",
      "2026-01-16T12:00:00Z": "Nu gesloten · morgen open vanaf 09:00",
      "2026-01-17T08:00:00Z": "Nu open · tot 17:00",
    });
  });

  it("keeps local opening times across the change to summer time", () => {
    const saturdays = schedule(saturdayOnly);
    // Saturday 28 March 2026 is UTC+1; Saturday 4 April 2026 is UTC+2 (DST began 29 March).
    expectStatuses(saturdays, {
      "2026-03-28T07:59:00Z": "Nu gesloten · vandaag open vanaf 09:00",
      "2026-03-28T08:00:00Z": "Nu open · tot 17:00",
      "2026-04-04T06:59:00Z": "Nu gesloten · vandaag open vanaf 09:00",
      "2026-04-04T07:00:00Z": "Nu open · tot 17:00",
    });
    // Sunday 29 March, the night the clocks go forward: closed, opens next Saturday.
    expect(text(saturdays, "2026-03-29T01:30:00Z")).toBe("Nu gesloten · zaterdag open vanaf 09:00");
  });

  it("says only 'Nu gesloten' for a branch with no opening hours at all", () => {
    expect(text(schedule(closedWeek), "2026-01-17T10:00:00Z")).toBe("Nu gesloten");
  });
});

describe("a day with a lunch break", () => {
  // Tuesday to Friday 09:00–12:30 and 13:30–17:00 (fixtures, as everywhere in this file).
  const lunch = { opens: "09:00", closes: "17:00", pause: { from: "12:30", until: "13:30" } };
  const week = schedule({ ...tuesdayToSaturday, tuesday: lunch, wednesday: lunch, thursday: lunch, friday: lunch });

  it("is open until the break, closed during it, and open again after it until closing time", () => {
    // Tuesday 13 January 2026 (UTC+1).
    expectStatuses(week, {
      "2026-01-13T08:00:00Z": "Nu open · tot 12:30",
      "2026-01-13T11:29:00Z": "Nu open · tot 12:30",
      "2026-01-13T11:30:00Z": "Nu gesloten · vandaag open vanaf 13:30",
      "2026-01-13T12:29:00Z": "Nu gesloten · vandaag open vanaf 13:30",
      "2026-01-13T12:30:00Z": "Nu open · tot 17:00",
      "2026-01-13T16:00:00Z": "Nu gesloten · morgen open vanaf 09:00",
    });
  });

  it("is shown as its two times, and grouped with days that have the same two", () => {
    expect(dayHoursText(lunch)).toBe("09:00 – 12:30, 13:30 – 17:00");
    expect(lines(week.hours)).toEqual(["di t/m vr 09:00 – 12:30, 13:30 – 17:00", "za 09:30 – 16:00"]);
    const unlike = { ...week.hours, wednesday: { ...lunch, pause: { from: "12:00", until: "13:00" } } };
    expect(lines(unlike)).toEqual([
      "di 09:00 – 12:30, 13:30 – 17:00",
      "wo 09:00 – 12:00, 13:00 – 17:00",
      "do t/m vr 09:00 – 12:30, 13:30 – 17:00",
      "za 09:30 – 16:00",
    ]);
  });

  it("can be an exception's hours too", () => {
    const shorter: HoursException = { ...closure("2026-12-24", "Kerstavond"), hours: { ...lunch, closes: "16:00" } };
    const s = schedule(tuesdayToSaturday, [shorter]);
    // Thursday 24 December 2026.
    expect(text(s, "2026-12-24T12:00:00Z")).toBe("Nu gesloten · vandaag open vanaf 13:30");
    expect(text(s, "2026-12-24T14:00:00Z")).toBe("Nu open · tot 16:00");
  });
});

describe("exceptions", () => {
  // Friday 25 and Saturday 26 December 2026.
  const christmas = schedule(tuesdayToSaturday, [closure("2026-12-25", "Kerstdagen", "2026-12-26")]);

  it("close the branch on their dates, saying why, and point to the next real opening", () => {
    expect(text(christmas, "2026-12-25T10:00:00Z")).toBe("Nu gesloten (Kerstdagen) · dinsdag open vanaf 09:30");
    expect(text(christmas, "2026-12-24T16:30:00Z")).toBe("Nu gesloten · dinsdag open vanaf 09:30");
    expect(hoursOn(christmas, "2026-12-26")).toEqual({ hours: null, note: "Kerstdagen" });
    expect(hoursOn(christmas, "2026-12-29")).toEqual({ hours: tuesdayToSaturday.tuesday });
  });

  it("can open a day shorter, or open a day that is normally closed", () => {
    const shorter: HoursException = { ...closure("2027-01-02", "Korter open"), hours: day("09:30", "13:00") };
    const extra: HoursException = { ...closure("2026-12-28", "Extra open"), hours: day("10:00", "14:00") };
    const s = schedule(tuesdayToSaturday, [shorter, extra]);
    expect(text(s, "2027-01-02T11:00:00Z")).toBe("Nu open · tot 13:00");
    expect(text(s, "2027-01-02T12:30:00Z")).toBe("Nu gesloten · dinsdag open vanaf 09:30");
    // Monday 28 December: the branch is normally closed on Mondays.
    expect(text(s, "2026-12-28T08:00:00Z")).toBe("Nu gesloten · vandaag open vanaf 10:00");
  });

  it("name the date of the next opening after a long closure", () => {
    const holiday = schedule(tuesdayToSaturday, [closure("2026-07-27", "Vakantie", "2026-08-15")]);
    expect(text(holiday, "2026-07-28T10:00:00Z")).toBe("Nu gesloten (Vakantie) · dinsdag 18 augustus open vanaf 09:30");
  });

  it("are listed from the first one not yet over, soonest first", () => {
    const list = [
      closure("2027-04-27", "Koningsdag"),
      closure("2026-12-25", "Kerst", "2026-12-26"),
      closure("2026-05-05", "Bevrijdingsdag"),
    ];
    expect(upcomingExceptions(list, "2026-12-26").map((exception) => exception.note)).toEqual(["Kerst", "Koningsdag"]);
    expect(upcomingExceptions(list, "2027-04-28")).toEqual([]);
  });

  it("say when they apply in Dutch", () => {
    expect(exceptionDates(closure("2026-12-25", "Kerst"), "2026-12-01")).toBe("vrijdag 25 december");
    expect(exceptionDates(closure("2026-12-25", "Kerst", "2026-12-26"), "2026-12-01")).toBe(
      "vrijdag 25 december t/m zaterdag 26 december",
    );
  });

  it("name the year of a date that is not in this year, so a slip in the year shows", () => {
    expect(exceptionDates(closure("2027-01-04", "Studiedag"), "2026-12-01")).toBe("maandag 4 januari 2027");
    expect(exceptionDates(closure("2062-12-25", "Kerst"), "2026-12-01")).toBe("maandag 25 december 2062");
    // A range into the new year; a range within another year says its year once, at the end.
    expect(exceptionDates(closure("2026-12-28", "Vakantie", "2027-01-01"), "2026-12-01")).toBe(
      "maandag 28 december t/m vrijdag 1 januari 2027",
    );
    expect(exceptionDates(closure("2027-01-04", "Vakantie", "2027-01-08"), "2026-12-01")).toBe(
      "maandag 4 januari t/m vrijdag 8 januari 2027",
    );
    // Once that year has come, the year is left out again.
    expect(exceptionDates(closure("2027-01-04", "Studiedag"), "2027-01-01")).toBe("maandag 4 januari");
  });

  it("name the year of the next opening when it is in the new year", () => {
    const winter = schedule(tuesdayToSaturday, [closure("2026-12-14", "Vakantie", "2027-01-04")]);
    // Tuesday 15 December 2026; Tuesday 5 January 2027 is the first day open again.
    expect(text(winter, "2026-12-15T10:00:00Z")).toBe(
      "Nu gesloten (Vakantie) · dinsdag 5 januari 2027 open vanaf 09:30",
    );
    expect(text(winter, "2026-12-30T10:00:00Z")).toBe("Nu gesloten (Vakantie) · dinsdag open vanaf 09:30");
  });
});

describe("weekRuns", () => {
  it("groups days with the same hours and leaves out closed days", () => {
    expect(lines(tuesdayToSaturday)).toEqual(["di t/m vr 09:30 – 17:00", "za 09:30 – 16:00"]);
    expect(lines(saturdayOnly)).toEqual(["za 09:00 – 17:00"]);
    expect(lines(closedWeek)).toEqual([]);
  });

  it("does not join days that are not next to each other", () => {
    const split = { ...closedWeek, monday: day("09:00", "12:00"), wednesday: day("09:00", "12:00") };
    expect(lines(split)).toEqual(["ma 09:00 – 12:00", "wo 09:00 – 12:00"]);
  });
});

describe("in the chrome's other languages (the footer)", () => {
  beforeAll(async () => {
    await switchLanguage("en");
    await switchLanguage("ar");
    await switchLanguage("nl");
  });
  const at = (s: Schedule, iso: string, language: "en" | "ar") =>
    openingStatusText(openingStatus(s, new Date(iso)), language);

  it("say the same moments in English", () => {
    const week = schedule(tuesdayToSaturday);
    expect(at(week, "2026-01-13T08:30:00Z", "en")).toBe("Open now · until 17:00");
    expect(at(week, "2026-01-13T16:00:00Z", "en")).toBe("Closed now · opens tomorrow at 09:30");
    expect(at(week, "2026-01-17T15:00:00Z", "en")).toBe("Closed now · opens Tuesday at 09:30");
    const holiday = schedule(tuesdayToSaturday, [closure("2026-07-27", "Vakantie", "2026-08-15")]);
    expect(at(holiday, "2026-07-28T10:00:00Z", "en")).toBe("Closed now (Vakantie) · opens Tuesday 18 August at 09:30");
    expect(lines(tuesdayToSaturday, "en")).toEqual(["Tue–Fri 09:30 – 17:00", "Sat 09:30 – 16:00"]);
  });

  it("name days in Arabic with the times' Latin digits", () => {
    expect(at(schedule(tuesdayToSaturday), "2026-01-17T15:00:00Z", "ar")).toBe(
      "مغلق الآن · يفتح يوم الثلاثاء الساعة 09:30",
    );
    expect(lines(tuesdayToSaturday, "ar")).toEqual(["من الثلاثاء إلى الجمعة 09:30 – 17:00", "السبت 09:30 – 16:00"]);
  });
});
