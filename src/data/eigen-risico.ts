/**
 * The eigen risico as pages and the cost calculator state it: the amount of the year they run in,
 * from the owner's data (content/eigen-risico.yaml). Pages pass the year they are built in, the
 * calculator the year in the visitor's browser. No data is imported here, so the calculator's
 * script carries only what its page hands it.
 */
import type { EigenRisicoYear } from "#/src/data/schema/eigen-risico.ts";
import { formatAmount } from "#/src/lib/price.ts";

export type EigenRisicoTable = readonly EigenRisicoYear[];

/** What the data says about one year: its own amount if confirmed, else the latest before it, and the next year's. */
export type EigenRisicoIn = {
  year: number;
  /** The confirmed amount of this year. */
  known?: EigenRisicoYear;
  /** The latest confirmed year before this one, to name while this year's amount is missing. */
  earlier?: EigenRisicoYear;
  /** The coming year's amount, when it is already confirmed. */
  next?: EigenRisicoYear;
};

export function eigenRisicoIn(table: EigenRisicoTable, year: number): EigenRisicoIn {
  const earlier = table.filter((entry) => entry.year < year).sort((a, b) => b.year - a.year)[0];
  return {
    year,
    known: table.find((entry) => entry.year === year),
    earlier,
    next: table.find((entry) => entry.year === year + 1),
  };
}

/** The year of a date written as "2026-11-26". */
export const yearOf = (date: string) => Number(date.slice(0, 4));

/**
 * The sentence a page states the eigen risico with: 'In 2026 is het eigen risico € 385 per jaar.',
 * with next year's amount once it is known (a page built in December is still read in January),
 * and, while this year's amount is missing, what was last known and who knows the real one.
 */
export function eigenRisicoSentence({ year, known, earlier, next }: EigenRisicoIn): string {
  const coming = next ? ` In ${next.year} wordt het ${formatAmount(next.amount)}.` : "";
  if (known) return `In ${year} is het eigen risico ${formatAmount(known.amount)} per jaar.${coming}`;
  const before = earlier ? ` In ${earlier.year} was het ${formatAmount(earlier.amount)}.` : "";
  return `Het eigen risico voor ${year} staat nog niet op onze site.${before} Uw zorgverzekeraar kan u het bedrag voor ${year} noemen.${coming}`;
}

/**
 * A device received after New Year may count toward the new year's eigen risico: said once, for the
 * pages and the calculator, with 'kan' and the insurer as the one who knows (docs/sources.md).
 */
export function newYearSentence(year: number): string {
  return `Krijgt u het toestel pas in ${year + 1}, dan kan het meetellen voor het eigen risico van ${year + 1}, ook als u dat van ${year} al heeft opgemaakt. Uw zorgverzekeraar kan u vertellen welke datum telt.`;
}

/** The calculator's hint under 'Eigen risico dat in 2026 nog openstaat'. */
export function eigenRisicoHint({ year, known, earlier }: EigenRisicoIn): string {
  const ask = "Uw zorgverzekeraar kan u vertellen hoeveel er nog openstaat.";
  if (known) {
    return `Tussen ${formatAmount(0)} en ${formatAmount(known.amount)}. Heeft u dit jaar al zorg gehad die onder het eigen risico valt, dan staat er minder open. ${ask} ${newYearSentence(year)}`;
  }
  const before = earlier ? ` In ${earlier.year} was het ${formatAmount(earlier.amount)}.` : "";
  return `Het eigen risico voor ${year} staat nog niet op onze site.${before} ${ask} ${newYearSentence(year)}`;
}

/** Where the owner's amounts are (Prijzen › Eigen risico in the editor). */
const EIGEN_RISICO_FILE = "content/eigen-risico.yaml";
/** From this month on, the coming year's eigen risico is missed (it is set by then); from January it is required. */
const EIGEN_RISICO_WARNING_MONTH = 12;

/**
 * What check:publish (scripts/lib/publish-check.ts) and the December reminder say about the eigen risico on `date` ("2026-12-03"): `missing` refuses the
 * publication (the current year has no amount), `warning` does not (the coming year has none yet).
 */
export function eigenRisicoCheck(table: EigenRisicoTable, date: string): { missing?: string; warning?: string } {
  const { year, known, earlier, next } = eigenRisicoIn(table, yearOf(date));
  const where = `Voeg het toe in de editor onder Prijzen › Eigen risico (${EIGEN_RISICO_FILE}), met de datum en de bron; docs/sources.md zegt waar u het vindt.`;
  if (!known) {
    const shown = earlier
      ? `De site noemt nu het bedrag van ${earlier.year} (${formatAmount(earlier.amount)}) en zegt dat het bedrag voor ${year} nog ontbreekt.`
      : "De site noemt nu geen bedrag.";
    return { missing: `Het eigen risico voor ${year} staat er nog niet in. ${shown} ${where}` };
  }
  if (!next && Number(date.slice(5, 7)) >= EIGEN_RISICO_WARNING_MONTH) {
    return {
      warning: `Let op: het eigen risico voor ${year + 1} staat er nog niet in. ${where} Vanaf 1 januari ${year + 1} gaat de site zonder dat bedrag niet meer online.`,
    };
  }
  return {};
}
