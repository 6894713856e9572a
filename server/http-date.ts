/**
 * HTTP-dates as RFC 9110 §5.6.7 has them, and nothing else: the IMF-fixdate
 * ("Sun, 06 Nov 1994 08:49:37 GMT") and the two obsolete forms a recipient must still read, RFC 850
 * ("Sunday, 06-Nov-94 08:49:37 GMT") and asctime ("Sun Nov  6 08:49:37 1994"). `Date.parse`, which
 * send and fresh use, reads "3000", "2099-01-01" or "1" as dates; a conditional header with such a
 * value must be ignored (§13.1.3, §13.1.4), not obeyed.
 */

const DAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const LONG_DAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

const TIME = String.raw`(\d{2}):(\d{2}):(\d{2})`;
const MONTH = `(${MONTHS.join("|")})`;
const IMF_FIXDATE = new RegExp(String.raw`^(${DAYS.join("|")}), (\d{2}) ${MONTH} (\d{4}) ${TIME} GMT$`);
const RFC_850 = new RegExp(String.raw`^(${LONG_DAYS.join("|")}), (\d{2})-${MONTH}-(\d{2}) ${TIME} GMT$`);
const ASCTIME = new RegExp(String.raw`^(${DAYS.join("|")}) ${MONTH} ( \d|\d{2}) ${TIME} (\d{4})$`);

/** The time, when every field is in range (no 31 February, no hour 25). */
function utc(year: number, month: number, day: number, hour: number, minute: number, second: number) {
  if (hour > 23 || minute > 59 || second > 60) return undefined;
  const time = Date.UTC(year, month, day, hour, minute, Math.min(second, 59));
  const date = new Date(time);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month && date.getUTCDate() === day ? time : undefined;
}

/**
 * An RFC 850 year of two digits: the year in this century, unless that is more than 50 years ahead,
 * then the last one in the past with those digits (§5.6.7).
 */
function fullYear(twoDigits: number, now: Date): number {
  const year = Math.floor(now.getUTCFullYear() / 100) * 100 + twoDigits;
  return year > now.getUTCFullYear() + 50 ? year - 100 : year;
}

/** The time an HTTP-date names (ms since 1970), or undefined when `value` is not one. */
export function parseHttpDate(value: string, now = new Date()): number | undefined {
  const text = value.trim();
  let match = IMF_FIXDATE.exec(text);
  if (match) {
    const [, , day, month, year, hour, minute, second] = match;
    return utc(Number(year), MONTHS.indexOf(month!), Number(day), Number(hour), Number(minute), Number(second));
  }
  match = RFC_850.exec(text);
  if (match) {
    const [, , day, month, year, hour, minute, second] = match;
    const full = fullYear(Number(year), now);
    return utc(full, MONTHS.indexOf(month!), Number(day), Number(hour), Number(minute), Number(second));
  }
  match = ASCTIME.exec(text);
  if (match) {
    const [, , month, day, hour, minute, second, year] = match;
    return utc(Number(year), MONTHS.indexOf(month!), Number(day), Number(hour), Number(minute), Number(second));
  }
  return undefined;
}
