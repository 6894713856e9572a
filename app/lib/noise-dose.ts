/**
 * Permissible daily exposure to noise under the common occupational criterion:
 * 85 dB(A) for 8 hours, halving the time for every 3 dB more (t = 8 h / 2^((L − 85) / 3)).
 */
export const CRITERION_DB = 85;
export const CRITERION_HOURS = 8;
export const EXCHANGE_RATE_DB = 3;
export const MIN_LEVEL_DB = 40;
export const MAX_LEVEL_DB = 140;

/** Minutes a day a level may be heard without exceeding the daily dose. */
export function permissibleMinutes(levelDb: number): number {
  if (!Number.isFinite(levelDb) || levelDb < MIN_LEVEL_DB || levelDb > MAX_LEVEL_DB) {
    throw new RangeError(`Geluidsniveau moet tussen ${MIN_LEVEL_DB} en ${MAX_LEVEL_DB} dB liggen`);
  }
  return (CRITERION_HOURS * 60) / 2 ** ((levelDb - CRITERION_DB) / EXCHANGE_RATE_DB);
}

/** The level that reaches the ear through protection of the given effective attenuation. */
export function protectedLevel(levelDb: number, attenuationDb: number): number {
  return Math.max(MIN_LEVEL_DB, levelDb - attenuationDb);
}

const DAY = 24 * 60;

/**
 * A duration in words, rounded down so the advice errs on the safe side:
 * 'minder dan een minuut', '15 minuten', '2 uur', '1 uur en 25 minuten', 'meer dan een dag'.
 */
export function formatDuration(minutes: number): string {
  if (minutes >= DAY) return "meer dan een dag";
  if (minutes < 1) return "minder dan een minuut";
  if (minutes < 60) {
    const whole = Math.floor(minutes);
    return whole === 1 ? "1 minuut" : `${whole} minuten`;
  }
  const rounded = Math.floor(minutes / 5) * 5;
  const hours = Math.floor(rounded / 60);
  const rest = rounded % 60;
  return rest === 0 ? `${hours} uur` : `${hours} uur en ${rest} minuten`;
}

/** Share of a full day (0–1) for a simple visual; a day or more fills it. */
export function shareOfDay(minutes: number): number {
  return Math.min(1, minutes / DAY);
}
