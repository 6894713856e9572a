import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse, stringify } from "yaml";
import { warranty } from "#/src/data/business.server.ts";
import { parseYamlWith } from "#/src/data/data-files.ts";
import { pageCopyFile } from "#/src/data/schema/page-copy.ts";
import { EXAMPLE_MARK, plainText } from "#/src/copy/marked-text.ts";
import { resolvePageCopy } from "#/src/copy/page-copy.ts";

const root = join(import.meta.dirname, "..", "..");

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

  it("refuses a name with spaces in its braces, and a lone brace", () => {
    expect(() => parseYamlWith("content/pages/x.yaml", pageCopyFile, fixture("Met { garantie }."))).toThrow(
      /\{ garantie \} kent de site niet/,
    );
    expect(() => parseYamlWith("content/pages/x.yaml", pageCopyFile, fixture("Met {garantie."))).toThrow(
      /losse accolade/,
    );
  });

  it("refuses the warranty typed as a number, and a page that sells without naming it", () => {
    expect(() => parseYamlWith("content/pages/x.yaml", pageCopyFile, fixture("Met 5 jaar garantie."))).toThrow(
      /schrijf de garantie als \{garantie\}/,
    );
    const selling = parse(readFileSync(join(root, "content/pages/protection/zwem.yaml"), "utf8")) as Record<
      string,
      unknown
    >;
    const withoutWarranty = JSON.parse(JSON.stringify(selling).replaceAll("{garantie}", "onze service"));
    expect(() => parseYamlWith("content/pages/x.yaml", pageCopyFile, stringify(withoutWarranty))).toThrow(
      /noem de garantie ergens met \{garantie\}/,
    );
    expect(() => parseYamlWith("content/pages/x.yaml", pageCopyFile, stringify(selling))).not.toThrow();
  });

  it("refuses an offer moved above the advice that qualifies it, in Dutch, and accepts it below", () => {
    const page = (...sections: object[]) =>
      stringify({
        ...parse(fixture("Een alinea.")),
        sections: [{ type: "text", title: "Kop", paragraphs: ["Tekst."] }, ...sections],
      });
    const advice = { type: "shared-text", text: "zwemmen-met-buisjes" };
    const prices = { type: "price-list", title: "Prijzen", rows: [] };
    expect(() => parseYamlWith("content/pages/x.yaml", pageCopyFile, page(prices, advice))).toThrow(
      "Onderdelen: zet de vaste tekst over zwemmen met buisjes boven de producten en prijzen",
    );
    expect(() => parseYamlWith("content/pages/x.yaml", pageCopyFile, page(advice, prices))).not.toThrow();
  });

  it("refuses an 'Op deze pagina' link to a section that is not there", () => {
    const costs = parse(readFileSync(join(root, "content/pages/care/kosten-en-vergoeding.yaml"), "utf8")) as {
      sections: { type: string; id?: string }[];
    };
    const jump = costs.sections.find((section) => section.type === "jump-links") as unknown as {
      links: { id: string }[];
    };
    jump.links[0]!.id = "bestaat-niet";
    expect(() => parseYamlWith("content/pages/x.yaml", pageCopyFile, stringify(costs))).toThrow(
      /wijst naar een onderdeel dat er niet is/,
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
