/**
 * Page text that holds values from the owner's data which may still be examples (a `placeholder`
 * in the data): the trial period, the years of experience, a register's name. Such a value stays
 * a part of its own, so the page can mark it (src/components/ui/marked.tsx) and plain text (structured
 * data, a feed) can say it too (src/copy/marked-text.ts). Write it with the `marked` tag:
 *
 *   marked`De proefperiode duurt ${practiceFact("trialPeriodDays")} dagen.`
 */

/** A value from the owner's data inside page text, and whether it is still an example. */
export type Fact = { fact: string; example: boolean };

/** Text as a page shows it: a plain string, or parts of which some are facts. */
export type MarkedText = string | readonly (string | Fact)[];

export const fact = (value: string | number, example: boolean): Fact => ({ fact: String(value), example });

type Piece = string | number | Fact | MarkedText;

/** Joins text and facts (or marked texts, such as a list); a string or number between the pieces is plain text. */
export function marked(strings: TemplateStringsArray, ...values: Piece[]): MarkedText {
  const parts: (string | Fact)[] = [];
  const add = (part: string | Fact) => {
    const last = parts.at(-1);
    if (typeof part === "string" && typeof last === "string") parts[parts.length - 1] = last + part;
    else if (part !== "") parts.push(part);
  };
  strings.forEach((piece, index) => {
    add(piece);
    const value = values[index];
    if (value === undefined) return;
    if (typeof value === "number") add(String(value));
    else if (typeof value === "string" || Array.isArray(value)) partsOf(value as MarkedText).forEach(add);
    else add(value as Fact);
  });
  return parts.every((part) => typeof part === "string") ? parts.join("") : parts;
}

/** Facts as a Dutch list: "A, B en C", each marked on its own. */
export function listOf(facts: readonly Fact[]): MarkedText {
  const parts: (string | Fact)[] = [];
  facts.forEach((item, index) => {
    if (index > 0) parts.push(index === facts.length - 1 ? " en " : ", ");
    parts.push(item);
  });
  return parts;
}

/** The parts of a text, facts included. */
export const partsOf = (text: MarkedText): readonly (string | Fact)[] => (typeof text === "string" ? [text] : text);

/** Whether a value is page text (a string or marked parts), as against another kind of block. */
export const isMarkedText = (value: unknown): value is MarkedText => typeof value === "string" || Array.isArray(value);
