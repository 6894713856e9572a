import { openingStatus, type OpeningStatus, type Schedule } from "#/src/lib/opening-hours.ts";
import { weekdays, type WeekHours } from "#/src/lib/week.ts";

/**
 * The practice's status across its branches, for its one main number: open while any branch is
 * open (until the last of them closes), else closed until the first branch opens again. A reason
 * ('Kerstdagen') is given only when every branch is closed for that same reason.
 */
export function practiceStatus(schedules: readonly Schedule[], now: Date): OpeningStatus {
  const statuses = schedules.map((schedule) => openingStatus(schedule, now));
  const closes = statuses.flatMap((status) => (status.open ? [status.closes] : []));
  if (closes.length) return { open: true, closes: closes.toSorted().at(-1)! };
  const closed = statuses.filter((status) => !status.open);
  const next = closed
    .flatMap((status) => (status.next ? [status.next] : []))
    .toSorted((a, b) => `${a.date} ${a.opens}`.localeCompare(`${b.date} ${b.opens}`))[0];
  const notes = new Set(closed.map((status) => status.note));
  const [note] = notes.size === 1 ? [...notes] : [];
  return { open: false, ...(note ? { note } : {}), ...(next ? { next } : {}) };
}

/**
 * The hours of the practice's one main number in a usual week: on a day one branch is open, its
 * hours; on a day several are, from the first opening until the last closing.
 */
export function practiceWeek(weeks: readonly WeekHours[]): WeekHours {
  return Object.fromEntries(
    weekdays.map((day) => {
      const open = weeks.flatMap((week) => (week[day] ? [week[day]] : []));
      if (open.length < 2) return [day, open[0] ?? null];
      const opens = open.map((hours) => hours.opens).toSorted()[0]!;
      const closes = open
        .map((hours) => hours.closes)
        .toSorted()
        .at(-1)!;
      return [day, { opens, closes }];
    }),
  ) as WeekHours;
}
