// The words of the cost calculator ('Wat betaal ik zelf?', src/components/sections/cost-calculator.tsx):
// its fields, hints and results, and the sentences that explain each amount.
import { EXAMPLE_MARK } from "#/src/copy/marked-text.ts";
import { DEDUCTIBLE_CONDITION } from "#/src/copy/reimbursement.ts";
import type { OwnCost } from "#/src/lib/own-cost.ts";
import { formatAmount } from "#/src/lib/price.ts";
import { ADULT_FROM_AGE, formatShare, OWN_CONTRIBUTION_SHARE } from "#/src/lib/reimbursement-rules.ts";
import { capitalise } from "#/src/lib/capitalise.ts";

/** The part of the reimbursement an adult pays: '25%'. */
const ownContributionShare = formatShare(OWN_CONTRIBUTION_SHARE);

export const costLabels = {
  price: "Prijs van het hoortoestel",
  category: "Categorie",
  insurerMaximum: "Vergoeding van uw zorgverzekeraar (hoogstens)",
  age: "Uw leeftijd",
  adult: `${ADULT_FROM_AGE} jaar of ouder`,
  young: `Jonger dan ${ADULT_FROM_AGE} jaar`,
  eigenRisicoOpen: "Eigen risico dat nog openstaat",
  /** The eigen risico field's label names the year it is about. */
  eigenRisicoOf: (year: number) => `Eigen risico dat in ${year} nog openstaat`,
  supplementary: "Vergoeding van uw aanvullende verzekering voor de eigen bijdrage",
  insurerPays: "De zorgverzekeraar betaalt",
  youPay: "U betaalt zelf",
  deductible: "Waarvan mogelijk aftrekbaar",
} as const;

export const costHints = {
  price: "Voor twee oren: tel de prijzen van beide toestellen op, en ook de vergoedingen.",
  category: "Kies uw categorie om een gangbaar bedrag in te vullen. In uw polis kan het anders zijn.",
  insurerMaximum:
    "Voor uw categorie: het staat in uw polis, of vraag het ons. Zonder contract met ons kan het lager zijn.",
  supplementary: "Niet verplicht: weet u het niet, of heeft u er geen, laat het dan leeg.",
  young: `Onder ${ADULT_FROM_AGE} jaar betaalt u geen eigen bijdrage en geen eigen risico.`,
} as const;

export const costTexts = {
  ownEntry: "Zelf invullen",
  /** A category in the list: 'Categorie 1: € 600', marked while it is an example. */
  categoryOption: (category: number, amount: number, example: boolean) =>
    `Categorie ${category}: ${formatAmount(amount)}${example ? ` ${EXAMPLE_MARK}` : ""}`,
  /** Under the maximum, when it is higher than the price. */
  maximumAbovePrice: (price: number) =>
    `Uw toestel kost minder dan wat uw verzekeraar hoogstens vergoedt. De verzekeraar rekent dan met de prijs van het toestel: ${formatAmount(price)}. Er is dan niets aftrekbaar.`,
  checkFields: "Controleer de velden met een melding.",
  checkFieldsForResult: "Controleer de velden met een melding. Dan ziet u hier de uitkomst.",
  resultTitle: "Uw uitkomst",
  /** Before the link to the tax page, which is named as the menu names it. */
  taxPageLead: "Hoe de aftrek werkt, leest u op onze pagina",
  /** Printed under the result: 'Berekend op 4 december 2026 op www.example.nl/kosten-en-vergoeding.' */
  calculatedOn: (date: string, address: string) => `Berekend op ${date} op ${address}.`,
  print: "Uitkomst afdrukken",
  exampleCaption: "Rekenvoorbeeld van de Belastingdienst: wat betaalt u zelf?",
  noSupplementary: "geen",
  /** Under the worked example, without JavaScript (the eigen risico's sentence follows). */
  withoutScript: `Staat JavaScript in uw browser aan, dan rekent deze rekenhulp met uw eigen bedragen. De eigen bijdrage is ${ownContributionShare} van de vergoeding.`,
  rulesCheckedOn: "De regels zijn gecontroleerd op",
  eigenRisicoCheckedOn: (year: number) => `, het eigen risico van ${year} op`,
  exampleAmounts: ` Een bedrag met ${EXAMPLE_MARK} erachter is nog geen bedrag van onze praktijk.`,
} as const;

/** One line under each result: where the amount comes from. */
export function costExplanations(result: OwnCost, price: number, insurerMaximum: number, adult: boolean) {
  const reimbursed = formatAmount(Math.min(price, insurerMaximum));
  const supplementary =
    result.supplementaryPays > 0
      ? ` Plus ${formatAmount(result.supplementaryPays)} uit uw aanvullende verzekering.`
      : "";
  const insurer = adult
    ? `De vergoeding is ${reimbursed}. Daar gaan de eigen bijdrage van ${ownContributionShare} (${formatAmount(result.ownContribution)})${
        result.eigenRisico > 0 ? ` en het eigen risico (${formatAmount(result.eigenRisico)})` : ""
      } af.${supplementary}`
    : `De vergoeding van ${reimbursed}: onder ${ADULT_FROM_AGE} jaar zonder eigen bijdrage en eigen risico.`;
  const parts = [
    result.ownContribution - result.supplementaryPays > 0
      ? `de eigen bijdrage (${formatAmount(result.ownContribution - result.supplementaryPays)})`
      : "",
    result.eigenRisico > 0 ? `het eigen risico (${formatAmount(result.eigenRisico)})` : "",
    result.deductible > 0 ? `het deel boven de vergoeding (${formatAmount(result.deductible)})` : "",
  ].filter(Boolean);
  const you =
    parts.length === 0
      ? "U betaalt niets zelf."
      : `${capitalise(new Intl.ListFormat("nl", { type: "conjunction" }).format(parts))}.`;
  const deductible =
    result.deductible > 0
      ? `Het deel boven de vergoeding, ${DEDUCTIBLE_CONDITION}. Vergoedt uw aanvullende verzekering ook een deel van de meerprijs, dan mag u dat deel niet aftrekken. U trekt alleen af wat samen met uw andere zorgkosten boven uw drempel uitkomt.`
      : "Er is geen deel boven de vergoeding. De eigen bijdrage en het eigen risico zijn nooit aftrekbaar.";
  return { insurer, you, deductible };
}

/** The one sentence the live region reads out. */
export const costAnnouncement = (result: OwnCost) =>
  `${costLabels.youPay} ${formatAmount(result.youPay)}. ${costLabels.insurerPays} ${formatAmount(result.insurerPays)}. ${costLabels.deductible}: ${formatAmount(result.deductible)}.`;
