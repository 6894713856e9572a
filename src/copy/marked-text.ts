// The words that mark an example value, and text as plain words with those marks (the parts
// themselves: src/lib/marked-text.ts).
import { partsOf, type MarkedText } from "#/src/lib/marked-text.ts";

/** What follows an example value wherever the site shows one: on the page (ExampleMark), in plain text, in a list. */
export const EXAMPLE_MARK = "(voorbeeld)";

/**
 * An example review is marked on the quote itself, not after the name ('Anneke (voorbeeld)' reads as
 * part of a name): a label above it no visitor can take for a client's words.
 */
export const EXAMPLE_REVIEW_LABEL = "Voorbeeld, nog geen echte ervaring";

/**
 * A text as plain words, each example followed by its mark: for structured data, feeds and keys.
 * `marks: false` leaves the marks out (the words as they stand in the page's text nodes).
 */
export const plainText = (text: MarkedText, { marks = true }: { marks?: boolean } = {}): string =>
  partsOf(text)
    .map((part) =>
      typeof part === "string" ? part : marks && part.example ? `${part.fact} ${EXAMPLE_MARK}` : part.fact,
    )
    .join("");
