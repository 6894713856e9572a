// Calendar dates ("2026-12-25") written out in Dutch with Intl, which every browser has: no date
// library in the pages that show them (the blog's formats are in lib/blog/dates.ts).
const at = (date: string) => new Date(`${date}T12:00:00Z`);
const weekdayDayMonth = new Intl.DateTimeFormat("nl-NL", {
  weekday: "long",
  day: "numeric",
  month: "long",
  timeZone: "UTC",
});
const dayMonthYear = new Intl.DateTimeFormat("nl-NL", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

/** "donderdag 25 december" */
export const weekdayDate = (date: string) => weekdayDayMonth.format(at(date));

/** "25 december 2026" */
export const fullDate = (date: string) => dayMonthYear.format(at(date));
