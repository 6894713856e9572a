import type { HoursException } from "#/src/data/schema/opening-hours.ts";
import { dayNames, periodsOf, weekdays, type DayHours, type Weekday, type WeekHours } from "#/src/lib/week.ts";

export { dayNames };

/** The practice's clock: every opening time is local time in the Netherlands. */
const PRACTICE_TIME_ZONE = "Europe/Amsterdam";

/** How far ahead the next opening is looked for (a summer holiday fits well within it). */
const HORIZON_DAYS = 62;

const clockFormat = new Intl.DateTimeFormat("en-GB", {
  timeZone: PRACTICE_TIME_ZONE,
  weekday: "long",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** The date ("2026-12-25"), weekday and minutes since midnight in Amsterdam at `now`, whatever the visitor's zone. */
export function practiceClock(now: Date): { date: string; day: Weekday; minutes: number } {
  const parts = Object.fromEntries(clockFormat.formatToParts(now).map((part) => [part.type, part.value]));
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    day: String(parts.weekday).toLowerCase() as Weekday,
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
  };
}

/** The calendar date `days` after `date` (both "YYYY-MM-DD"). */
export function addDays(date: string, days: number): string {
  const next = new Date(`${date}T12:00:00Z`);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
}

/** Whether a calendar date falls in another year than `today` (both "YYYY-MM-DD"). */
const inAnotherYear = (date: string, today: string) => date.slice(0, 4) !== today.slice(0, 4);

const weekdayOf = (date: string): Weekday => weekdays[(new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7]!;

const toMinutes = (time: string) => {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  return hours * 60 + minutes;
};

/** A branch's week and its exceptions (holidays, closures, shorter days). */
export type Schedule = { hours: WeekHours; exceptions: readonly HoursException[] };

const exceptionOn = (exceptions: Schedule["exceptions"], date: string) =>
  exceptions.find((exception) => exception.date <= date && date <= (exception.until ?? exception.date));

/** The hours on a calendar date: the exception for that date if there is one, else the week's. */
export function hoursOn({ hours, exceptions }: Schedule, date: string): { hours: DayHours; note?: string } {
  const exception = exceptionOn(exceptions, date);
  return exception ? { hours: exception.hours, note: exception.note } : { hours: hours[weekdayOf(date)] };
}

export type OpeningStatus =
  | { open: true; closes: string }
  | {
      open: false;
      /** Why the branch is closed today when an exception says so, e.g. 'Eerste Kerstdag'. */
      note?: string;
      next?: { day: Weekday; date: string; opens: string; when: NextOpening };
    };

/** How a line names the next opening: by its weekday this week, later by its date, with its year in another year. */
type NextOpening = "today" | "tomorrow" | "this-week" | "later" | "another-year";

function whenOf(offset: number, date: string, today: string): NextOpening {
  if (offset <= 1) return offset === 0 ? "today" : "tomorrow";
  if (offset <= 7) return "this-week";
  return inAnotherYear(date, today) ? "another-year" : "later";
}

export function openingStatus(schedule: Schedule, now: Date): OpeningStatus {
  const { date: today, minutes } = practiceClock(now);
  const current = hoursOn(schedule, today);
  // Open until the end of this period: before a lunch break, that is the break.
  const period = periodsOf(current.hours).find(
    (slot) => minutes >= toMinutes(slot.opens) && minutes < toMinutes(slot.closes),
  );
  if (period) return { open: true, closes: period.closes };
  const closedToday = current.note && !current.hours ? { note: current.note } : {};
  // The next opening: later today (after a lunch break, too), or the first open day ahead.
  for (let offset = 0; offset <= HORIZON_DAYS; offset++) {
    const date = addDays(today, offset);
    const next = periodsOf(hoursOn(schedule, date).hours).find((slot) => offset > 0 || minutes < toMinutes(slot.opens));
    if (!next) continue;
    return {
      open: false,
      ...closedToday,
      next: { day: weekdayOf(date), date, opens: next.opens, when: whenOf(offset, date, today) },
    };
  }
  return { open: false, ...closedToday };
}

const weekdayDayMonth = new Intl.DateTimeFormat("nl-NL", {
  weekday: "long",
  day: "numeric",
  month: "long",
  timeZone: "UTC",
});
const weekdayDayMonthYear = new Intl.DateTimeFormat("nl-NL", {
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

/** "vrijdag 25 december", or with its year, "maandag 4 januari 2027", for a calendar date ("2026-12-25"). */
const weekdayDate = (date: string, withYear: boolean) =>
  (withYear ? weekdayDayMonthYear : weekdayDayMonth).format(new Date(`${date}T12:00:00Z`));

/** A day's hours as shown in the table: '09:30 – 17:00', '09:00 – 12:30, 13:30 – 17:00' or 'Gesloten'. */
export const dayHoursText = (hours: DayHours) =>
  hours
    ? periodsOf(hours)
        .map(({ opens, closes }) => `${opens} – ${closes}`)
        .join(", ")
    : "Gesloten";

/** Exceptions that have not ended before `today`, soonest first. */
export function upcomingExceptions<Exception extends HoursException>(
  exceptions: readonly Exception[],
  today: string,
): Exception[] {
  return exceptions
    .filter((exception) => (exception.until ?? exception.date) >= today)
    .toSorted((a, b) => a.date.localeCompare(b.date));
}

/**
 * When an exception applies, as of `today`: 'vrijdag 25 december', 'vrijdag 25 december t/m
 * zaterdag 26 december'; a date in another year with its year ('maandag 4 januari 2027'), once
 * for a range within that year.
 */
export function exceptionDates({ date, until }: HoursException, today: string): string {
  if (!until || until === date) return weekdayDate(date, inAnotherYear(date, today));
  const first = inAnotherYear(date, today) && inAnotherYear(date, until);
  return `${weekdayDate(date, first)} t/m ${weekdayDate(until, inAnotherYear(until, today))}`;
}
