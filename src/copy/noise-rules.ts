/**
 * Dutch rules and agreements about loud sound that the noise pages, the calculator and the posts
 * state, written once. Sources: docs/sources.md, "Geluid, gehoorschade en gehoorbescherming".
 */
import {
  CRITERION_DB,
  CRITERION_HOURS,
  EXCHANGE_RATE_DB,
  formatDuration,
  permissibleMinutes,
} from "#/src/lib/noise-dose.ts";

/**
 * Noise at work: Arbobesluit articles 6.6 to 6.11, every value the daily average over a working day
 * of 8 hours. From the lower action value the employer offers hearing protection; from the upper
 * one wearing it is compulsory; the limit value may not be exceeded at the ear, protection counted.
 */
export const ARBO = {
  averagedOverHours: 8,
  lowerActionDb: 80,
  upperActionDb: 85,
  limitDb: 87,
} as const;

/**
 * The Convenant preventie gehoorschade versterkte muziek: venues and festivals that signed keep the
 * level for their audience at or below this average over each quarter of an hour.
 */
export const COVENANT = { maxDbA: 103, overMinutes: 15 } as const;

/**
 * Whose guideline the calculator follows, in the same words on every page that shows it
 * (src/components/sections/noise-calculator.tsx). It follows src/lib/noise-dose.ts. Its limit is
 * where protection becomes compulsory at work, not a safe dose: below it the risk is not zero.
 */
export const GUIDELINE_BASIS =
  `Deze richtlijn volgt de regels voor lawaai op het werk: het Arbobesluit verplicht gehoorbescherming vanaf ` +
  `${CRITERION_DB} dB(A), gemiddeld over ${CRITERION_HOURS} uur. Per ${EXCHANGE_RATE_DB} dB meer halveert de tijd. ` +
  `Ook onder ${CRITERION_DB} dB(A) is het risico niet nul: op het werk moet uw werkgever al vanaf ${ARBO.lowerActionDb} dB(A) ` +
  `gehoorbescherming aanbieden.`;

/**
 * At work the calculator's time without protection is not an allowance: it is where the day's
 * average reaches an action value. From the upper one protection is compulsory ('Werkt u hier
 * 8 uur of langer per dag, dan is gehoorbescherming verplicht'); between the two the employer must
 * offer it from the time the day's average reaches the lower one ('Werkt u hier 3 uur of langer per
 * dag, dan moet uw werkgever u gehoorbescherming aanbieden'). The sentence the work page's
 * calculator says instead of 'Richtlijn: …'; below the lower action value, null.
 */
export function dutyAtWork(levelDb: number): string | null {
  if (levelDb < ARBO.lowerActionDb) return null;
  if (levelDb < ARBO.upperActionDb) {
    // The same halving per 3 dB, from the lower action value over the same 8 hours.
    const minutes = permissibleMinutes(levelDb + (ARBO.upperActionDb - ARBO.lowerActionDb));
    return `Werkt u hier ${formatDuration(minutes)} of langer per dag, dan moet uw werkgever u gehoorbescherming aanbieden`;
  }
  const minutes = permissibleMinutes(levelDb);
  if (minutes < 1) return "Op het werk is gehoorbescherming hier verplicht, ook als het maar even duurt";
  return `Werkt u hier ${formatDuration(minutes)} of langer per dag, dan is gehoorbescherming verplicht`;
}

/**
 * What the work page says about its plugs as protection at work, which is personal protective
 * equipment (Verordening (EU) 2016/425, category III; EN 352-2) chosen by the employer after its
 * noise measurement (Arbobesluit art. 6.9): the certification only as the practice states it
 * (content/practice.yaml, `workPlugsCertification`), and without it, the employer first.
 */
export function workProtectionSentence(certification: string | undefined): string {
  const choice = "Uw werkgever kiest de gehoorbescherming op basis van de geluidsmeting.";
  const ask =
    "Vraag daarom vóór u bestelt aan uw werkgever of de arbodienst of deze oordoppen passen, en of uw werkgever ze betaalt.";
  return certification
    ? `Onze werkoordoppen zijn ${certification.replace(/\.$/, "")}. ${choice} ${ask}`
    : `Gehoorbescherming op het werk is een persoonlijk beschermingsmiddel. ${choice} ${ask}`;
}

/** Under the work page's table and cards: what the times without protection mean at work. */
export const AT_WORK_NOTE =
  "Op het werk is gehoorbescherming verplicht zodra u zonder bescherming de tijd haalt die hierboven staat.";
