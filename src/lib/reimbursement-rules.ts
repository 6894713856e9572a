/**
 * The split of a hearing aid's price the Dutch basic health insurance applies by age: from 18 the
 * legal own contribution (25 % of what the insurer reimburses for the category) and the eigen
 * risico; under 18 neither. The tax deduction and the cost calculator apply it; the page copy states
 * it. Sources and the day they were checked: src/copy/reimbursement.ts, docs/sources.md
 * ("Vergoeding door de zorgverzekering").
 */

/** From this age the legal own contribution and the eigen risico apply. */
export const ADULT_FROM_AGE = 18;

/**
 * The legal own contribution (wettelijke eigen bijdrage) an adult pays: this share of the price the
 * insurer reimburses for the category (its contract price or maximum), never of a dearer device.
 */
export const OWN_CONTRIBUTION_SHARE = 0.25;

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
