/**
 * What the Dutch basic health insurance (basisverzekering, Zorgverzekeringswet) reimburses for a
 * hearing aid: the statutory rules, written once. The hearing-aid page, the tax-refund page (and
 * the tax deduction in app/lib/tax-deduction.ts) and any cost calculator read them from here.
 *
 * Sources (docs/sources.md, "Vergoeding door de zorgverzekering"), checked 2026-11-23:
 * - Zorginstituut Nederland, "Auditieve hulpmiddelen voor slechthorenden en doven (Zvw)":
 *   a hearing aid from at least 35 dB hearing loss or severe tinnitus; the Keuzeprotocol hoorzorg.
 * - Insurers' own pages (Univé, ONVZ, Zilveren Kruis): 35 dB averaged over 1, 2 and 4 kHz; the 25 %
 *   legal own contribution from 18; none and no eigen risico under 18; categories 1 to 5; a
 *   five-year term.
 * The eigen risico itself is set every year: it is the owner's data, one amount a year with the
 * day it was checked (content/eigen-risico.yaml, app/data/eigen-risico.ts; docs/sources.md).
 */

/** The day these facts were last checked against the sources above. */
export const REIMBURSEMENT_CHECKED = "2026-11-23";

/** From this age the legal own contribution and the eigen risico apply. */
export const ADULT_FROM_AGE = 18;

/** The least hearing loss that gives a right to a hearing aid (or severe tinnitus, see below). */
export const MIN_HEARING_LOSS_DB = 35;
/** The hearing loss is the average of the losses at these frequencies. */
export const HEARING_LOSS_FREQUENCIES_HZ = [1000, 2000, 4000] as const;

/**
 * The legal own contribution (wettelijke eigen bijdrage) an adult pays: this share of the price the
 * insurer reimburses for the category (its contract price or maximum), never of a dearer device.
 */
export const OWN_CONTRIBUTION_SHARE = 0.25;

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

export type ReimbursementRules = {
  /** Share of the insurer's price for the category that the visitor pays as legal own contribution. */
  ownContributionShare: number;
  /** Whether the hearing aid counts towards the eigen risico. */
  eigenRisicoApplies: boolean;
};

/** The rules for a visitor of this age: adults pay 25 % and the eigen risico; under 18 neither. */
export function reimbursementRulesFor(age: number): ReimbursementRules {
  if (!Number.isFinite(age) || age < 0) throw new RangeError("Leeftijd moet 0 jaar of meer zijn");
  return age >= ADULT_FROM_AGE
    ? { ownContributionShare: OWN_CONTRIBUTION_SHARE, eigenRisicoApplies: true }
    : { ownContributionShare: 0, eigenRisicoApplies: false };
}

/** A share as Dutch text: 0.25 → "25%". */
export const formatShare = (share: number): string => `${Math.round(share * 100)}%`;
