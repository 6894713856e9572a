/**
 * The values a content page's text may name between braces (content/pages/, src/copy/page-copy.ts):
 * a value from the owner's other data, marked while it is an example, or a rule the site states
 * once. The owner's editor lists them with what each says.
 */
import { practice, prices, trust } from "#/src/data/owner-files.server.ts";
import { practiceFact, warranty } from "#/src/data/business.server.ts";
import { eigenRisicoNewYear, eigenRisicoStatement } from "#/src/data/eigen-risico-at-build.server.ts";
import { fact, listOf, marked, type Fact, type MarkedText } from "#/src/lib/marked-text.ts";
import { ARBO, COVENANT, workProtectionSentence } from "#/src/copy/noise-rules.ts";
import { CUSTOM_FILTERS_DB } from "#/src/copy/hearing-facts.ts";
import {
  CATEGORIES,
  DEDUCTIBLE_CONDITION,
  HEARING_LOSS_FREQUENCIES_HZ,
  MIN_HEARING_LOSS_DB,
  REPLACEMENT_AFTER_YEARS,
} from "#/src/copy/reimbursement.ts";
import { ownCost } from "#/src/lib/own-cost.ts";
import { formatAmount, formatPrice } from "#/src/lib/price.ts";
import { ADULT_FROM_AGE, formatShare, OWN_CONTRIBUTION_SHARE } from "#/src/lib/reimbursement-rules.ts";
import { WORKED_EXAMPLE } from "#/src/lib/tax-deduction.ts";
import type { PageToken } from "#/src/data/schema/copy-fields.ts";
import type { PriceId } from "#/src/data/schema/prices.ts";

export type TokenValue = string | number | Fact | MarkedText;

/**
 * The Wkkgz's terms for a complaint: an answer within six weeks, at most four more when the
 * provider says so in writing; a disputes body may award at most € 25.000 (docs/sources.md,
 * 'Klachten en geschillen (Wkkgz)').
 */
const COMPLAINT_WEEKS = 6;
const COMPLAINT_EXTENSION_WEEKS = 4;
const MAX_COMPENSATION = 25_000;

const { complaints } = practice;
const complaintsFact = (value: string, field: (typeof complaints.placeholders)[number]) =>
  fact(value, complaints.placeholders.includes(field));

const example = ownCost({ ...WORKED_EXAMPLE, adult: true, eigenRisicoOpen: WORKED_EXAMPLE.eigenRisicoRemaining });

/** Each name's value (the names, and what each says, are in src/data/schema/copy-fields.ts). */
export const pageTokens: Record<PageToken, TokenValue> = {
  garantie: warranty,
  proefperiode: practiceFact("trialPeriodDays", (days) => `${days} dagen`),
  ervaring: practiceFact("yearsOfExperience", (years) => `${years} jaar`),
  "duur-hoortest": practiceFact("hearingTestMinutes", (minutes) => `${minutes} minuten`),
  "ervaring-plus": practiceFact("yearsOfExperience", (years) => `${years}+ jaar ervaring`),
  "registraties-zin": trust.registrations.length
    ? marked`Wij staan ingeschreven bij: ${listOf(trust.registrations.map((entry) => fact(entry.name, entry.placeholder)))}.`
    : "Vraag ons gerust naar onze registraties en keurmerken.",
  "volwassen-vanaf": ADULT_FROM_AGE,
  "eigen-bijdrage": formatShare(OWN_CONTRIBUTION_SHARE),
  "deel-verzekeraar": formatShare(1 - OWN_CONTRIBUTION_SHARE),
  "eigen-risico": eigenRisicoStatement,
  "eigen-risico-nieuw-jaar": eigenRisicoNewYear,
  "minimaal-gehoorverlies": MIN_HEARING_LOSS_DB,
  frequenties: new Intl.ListFormat("nl", { type: "conjunction" }).format(HEARING_LOSS_FREQUENCIES_HZ.map(String)),
  "vervangen-na": REPLACEMENT_AFTER_YEARS,
  "aantal-categorieen": CATEGORIES.length,
  "eerste-categorie": CATEGORIES[0],
  "laatste-categorie": CATEGORIES[CATEGORIES.length - 1]!,
  "aftrek-voorwaarde": DEDUCTIBLE_CONDITION,
  "voorbeeld-prijs": formatAmount(WORKED_EXAMPLE.price),
  "voorbeeld-vergoeding": formatAmount(WORKED_EXAMPLE.insurerMaximum),
  "voorbeeld-eigen-risico": formatAmount(WORKED_EXAMPLE.eigenRisicoRemaining),
  "voorbeeld-verzekeraar-betaalt": formatAmount(example.insurerPays),
  "voorbeeld-u-betaalt": formatAmount(example.youPay),
  "voorbeeld-aftrekbaar": formatAmount(example.deductible),
  "arbo-uren": ARBO.averagedOverHours,
  "arbo-onderste-actiewaarde": ARBO.lowerActionDb,
  "arbo-bovenste-actiewaarde": ARBO.upperActionDb,
  "arbo-grenswaarde": ARBO.limitDb,
  convenant: COVENANT.maxDbA,
  "werk-keurmerk-zin": workProtectionSentence(practice.workPlugsCertification),
  filters: `${new Intl.ListFormat("nl", { type: "disjunction" }).format(CUSTOM_FILTERS_DB.map(String))} dB`,
  klachtenfunctionaris: complaintsFact(complaints.officer, "officer"),
  geschilleninstantie: complaintsFact(complaints.disputesBody, "disputesBody"),
  "klacht-weken": COMPLAINT_WEEKS,
  "klacht-verlenging": COMPLAINT_EXTENSION_WEEKS,
  "klacht-uiterlijk": COMPLAINT_WEEKS + COMPLAINT_EXTENSION_WEEKS,
  "klacht-schadevergoeding": formatAmount(MAX_COMPENSATION),
};

/** `{prijs:music-regular}`: a price from content/prices.yaml, marked while it is an example. */
export function priceToken(id: string): Fact | undefined {
  const price = Object.hasOwn(prices, id) ? prices[id as PriceId] : undefined;
  return price && "amount" in price ? fact(formatPrice(price), price.placeholder) : undefined;
}
