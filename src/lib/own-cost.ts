/**
 * 'Wat betaal ik zelf?': what a visitor pays for a hearing aid, what the insurer pays and which part
 * may count as specifieke zorgkosten. The split itself is the Belastingdienst's rule in
 * src/lib/tax-deduction.ts; the rules by age are in src/lib/reimbursement-rules.ts, the year's eigen
 * risico in the owner's data (content/eigen-risico.yaml), handed in by the caller. This module adds
 * the age choice, the supplementary policy and the checks, with messages in Dutch for the calculator
 * on /kosten-en-vergoeding.
 */
import { ADULT_FROM_AGE, reimbursementRulesFor } from "#/src/lib/reimbursement-rules.ts";
import { formatAmount } from "#/src/lib/price.ts";
import { deductibleHearingAidCosts } from "#/src/lib/tax-deduction.ts";

export type OwnCostInput = {
  /** What the hearing aid (or the pair) costs, in euros. */
  price: number;
  /** The most the basic insurance reimburses for this device's category, in euros. */
  insurerMaximum: number;
  /** 18 or older: the legal own contribution and the eigen risico apply. */
  adult: boolean;
  /** The part of this year's eigen risico still open (0 to the year's amount). */
  eigenRisicoOpen: number;
  /** This year's eigen risico, the most that can be open; unchecked while the year's amount is unknown. */
  eigenRisicoOfYear?: { year: number; amount: number };
  /** What a supplementary policy pays towards the legal own contribution (never more than it). */
  supplementary?: number;
};

export type OwnCost = {
  /** What the basic insurance pays. */
  basicInsurancePays: number;
  /** What the supplementary policy pays: at most the own contribution. */
  supplementaryPays: number;
  /** Both insurances together. */
  insurerPays: number;
  /** The legal own contribution, before the supplementary policy. */
  ownContribution: number;
  /** The eigen risico this device uses up. */
  eigenRisico: number;
  /** The part of the price above the insurer's maximum: what may count as specifieke zorgkosten. */
  deductible: number;
  /** Everything the visitor pays. */
  youPay: number;
  /** The device costs less than the insurer's maximum: the insurer reckons with the price. */
  maximumAbovePrice: boolean;
};

export type OwnCostField = "price" | "insurerMaximum" | "eigenRisicoOpen" | "supplementary";

const cents = (amount: number) => Math.round(amount * 100) / 100;

/** The Dutch messages for impossible values, by field; empty when the input can be calculated. */
export function ownCostProblems(input: OwnCostInput): Partial<Record<OwnCostField, string>> {
  const problems: Partial<Record<OwnCostField, string>> = {};
  const amount = (field: OwnCostField, value: number | undefined) => {
    if (value === undefined) return;
    if (!Number.isFinite(value)) problems[field] = "Vul een bedrag in euro's in, bijvoorbeeld 1.600.";
    else if (value < 0) problems[field] = "Vul een bedrag in van 0 euro of meer.";
  };
  amount("price", input.price);
  amount("insurerMaximum", input.insurerMaximum);
  if (input.adult) {
    amount("eigenRisicoOpen", input.eigenRisicoOpen);
    amount("supplementary", input.supplementary);
  }
  if (!problems.price && input.price === 0) problems.price = "Vul de prijs van het hoortoestel in.";
  if (!problems.insurerMaximum && input.insurerMaximum === 0) {
    problems.insurerMaximum =
      "Vergoedt uw zorgverzekeraar het hoortoestel niet? Dan geldt deze berekening niet. Vraag ons wat u kunt doen.";
  }
  const ofYear = input.eigenRisicoOfYear;
  if (input.adult && ofYear && !problems.eigenRisicoOpen && input.eigenRisicoOpen > ofYear.amount) {
    problems.eigenRisicoOpen = `Het eigen risico is in ${ofYear.year} ${formatAmount(ofYear.amount)}. Vul een bedrag in van ${formatAmount(0)} tot en met ${formatAmount(ofYear.amount)}.`;
  }
  return problems;
}

/**
 * Splits the price between the insurer(s) and the visitor. Throws a RangeError with the Dutch
 * message of the first impossible value (see ownCostProblems).
 */
export function ownCost(input: OwnCostInput): OwnCost {
  const [problem] = Object.values(ownCostProblems(input));
  if (problem) throw new RangeError(problem);

  const rules = reimbursementRulesFor(input.adult ? ADULT_FROM_AGE : ADULT_FROM_AGE - 1);
  const split = deductibleHearingAidCosts({
    price: input.price,
    insurerMaximum: input.insurerMaximum,
    ownContributionShare: rules.ownContributionShare,
    eigenRisicoRemaining: rules.eigenRisicoApplies ? input.eigenRisicoOpen : 0,
  });
  const supplementaryPays = cents(Math.min(input.adult ? (input.supplementary ?? 0) : 0, split.ownContribution));
  return {
    basicInsurancePays: split.insurerPays,
    supplementaryPays,
    insurerPays: cents(split.insurerPays + supplementaryPays),
    ownContribution: split.ownContribution,
    eigenRisico: split.eigenRisico,
    deductible: split.deductible,
    youPay: cents(split.paidByYou - supplementaryPays),
    maximumAbovePrice: input.insurerMaximum > input.price,
  };
}
