import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { brand, ogTexts } from "#/src/copy/brand.ts";
import { business } from "#/src/data/business.server.ts";
import {
  brandIcons,
  iconSvg,
  OG_IMAGE_HEIGHT,
  OG_IMAGE_WIDTH,
  OG_MARGIN,
  ogImageLayout,
  ogImageSvg,
  type Outliner,
  parseMark,
} from "#/media/brand.ts";

const mark = readFileSync(join(import.meta.dirname, "..", "public", "favicon.svg"), "utf8");

/** Stands in for the fontkit outliner: every glyph 0.55 em wide, each text its own path. */
function fakeOutliner(): Outliner & { paths: Map<string, string> } {
  const paths = new Map<string, string>();
  const outline: Outliner = (text, weight) => {
    const advance = text.length * (weight === 700 ? 600 : 550);
    const d = paths.get(text) ?? `M0 0H${advance}V700H0Z M${paths.size + 1} 1Z`;
    paths.set(text, d);
    return { d, advance, unitsPerEm: 1000, capHeight: 700, descender: -250, inkTop: 760, inkBottom: -250 };
  };
  return Object.assign(outline, { paths });
}

describe("the default preview image", () => {
  it("is 1200 × 630 with the practice name as outlines, not <text>", () => {
    const outline = fakeOutliner();
    const svg = ogImageSvg(mark, outline, ogTexts);
    expect(svg).toMatch(new RegExp(`^<svg [^>]*width="${OG_IMAGE_WIDTH}" height="${OG_IMAGE_HEIGHT}"`));
    expect([OG_IMAGE_WIDTH, OG_IMAGE_HEIGHT]).toEqual([1200, 630]);
    expect(svg).not.toMatch(/<text\b/);
    const nameLines = ogImageLayout(outline, ogTexts).lines.filter((line) => line.role === "name");
    expect(nameLines.map((line) => line.text).join(" ")).toBe(business.name);
    for (const line of nameLines) expect(svg).toContain(`d="${outline.paths.get(line.text)}"`);
  });

  it("names both places and embeds the logo mark", () => {
    const { lines } = ogImageLayout(fakeOutliner(), ogTexts);
    const places = lines.find((line) => line.role === "places")!.text;
    for (const branch of business.branches) expect(places).toContain(branch.name);
    expect(ogImageSvg(mark, fakeOutliner(), ogTexts)).toContain(parseMark(mark).body);
  });

  it.each([
    ["the real texts", fakeOutliner()],
    [
      "much wider glyphs",
      ((text, weight) => ({ ...fakeOutliner()(text, weight), advance: text.length * 2000 })) as Outliner,
    ],
  ])("keeps every line inside the margins with %s", (_, outline) => {
    for (const { box, text } of ogImageLayout(outline, ogTexts).lines) {
      expect(box.left, text).toBeGreaterThanOrEqual(OG_MARGIN);
      expect(box.right, text).toBeLessThanOrEqual(OG_IMAGE_WIDTH - OG_MARGIN + 0.01);
      expect(box.top, text).toBeGreaterThanOrEqual(OG_MARGIN - 0.01);
      expect(box.bottom, text).toBeLessThanOrEqual(OG_IMAGE_HEIGHT - OG_MARGIN + 0.01);
    }
  });

  it("shrinks a much longer name and more services to fit", () => {
    const texts = {
      name: "Audiologisch Adviesbureau en Hoorzorgpraktijk Noord-Holland Friesland Klankwijs",
      services: [
        "Hoortoestellen",
        "Gehoorbescherming op maat",
        "In-ear monitors",
        "Tinnitusbegeleiding",
        "Second opinion",
      ],
      places: "Hurdegaryp · Wieringerwerf · Leeuwarden · Den Helder · Heerenveen · Alkmaar",
    };
    const { lines } = ogImageLayout(fakeOutliner(), texts);
    expect(
      lines
        .filter((line) => line.role === "name")
        .map((line) => line.text)
        .join(" "),
    ).toBe(texts.name);
    for (const { box, text } of lines) {
      expect(box.left, text).toBeGreaterThanOrEqual(OG_MARGIN);
      expect(box.right, text).toBeLessThanOrEqual(OG_IMAGE_WIDTH - OG_MARGIN + 0.01);
      expect(box.top, text).toBeGreaterThanOrEqual(OG_MARGIN - 0.01);
      expect(box.bottom, text).toBeLessThanOrEqual(OG_IMAGE_HEIGHT - OG_MARGIN + 0.01);
    }
  });
});

describe("iconSvg", () => {
  it("draws every icon at its size; only the transparent ones without a background", () => {
    for (const icon of brandIcons) {
      const svg = iconSvg(mark, icon.size, icon.variant);
      expect(svg).toContain(`width="${icon.size}" height="${icon.size}"`);
      expect(svg.includes(`fill="${brand.backgroundColor}"`)).toBe(icon.variant !== "any");
    }
  });

  it("keeps the maskable mark inside the safe zone (the centred 80%)", () => {
    const svg = iconSvg(mark, 512, "maskable");
    const [, x, y, scale] = /translate\(([\d.]+) ([\d.]+)\) scale\(([\d.]+)\)/.exec(svg)!.map(Number) as number[];
    const { width } = parseMark(mark);
    expect(x).toBeCloseTo(512 * 0.1, 0);
    expect(y).toBeCloseTo(512 * 0.1, 0);
    expect(width * scale!).toBeCloseTo(512 * 0.8, 0);
  });
});
