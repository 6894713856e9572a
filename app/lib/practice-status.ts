import { openingStatus, type OpeningStatus, type Schedule } from "#/app/lib/opening-hours.ts";

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
