/**
 * Which part of a hearing aid's price may count as specifieke zorgkosten in the Dutch income-tax
 * return, after the Belastingdienst (Kennisgroep standpunt KG:202:2025:5, and its page
 * 'Gehoorapparaat'; docs/sources.md): the insurer reimburses at most its price for the category,
 * less the legal own contribution and the eigen risico still open. What the insurer pays, the own
 * contribution and the eigen risico are never deductible; what remains is the part of the price
 * above the insurer's maximum.
 *
 * That part counts only when the dearer device is functionally needed (it fits or works better for
 * the visitor), not for looks; and only what all specifieke zorgkosten of the year together exceed
 * the income threshold is finally deducted. A device the insurer does not reimburse at all falls
 * outside this calculation: its costs may not be deductible.
 */
import { OWN_CONTRIBUTION_SHARE } from "#/src/lib/reimbursement-rules.ts";

export type HearingAidCosts = {
  /** What the hearing aid (or the pair) costs, in euros. */
  price: number;
  /** The most the basic insurance reimburses for this device's category (contract price or maximum), in euros. */
  insurerMaximum: number;
  /** The legal own contribution as a share of the reimbursed price: 0.25 for adults, 0 under 18. */
  ownContributionShare?: number;
  /** The part of this year's eigen risico still open when the device is claimed (0 when used up, and under 18). */
  eigenRisicoRemaining?: number;
};

export type HearingAidDeduction = {
  /** What the insurer pays out. */
  insurerPays: number;
  /** The legal own contribution the visitor pays (not deductible). */
  ownContribution: number;
  /** The eigen risico this device uses up (not deductible). */
  eigenRisico: number;
  /** What may count as specifieke zorgkosten, before the income threshold. */
  deductible: number;
  /** Everything the visitor pays: own contribution, eigen risico and the deductible part together. */
  paidByYou: number;
};

/**
 * The Belastingdienst's own worked example (KG:202:2025:5): an adult's € 4.000 device, an insurer's
 * maximum of € 1.600 and € 300 of eigen risico still open. The tax page, the cost page and the
 * calculator's page without JavaScript show it; its outcome is this module's test.
 */
export const WORKED_EXAMPLE = { price: 4000, insurerMaximum: 1600, eigenRisicoRemaining: 300 } as const;

/** Euros rounded to whole cents, so 25 % of € 1.599,99 does not carry a tail of binary fractions. */
const cents = (euros: number) => Math.round(euros * 100) / 100;

function check(value: number, name: string) {
  if (!Number.isFinite(value) || value < 0) throw new RangeError(`${name} moet een bedrag van € 0 of meer zijn`);
}

/**
 * Splits a hearing aid's price into what the insurer pays, the own contribution, the eigen risico
 * and the part that may count as specifieke zorgkosten. Throws a RangeError with a Dutch message
 * for a negative amount, a share outside 0–100 % or an insurer that reimburses nothing.
 */
export function deductibleHearingAidCosts({
  price,
  insurerMaximum,
  ownContributionShare = OWN_CONTRIBUTION_SHARE,
  eigenRisicoRemaining = 0,
}: HearingAidCosts): HearingAidDeduction {
  check(price, "De prijs van het hoortoestel");
  check(insurerMaximum, "De vergoeding van de zorgverzekeraar");
  check(eigenRisicoRemaining, "Het eigen risico");
  if (insurerMaximum === 0) {
    throw new RangeError("Vergoedt de zorgverzekeraar het hoortoestel niet, dan geldt deze berekening niet");
  }
  if (!Number.isFinite(ownContributionShare) || ownContributionShare < 0 || ownContributionShare > 1) {
    throw new RangeError("De eigen bijdrage moet tussen 0% en 100% liggen");
  }

  const reimbursable = Math.min(price, insurerMaximum);
  const ownContribution = cents(reimbursable * ownContributionShare);
  const eigenRisico = cents(Math.min(eigenRisicoRemaining, reimbursable - ownContribution));
  const insurerPays = cents(reimbursable - ownContribution - eigenRisico);
  const deductible = cents(price - reimbursable);
  return {
    insurerPays,
    ownContribution,
    eigenRisico,
    deductible,
    paidByYou: cents(ownContribution + eigenRisico + deductible),
  };
}
