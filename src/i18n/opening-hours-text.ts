// The opening hours in words, in Dutch or in the chrome's language (src/lib/opening-hours.ts has the
// schedule's logic, which speaks no language).
import { translate } from "#/src/i18n/i18n.ts";
import { localeOf, type LanguageCode } from "#/src/i18n/languages.ts";
import { addDays, dayHoursText, type OpeningStatus } from "#/src/lib/opening-hours.ts";
import { weekdays, type Weekday, type WeekHours } from "#/src/lib/week.ts";

/** A weekday's or a date's name in `language`: 'dinsdag', 'di', 'dinsdag 18 augustus'. */
function dayName(language: LanguageCode, date: string, options: Intl.DateTimeFormatOptions): string {
  return new Intl.DateTimeFormat(localeOf(language), { ...options, timeZone: "UTC" }).format(
    new Date(`${date}T12:00:00Z`),
  );
}

/** A Monday, to name the days of the week from. */
const aMonday = "2024-01-01";
const weekdayName = (language: LanguageCode, day: Weekday, weekday: "long" | "short") =>
  dayName(language, addDays(aMonday, weekdays.indexOf(day)), { weekday });

/**
 * The 'open now' line, e.g. 'Nu open · tot 17:00': in Dutch on branch pages, in the chrome's
 * language in the footer (an exception's note stays as the owner wrote it).
 */
export function openingStatusText(status: OpeningStatus, language: LanguageCode = "nl"): string {
  const t = (key: Parameters<typeof translate>[1], values?: Record<string, string>) => translate(language, key, values);
  if (status.open) return t("hours.openUntil", { time: status.closes });
  const closed = status.note ? t("hours.closedFor", { reason: status.note }) : t("hours.closed");
  if (!status.next) return closed;
  const { day, date, opens: time, when } = status.next;
  if (when === "today") return t("hours.opensToday", { closed, time });
  if (when === "tomorrow") return t("hours.opensTomorrow", { closed, time });
  const named =
    when === "this-week"
      ? weekdayName(language, day, "long")
      : dayName(language, date, {
          weekday: "long",
          day: "numeric",
          month: "long",
          ...(when === "another-year" ? { year: "numeric" } : {}),
        });
  return t("hours.opensOn", { closed, day: named, time });
}

/**
 * The open days of a week, days with the same hours grouped: 'di t/m vr' '09:30 – 17:00',
 * 'za' '09:30 – 16:00'. Empty when the week has no open day.
 */
export function weekRuns(hours: WeekHours, language: LanguageCode = "nl"): { days: string; hours: string }[] {
  const runs: { from: Weekday; to: Weekday; hours: string }[] = [];
  for (const day of weekdays) {
    const slot = hours[day];
    const last = runs.at(-1);
    const previous = weekdays[weekdays.indexOf(day) - 1];
    if (slot && last && last.to === previous && last.hours === dayHoursText(slot)) {
      last.to = day;
    } else if (slot) runs.push({ from: day, to: day, hours: dayHoursText(slot) });
  }
  const short = (day: Weekday) => weekdayName(language, day, "short");
  return runs.map(({ from, to, hours: text }) => ({
    days: from === to ? short(from) : translate(language, "hours.dayRange", { from: short(from), to: short(to) }),
    hours: text,
  }));
}
