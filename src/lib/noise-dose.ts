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

/**
 * What a custom-moulded earplug loses in practice against its nominal (label) attenuation: the
 * German social accident insurance's correction for custom-moulded plugs (Otoplastiken) that are
 * checked for fit (DGUV Information 212-823, 4.5; BG BAU, 'Otoplastiken'; docs/sources.md). It is a
 * rule for exactly this kind of protector; NIOSH's 70 % for 'other earplugs' targets the US label (NRR) of plugs people insert
 * themselves, and would make a well-fitted 25 dB filter count for 7.5 dB.
 */
export const PRACTICAL_CORRECTION_DB = 3;
/** The largest nominal attenuation the calculator accepts; earplugs are labelled well below it. */
export const MAX_NOMINAL_ATTENUATION_DB = 50;

/** The attenuation to count on in practice: the nominal value less the correction, never below 0. */
export function effectiveAttenuation(nominalDb: number): number {
  if (!Number.isFinite(nominalDb) || nominalDb < 0 || nominalDb > MAX_NOMINAL_ATTENUATION_DB) {
    throw new RangeError(`Demping moet tussen 0 en ${MAX_NOMINAL_ATTENUATION_DB} dB liggen`);
  }
  return Math.max(0, nominalDb - PRACTICAL_CORRECTION_DB);
}

/**
 * The level that reaches the ear through protection of the given nominal attenuation: derated
 * (see effectiveAttenuation) and rounded up to a whole dB, so the advice errs on the safe side.
 */
export function protectedLevel(levelDb: number, nominalAttenuationDb: number): number {
  return Math.max(MIN_LEVEL_DB, Math.ceil(levelDb - effectiveAttenuation(nominalAttenuationDb)));
}

const DAY = 24 * 60;

/**
 * A duration in words, rounded down so the advice errs on the safe side:
 * 'minder dan een minuut', '15 minuten', '2 uur', '1 uur en 25 minuten', 'de hele dag'.
 */
export function formatDuration(minutes: number): string {
  if (minutes >= DAY) return "de hele dag";
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

/**
 * The daily time as a guideline, never a promise: 'Richtlijn: hoogstens 2 uur per dag',
 * 'Richtlijn: minder dan een minuut per dag', or 'Richtlijn: binnen de norm, ook een hele dag'.
 */
export function guideline(levelDb: number): string {
  const minutes = permissibleMinutes(levelDb);
  if (minutes >= DAY) return "Richtlijn: binnen de norm, ook een hele dag";
  if (minutes < 1) return "Richtlijn: minder dan een minuut per dag";
  return `Richtlijn: hoogstens ${formatDuration(minutes)} per dag`;
}

/** Share of a full day (0–1) for a simple visual; a day or more fills it. */
export function shareOfDay(minutes: number): number {
  return Math.min(1, minutes / DAY);
}
