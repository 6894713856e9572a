import { prices } from "#/src/data/owner-files.server.ts";
import { describe, expect, it } from "vitest";
import { warranty } from "#/src/data/business.server.ts";
import { contentFiles } from "#/src/registry/content-pages.fixture.ts";
import type { Fact } from "#/src/lib/marked-text.ts";
import { plainText } from "#/src/copy/marked-text.ts";
import { DEDUCTIBLE_CONDITION } from "#/src/copy/reimbursement.ts";
import { taxRefundPage } from "#/src/copy/tax-refund.ts";
import type { ContentPage, Section } from "#/src/copy/sections.ts";
import { formatPrice } from "#/src/lib/price.ts";

const secondOpinionPage = contentFiles["care/second-opinion"]!;
const hearingAidsPage = contentFiles["care/hoortoestellen"]!;

const isFact = (value: unknown): value is Fact =>
  typeof value === "object" && value !== null && "fact" in value && "example" in value;

/** Every piece of text a page types itself, leaving out the values that come from the owner's data. */
function typedStrings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (isFact(value)) return [];
  if (Array.isArray(value)) return value.flatMap(typedStrings);
  if (typeof value === "object" && value !== null) return Object.values(value).flatMap(typedStrings);
  return [];
}

/** Every value from the owner's data a page shows. */
function facts(value: unknown): Fact[] {
  if (isFact(value)) return [value];
  if (Array.isArray(value)) return value.flatMap(facts);
  if (typeof value === "object" && value !== null) return Object.values(value).flatMap(facts);
  return [];
}

describe("the warranty, one fact in the owner's data", () => {
  it("is never typed into a page: every warranty a page states is the practice's value", () => {
    for (const [file, page] of Object.entries(contentFiles)) {
      const typed = typedStrings(page).filter((text) => /\d+\s*jaar\s+garantie/i.test(text));
      expect(typed, file).toEqual([]);
    }
  });

  it("is stated on every page that sells something made to measure, marked while it is an example", () => {
    const sellsCustom = (page: ContentPage) =>
      page.sections.some((section) => section.type === "products" || section.type === "spec-sheet");
    for (const [file, page] of Object.entries(contentFiles).filter(([, page]) => sellsCustom(page))) {
      const shown = facts(page).filter((fact) => fact.fact === warranty.fact);
      expect(shown.length, file).toBeGreaterThan(0);
      for (const fact of shown) expect(fact.example, file).toBe(warranty.example);
    }
  });
});

describe("the second opinion's price", () => {
  it("is stated on the page, from the price list, so 'nergens aan vast' is not read as free", () => {
    const price = prices["second-opinion"];
    const text = secondOpinionPage.sections
      .flatMap((section: Section) => (section.type === "text" ? section.paragraphs : []))
      .map((paragraph) => plainText(paragraph))
      .join(" ");
    expect(text).toContain(formatPrice(price));
  });
});

describe("the condition for deducting the part of the price above the reimbursement", () => {
  const text = (value: unknown) =>
    typedStrings(value)
      .map((string) => plainText(string))
      .join(" ");

  it("is said in the one wording where the hearing-aids page and the tax page say that part is deductible", () => {
    expect(text(hearingAidsPage.sections)).toContain(DEDUCTIBLE_CONDITION);
    expect(text(taxRefundPage.deductible.items)).toContain(DEDUCTIBLE_CONDITION);
  });

  it("is the only condition any page or the tax page names for it", () => {
    const everything = [...Object.values(contentFiles), taxRefundPage];
    for (const page of everything) {
      // A condition of its own would read 'alleen als …' or 'telt alleen …' near 'duurder'.
      for (const sentence of text(page).split(/(?<=[.;?!])\s+/)) {
        if (/\balleen\b/.test(sentence) && /\b(aftrek\w*|telt)\b/.test(sentence) && /duurder/.test(sentence)) {
          expect(sentence).toContain(DEDUCTIBLE_CONDITION);
        }
      }
    }
  });
});
