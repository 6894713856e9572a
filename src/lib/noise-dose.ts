/**
 * Permissible daily exposure to noise under the common occupational criterion:
 * 85 dB(A) for 8 hours, halving the time for every 3 dB more (t = 8 h / 2^((L − 85) / 3)).
 * This is NIOSH's recommended exposure limit, and 85 dB(A) over 8 hours is also the Arbobesluit's
 * upper action value (art. 6.8), above which hearing protection at work is compulsory. The
 * result is a guideline ('richtlijn'), never a promise: how sensitive ears are differs per person.
 */
export const CRITERION_DB = 85;
export const CRITERION_HOURS = 8;
export const EXCHANGE_RATE_DB = 3;
const MIN_LEVEL_DB = 40;
const MAX_LEVEL_DB = 140;

/** Minutes a day a level may be heard without exceeding the daily dose. */
export function permissibleMinutes(levelDb: number): number {
  if (!Number.isFinite(levelDb) || levelDb < MIN_LEVEL_DB || levelDb > MAX_LEVEL_DB) {
    throw new RangeError(`Geluidsniveau moet tussen ${MIN_LEVEL_DB} en ${MAX_LEVEL_DB} dB liggen`);
  }
  return (CRITERION_HOURS * 60) / 2 ** ((levelDb - CRITERION_DB) / EXCHANGE_RATE_DB);
}

/** Times are said up to this (8 hours): beyond it no rule supports a figure, so it is 'meer dan 8 uur'. */
const LONGEST = CRITERION_HOURS * 60;
const QUARTER = 15;

/**
 * A duration in words, rounded down so the advice errs on the safe side and claims no precision
 * the rule does not have: whole minutes below a quarter of an hour, then quarters, and above
 * 8 hours only that: 'minder dan een minuut', '7 minuten', '45 minuten', '1 uur en 15 minuten',
 * '8 uur', 'meer dan 8 uur'.
 */
export function formatDuration(minutes: number): string {
  if (minutes > LONGEST) return `meer dan ${CRITERION_HOURS} uur`;
  if (minutes < 1) return "minder dan een minuut";
  const whole = minutes < QUARTER ? Math.floor(minutes) : Math.floor(minutes / QUARTER) * QUARTER;
  if (whole < 60) return whole === 1 ? "1 minuut" : `${whole} minuten`;
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  return rest === 0 ? `${hours} uur` : `${hours} uur en ${rest} minuten`;
}

/**
 * The daily time as a guideline, never a promise: 'Richtlijn: hoogstens 2 uur per dag',
 * 'Richtlijn: minder dan een minuut per dag', or 'Richtlijn: meer dan 8 uur per dag'.
 */
export function guideline(levelDb: number): string {
  const minutes = permissibleMinutes(levelDb);
  if (minutes > LONGEST) return `Richtlijn: meer dan ${CRITERION_HOURS} uur per dag`;
  if (minutes < 1) return "Richtlijn: minder dan een minuut per dag";
  return `Richtlijn: hoogstens ${formatDuration(minutes)} per dag`;
}

/** Share of the longest time said (8 hours, 0–1) for a simple visual; 8 hours or more fills it. */
export function shareOfLongest(minutes: number): number {
  return Math.min(1, minutes / LONGEST);
}
