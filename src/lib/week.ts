/** The Dutch week, Monday first, and the types of opening hours (content/opening-hours.yaml). */
export const weekdays = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"] as const;
export type Weekday = (typeof weekdays)[number];

export const dayNames: Record<Weekday, string> = {
  monday: "maandag",
  tuesday: "dinsdag",
  wednesday: "woensdag",
  thursday: "donderdag",
  friday: "vrijdag",
  saturday: "zaterdag",
  sunday: "zondag",
};

/** Open from `opens` until `closes`, local time (Europe/Amsterdam), "HH:MM". */
export type Period = { opens: string; closes: string };

/**
 * A day's opening hours: from `opens` until `closes`, closed in between during `pause` (a lunch
 * break) when there is one. `null` = closed.
 */
export type DayHours = (Period & { pause?: { from: string; until: string } }) | null;
export type WeekHours = Record<Weekday, DayHours>;

/** The times a day is open, in order: none, one, or two around its pause. */
export function periodsOf(hours: DayHours): Period[] {
  if (!hours) return [];
  const { opens, closes, pause } = hours;
  return pause
    ? [
        { opens, closes: pause.from },
        { opens: pause.until, closes },
      ]
    : [{ opens, closes }];
}
