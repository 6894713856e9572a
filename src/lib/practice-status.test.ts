import { describe, expect, it } from "vitest";
import type { HoursException } from "#/src/data/schema/opening-hours.ts";
import { type Schedule } from "#/src/lib/opening-hours.ts";
import { openingStatusText } from "#/src/i18n/opening-hours-text.ts";
import { practiceStatus, practiceWeek } from "#/src/lib/practice-status.ts";
import type { WeekHours } from "#/src/lib/week.ts";

// Fixtures, not the practice's hours: two branches like the practice's own, one open on weekdays
// and one on Saturday only.
const day = (opens: string, closes: string) => ({ opens, closes });
const closedWeek: WeekHours = {
  monday: null,
  tuesday: null,
  wednesday: null,
  thursday: null,
  friday: null,
  saturday: null,
  sunday: null,
};
const weekdays: WeekHours = {
  ...closedWeek,
  tuesday: day("09:30", "17:00"),
  wednesday: day("09:30", "17:00"),
  thursday: day("09:30", "17:00"),
  friday: day("09:30", "17:00"),
  saturday: day("09:30", "16:00"),
};
const saturday: WeekHours = { ...closedWeek, saturday: day("09:00", "17:30") };
const closure = (date: string, note: string): HoursException => ({
  date,
  branches: ["wieringerwerf", "hurdegaryp"],
  hours: null,
  note,
});
const both = (exceptions: HoursException[] = []): Schedule[] => [
  { hours: weekdays, exceptions },
  { hours: saturday, exceptions },
];
// 2026-01-13 is a Tuesday; Amsterdam is UTC+1 in January.
const at = (schedules: Schedule[], iso: string) => openingStatusText(practiceStatus(schedules, new Date(iso)));

describe("practiceStatus", () => {
  it("is open while any branch is open, until the last one closes", () => {
    expect(at(both(), "2026-01-13T10:00:00Z")).toBe("Nu open · tot 17:00");
    // Saturday: both open, the later closing counts.
    expect(at(both(), "2026-01-17T09:00:00Z")).toBe("Nu open · tot 17:30");
    // Saturday after the first branch has closed.
    expect(at(both(), "2026-01-17T15:45:00Z")).toBe("Nu open · tot 17:30");
  });

  it("when every branch is closed, names the first opening of any branch", () => {
    // Saturday evening: next is Tuesday morning (Sunday and Monday closed at both).
    expect(at(both(), "2026-01-17T18:00:00Z")).toBe("Nu gesloten · dinsdag open vanaf 09:30");
    // Friday evening: the Saturday-only branch opens first, at 09:00.
    expect(at(both(), "2026-01-16T18:00:00Z")).toBe("Nu gesloten · morgen open vanaf 09:00");
    // Tuesday before opening.
    expect(at(both(), "2026-01-13T07:00:00Z")).toBe("Nu gesloten · vandaag open vanaf 09:30");
  });

  it("gives the reason only when every branch is closed for it", () => {
    const training = closure("2026-12-25", "Scholingsdag");
    // Friday 25 December 2026, 11:00 in Amsterdam: a training day at both branches.
    expect(at(both([training]), "2026-12-25T10:00:00Z")).toBe("Nu gesloten (Scholingsdag) · morgen open vanaf 09:00");
    const onlyOne: Schedule[] = [
      { hours: weekdays, exceptions: [training] },
      { hours: saturday, exceptions: [] },
    ];
    expect(at(onlyOne, "2026-12-25T10:00:00Z")).toBe("Nu gesloten · morgen open vanaf 09:00");
  });

  it("says closed, without a next opening, when no branch opens within the horizon", () => {
    expect(at([{ hours: closedWeek, exceptions: [] }], "2026-01-13T10:00:00Z")).toBe("Nu gesloten");
  });
});

describe("the main number's week", () => {
  it("is a branch's own hours on a day only that branch is open", () => {
    const week = practiceWeek([weekdays, saturday]);
    expect(week.tuesday).toEqual(weekdays.tuesday);
    expect(week.monday).toBeNull();
  });

  it("runs from the first opening to the last closing on a day both are open", () => {
    expect(practiceWeek([weekdays, saturday]).saturday).toEqual(day("09:00", "17:30"));
    const withPause = {
      ...closedWeek,
      saturday: { ...day("10:00", "16:00"), pause: { from: "12:00", until: "13:00" } },
    };
    expect(practiceWeek([withPause, saturday]).saturday).toEqual(day("09:00", "17:30"));
  });

  it("keeps a lone branch's pause", () => {
    const withPause = { ...closedWeek, monday: { ...day("10:00", "16:00"), pause: { from: "12:00", until: "13:00" } } };
    expect(practiceWeek([withPause, saturday]).monday).toEqual(withPause.monday);
  });
});
