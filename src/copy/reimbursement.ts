/**
 * What the Dutch basic health insurance (basisverzekering, Zorgverzekeringswet) reimburses for a
 * hearing aid: the statutory rules, written once. The hearing-aid page, the cost page and the
 * tax-refund page read them from here. The split the calculators apply (from which age, which
 * share) is logic: src/lib/reimbursement-rules.ts, checked against the same sources.
 *
 * Sources (docs/sources.md, "Vergoeding door de zorgverzekering"), checked 2026-11-23:
 * - Zorginstituut Nederland, "Auditieve hulpmiddelen voor slechthorenden en doven (Zvw)":
 *   a hearing aid from at least 35 dB hearing loss or severe tinnitus; the Keuzeprotocol hoorzorg.
 * - Insurers' own pages (Univé, ONVZ, Zilveren Kruis): 35 dB averaged over 1, 2 and 4 kHz; the 25 %
 *   legal own contribution from 18; none and no eigen risico under 18; categories 1 to 5; a
 *   five-year term.
 * The eigen risico itself is set every year: it is the owner's data, one amount a year with the
 * day it was checked (content/eigen-risico.yaml, src/data/eigen-risico.ts; docs/sources.md).
 */

/** The day these facts were last checked against the sources above. */
export const REIMBURSEMENT_CHECKED = "2026-11-23";

/** The least hearing loss that gives a right to a hearing aid (or severe tinnitus, see below). */
export const MIN_HEARING_LOSS_DB = 35;
/** The hearing loss is the average of the losses at these frequencies. */
export const HEARING_LOSS_FREQUENCIES_HZ = [1000, 2000, 4000] as const;

/**
 * When the part of the price above the reimbursement is deductible, in one wording wherever the
 * site says it: the Belastingdienst's current page 'Gehoorapparaat' counts that part for a device
 * the insurance reimburses, and a device it does not reimburse not at all (docs/sources.md,
 * Belasting). Written to follow 'Dat mag ' or a comma: '…, alleen als uw zorgverzekering …'.
 */
export const DEDUCTIBLE_CONDITION =
  "alleen als uw zorgverzekering het toestel vergoedt, ook als dat maar voor een deel is";

/** A new hearing aid is reimbursed again after this many years, or sooner when it is medically needed. */
export const REPLACEMENT_AFTER_YEARS = 5;

/**
 * The reimbursement categories of the Keuzeprotocol hoorzorg, by need: from simple listening
 * situations with a smaller loss (1) to a large loss or many difficult listening situations (5).
 */
export const CATEGORIES = [1, 2, 3, 4, 5] as const;
export type Category = (typeof CATEGORIES)[number];

/**
 * What each category roughly means in daily life, for /kosten-en-vergoeding. The category itself
 * follows from the hearing test and a questionnaire about the visitor's listening situations
 * (Hoormij, Hoorwijzer in docs/sources.md); these lines are a plain-language impression, no rule.
 */
export const CATEGORY_IN_DAILY_LIFE: Record<Category, string> = {
  1: "Vooral rustige situaties: een gesprek met één persoon thuis, televisie kijken.",
  2: "Rustige situaties en af en toe een gesprek met een paar mensen, zoals visite thuis.",
  3: "Ook situaties met achtergrondgeluid, zoals een verjaardag, een winkel of de auto.",
  4: "Veel wisselende en drukke situaties, zoals vergaderingen, een restaurant of uw werk.",
  5: "Een groot gehoorverlies of veel lastige luistersituaties, waarin u de meeste hulp nodig heeft.",
};
