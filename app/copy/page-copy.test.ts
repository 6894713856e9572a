import { describe, expect, it } from "vitest";
import { warranty } from "#/app/data/business.ts";
import { parseYamlWith } from "#/app/data/data-files.ts";
import { pageCopyFile } from "#/app/data/schema/page-copy.ts";
import { EXAMPLE_MARK, plainText } from "#/app/copy/marked-text.ts";
import { resolvePageCopy } from "#/app/copy/page-copy.ts";

/** A page file with one text section, as the owner might write it. */
const fixture = (paragraph: string, title = "Een kop") => `
meta:
  title: Een pagina
  description: Een omschrijving van een pagina die lang genoeg is om in de zoekresultaten te staan.
hero:
  eyebrow: Boven
  title: Een titel
  intro: Een inleiding.
  image: about-hero
sections:
  - type: text
    title: ${title}
    paragraphs:
      - ${paragraph}
cta:
  title: Vragen?
  text: Bel ons.
  contact: Contact voor advies
`;

describe("a content page's file", () => {
  it("refuses a name between braces the site does not know, in Dutch, at the field", () => {
    expect(() => parseYamlWith("content/pages/x.yaml", pageCopyFile, fixture("Met {garantei}."))).toThrow(
      /content\/pages\/x\.yaml › Onderdelen › .* › Alinea's › Alinea 1: \{garantei\} kent de site niet/,
    );
    expect(() => parseYamlWith("content/pages/x.yaml", pageCopyFile, fixture("Voor {prijs:bestaat-niet}."))).toThrow(
      /\{prijs:bestaat-niet\} kent de site niet/,
    );
  });

  it("fills in a value from the owner's data, marked in a paragraph while it is an example, and said so in a heading", () => {
    const copy = parseYamlWith("content/pages/x.yaml", pageCopyFile, fixture("Met {garantie}.", "Nu met {garantie}"));
    const page = resolvePageCopy("content/pages/x.yaml", copy);
    const section = page.sections[0]!;
    expect(section.type === "text" && section.paragraphs[0]).toEqual(["Met ", warranty, "."]);
    const mark = warranty.example ? ` ${EXAMPLE_MARK}` : "";
    expect(section.type === "text" && section.title).toBe(`Nu met ${warranty.fact}${mark}`);
    expect(plainText(section.type === "text" ? section.paragraphs[0]! : "")).toBe(`Met ${warranty.fact}${mark}.`);
  });
});
