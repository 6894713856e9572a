import { weekdays, type DayHours, type Weekday } from "#/app/content/business.ts";

/** The practice's clock: every opening time is local time in the Netherlands. */
export const PRACTICE_TIME_ZONE = "Europe/Amsterdam";

export const dayNames: Record<Weekday, string> = {
  monday: "maandag",
  tuesday: "dinsdag",
  wednesday: "woensdag",
  thursday: "donderdag",
  friday: "vrijdag",
  saturday: "zaterdag",
  sunday: "zondag",
};

const clockFormat = new Intl.DateTimeFormat("en-GB", {
  timeZone: PRACTICE_TIME_ZONE,
  weekday: "long",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** The weekday and minutes since midnight in Amsterdam at `now`, whatever the visitor's zone. */
export function practiceClock(now: Date): { day: Weekday; minutes: number } {
  const parts = Object.fromEntries(clockFormat.formatToParts(now).map((part) => [part.type, part.value]));
  return {
    day: String(parts.weekday).toLowerCase() as Weekday,
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
  };
}

const toMinutes = (time: string) => {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  return hours * 60 + minutes;
};

export type OpeningStatus =
  | { open: true; closes: string }
  | { open: false; next?: { day: Weekday; opens: string; when: "today" | "tomorrow" | "later" } };

export function openingStatus(hours: Record<Weekday, DayHours>, now: Date): OpeningStatus {
  const { day, minutes } = practiceClock(now);
  const today = weekdays.indexOf(day);
  const current = hours[day];
  if (current && minutes >= toMinutes(current.opens) && minutes < toMinutes(current.closes)) {
    return { open: true, closes: current.closes };
  }
  // The next opening: later today, or the first open day within the coming week.
  for (let offset = 0; offset <= 7; offset++) {
    const nextDay = weekdays[(today + offset) % 7] as Weekday;
    const slot = hours[nextDay];
    if (!slot || (offset === 0 && minutes >= toMinutes(slot.opens))) continue;
    const when = offset === 0 ? "today" : offset === 1 ? "tomorrow" : "later";
    return { open: false, next: { day: nextDay, opens: slot.opens, when } };
  }
  return { open: false };
}

/** The Dutch line shown on branch pages and in the footer, e.g. 'Nu open · tot 17:00'. */
export function openingStatusText(status: OpeningStatus): string {
  if (status.open) return `Nu open · tot ${status.closes}`;
  if (!status.next) return "Nu gesloten";
  const { day, opens, when } = status.next;
  const moment = when === "today" ? "vandaag" : when === "tomorrow" ? "morgen" : dayNames[day];
  return `Nu gesloten · ${moment} open vanaf ${opens}`;
}

/** A day's hours as shown in the table: '09:30 – 17:00' or 'Gesloten'. */
export const dayHoursText = (hours: DayHours) => (hours ? `${hours.opens} – ${hours.closes}` : "Gesloten");
