/**
 * The practice's facts as the site uses them, from the owner's data files: content/practice.yaml,
 * content/branches.yaml and content/opening-hours.yaml (checked by the schemas in schema/).
 * Pages, header, footer, links and structured data read them from here.
 */
import { branches as branchData, openingHours as hoursData, practice } from "#/src/data/owner-files.server.ts";
import type { BranchesFile, BranchId } from "#/src/data/schema/branches.ts";
import type { HoursException } from "#/src/data/schema/opening-hours.ts";
import { fact, type Fact } from "#/src/lib/marked-text.ts";
import { paths } from "#/src/registry/pages.ts";
import type { WeekHours } from "#/src/lib/week.ts";

export { periodsOf, weekdays, type DayHours, type Weekday } from "#/src/lib/week.ts";
export type { BranchId, HoursException };

export type Branch = Omit<BranchesFile[BranchId], "placeholders"> & {
  id: BranchId;
  hours: WeekHours;
  /** Shown under the hours table, e.g. appointments outside opening hours. */
  hoursNote: string;
  path: string;
};

export const branches: readonly Branch[] = (Object.keys(branchData) as BranchId[]).map((id) => {
  const { placeholders: _, ...facts } = branchData[id];
  const { week, note } = hoursData.branches[id];
  return {
    id,
    ...facts,
    hours: week,
    hoursNote: note,
    path: paths[id],
  };
});

export const branchById = (id: BranchId): Branch => {
  const branch = branches.find((candidate) => candidate.id === id);
  if (!branch) throw new Error(`Unknown branch ${id}`);
  return branch;
};

const {
  placeholders: _,
  legal: { placeholders: __, ...legal },
  // The complaints procedure is /klachten's alone (content/pages/klachten.yaml, src/copy/contact-details.ts).
  complaints: ___,
  ...facts
} = practice;

type PracticeField = (typeof practice.placeholders)[number];
type LegalField = (typeof practice.legal.placeholders)[number];
const examples = new Set<string>(practice.placeholders);
const legalExamples = new Set<string>(practice.legal.placeholders);

/** Whether a practice detail (content/practice.yaml) is still an example the practice has to replace. */
export const isExample = (field: PracticeField): boolean => examples.has(field);
/** The same for a legal detail (`legal` in content/practice.yaml). */
export const isLegalExample = (field: LegalField): boolean => legalExamples.has(field);

/**
 * Whether /belasting-teruggave embeds the external tax calculator: only at a real address. While
 * the address is an example, the page links to the Belastingdienst and our own calculator instead.
 */
export const embedsTaxCalculator = !isExample("taxCalculatorUrl");

/**
 * A practice detail for page text, marked while it is an example (src/copy/marked-text.ts).
 * `words` writes it with its unit, so the mark follows the whole value: "5 jaar (voorbeeld)".
 */
export function practiceFact<Field extends PracticeField & keyof typeof facts>(
  field: Field,
  words: (value: (typeof facts)[Field]) => string = String,
): Fact {
  return fact(words(facts[field]), isExample(field));
}

/** The warranty on what we make to measure, as a product card or a step says it: "5 jaar garantie en service". */
export const warranty = practiceFact("warrantyYears", (years) => `${years} jaar garantie en service`);

export const business = {
  ...facts,
  legal,
  /** FormSubmit's AJAX endpoint for the address the contact form sends to. */
  formEndpoint: `https://formsubmit.co/ajax/${practice.formEmail}`,
  /** FormSubmit's plain endpoint: where the form posts without JavaScript (it then opens `_next`). */
  formPlainEndpoint: `https://formsubmit.co/${practice.formEmail}`,
  branches,
  /** The legal details still examples (the footer marks the KvK number while it is one). */
  legalExamples: practice.legal.placeholders,
} as const;

/** What a page gives an island that shows the practice's details (src/components/hooks/business.ts). */
export type Business = typeof business;

/** The practice's years of practice, as the proof under a hero shows them. */
export const experience = { years: business.yearsOfExperience, example: isExample("yearsOfExperience") };
