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

/** Opening time range in local time (Europe/Amsterdam), "HH:MM". `null` = closed. */
export type DayHours = { opens: string; closes: string } | null;
export type WeekHours = Record<Weekday, DayHours>;
