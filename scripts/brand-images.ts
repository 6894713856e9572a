// Writes the brand images and the web app manifest into public/ before every build (after
// scripts/media.ts): the default link-preview image, the favicon PNGs and the Apple touch icon,
// drawn by media/brand.ts with the words of src/copy/brand.ts, from the logo mark
// (public/favicon.svg) and the site's own font, never a system font. A file is only rendered again
// when its drawing changed: the hash of each drawing is kept in .cache/brand-images.json.
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import * as fontkit from "fontkit";
import sharp, { type Sharp } from "sharp";
import { brand, ogTexts, webManifest } from "#/src/copy/brand.ts";
import { repositoryRoot } from "#/src/data/repository-root.ts";
import {
  brandIcons,
  FAVICON_PATH,
  iconSvg,
  MANIFEST_PATH,
  OG_IMAGE_PATH,
  ogImageSvg,
  type Outliner,
  type TextOutline,
} from "#/media/brand.ts";

/** Bump to render every file again after changing the encoder settings below. */
const VERSION = "1";

const started = performance.now();
const root = repositoryRoot(import.meta.dirname);
const publicDir = join(root, "public");
const stampFile = join(root, ".cache", "brand-images.json");
const fontFile = join(
  root,
  "node_modules/@fontsource-variable/atkinson-hyperlegible-next/files/atkinson-hyperlegible-next-latin-wght-normal.woff2",
);

// ---- Text as outlines -------------------------------------------------------------------------

type Point = { x: number; y: number; copy(): Point };
type GlyphData = { numberOfContours: number; points?: Point[]; components?: { dx: number; dy: number }[] };
/** The fontkit internals the WOFF2 workaround below needs (fontkit 2.0). */
type Woff2Font = fontkit.Font & {
  variationCoords: number[] | null;
  hmtx: { metrics: { get(glyph: number): { advance: number } | undefined } };
  _transformGlyfTable(): void;
  _transformedGlyphs: (GlyphData | undefined)[];
  _variationProcessor: { transformPoints(glyph: number, points: Point[]): void } | null;
};

/**
 * One weight of the variable WOFF2 font. fontkit's own `getVariation()` does not work for WOFF2
 * (it reopens the file as plain TrueType, and WOFF2 glyphs skip the variation deltas), so this
 * decodes the default outlines and applies the deltas (gvar) for `weight` itself. Advance widths
 * come out right through fontkit (HVAR).
 */
function variableFont(bytes: Buffer, weight: number): fontkit.Font {
  const base = fontkit.create(bytes) as Woff2Font;
  if (base.type !== "WOFF2" || !base.variationAxes.wght) throw new Error(`${fontFile} is not a variable WOFF2 font`);
  base._transformGlyfTable();
  const font = fontkit.create(bytes) as Woff2Font;
  font.variationCoords = [weight];
  const variation = font._variationProcessor;
  const sample = base._transformedGlyphs.find((glyph) => glyph?.points?.length)?.points?.[0];
  if (!variation || !sample) throw new Error("Unexpected font internals; check the fontkit version");
  const Point = sample.constructor as new (onCurve: boolean, endContour: boolean, x: number, y: number) => Point;
  font._transformedGlyphs = base._transformedGlyphs.map((glyph, id) => {
    if (!glyph || glyph.numberOfContours === 0) return glyph;
    // The deltas also move four "phantom" points after the outline (the advance); only their
    // count matters here.
    const advance = base.hmtx.metrics.get(id)?.advance ?? 0;
    const phantom = [
      [0, 0],
      [advance, 0],
      [0, 0],
      [0, 0],
    ].map(([x, y]) => new Point(false, true, x!, y!));
    if (glyph.numberOfContours > 0) {
      const points = glyph.points!.map((point) => point.copy());
      variation.transformPoints(id, [...points, ...phantom]);
      return { ...glyph, points };
    }
    const components = glyph.components!.map((component) => ({ ...component }));
    const offsets = components.map((component) => new Point(true, true, component.dx, component.dy));
    variation.transformPoints(id, [...offsets, ...phantom]);
    offsets.forEach((offset, index) => Object.assign(components[index]!, { dx: offset.x, dy: offset.y }));
    return { ...glyph, components };
  });
  return font;
}

function outliner(): Outliner {
  const bytes = readFileSync(fontFile);
  const fonts = { 400: variableFont(bytes, 400), 700: variableFont(bytes, 700) };
  const cache = new Map<string, TextOutline>();
  const round = (d: string) => d.replace(/-?\d*\.\d+/g, (value) => String(Math.round(Number(value) * 10) / 10));
  return (text, weight) => {
    const key = `${weight}:${text}`;
    const cached = cache.get(key);
    if (cached) return cached;
    const font = fonts[weight];
    const run = font.layout(text);
    let x = 0;
    let d = "";
    run.glyphs.forEach((glyph, index) => {
      const position = run.positions[index]!;
      d += glyph.path.translate(x + position.xOffset, position.yOffset).toSVG();
      x += position.xAdvance;
    });
    const outline = {
      d: round(d),
      advance: x,
      unitsPerEm: font.unitsPerEm,
      capHeight: font.capHeight,
      descender: font.descent,
      inkTop: run.bbox.maxY,
      inkBottom: run.bbox.minY,
    };
    cache.set(key, outline);
    return outline;
  };
}

// ---- Writing ----------------------------------------------------------------------------------

const stamps: Record<string, string> = existsSync(stampFile) ? JSON.parse(await readFile(stampFile, "utf8")) : {};
const hashOf = (...parts: string[]) => createHash("sha256").update(parts.join("\0")).digest("hex").slice(0, 16);
let written = 0;
let total = 0;

/** Renders `svg` to `path` (a public URL path) unless the same drawing is already there. */
async function render(path: string, svg: string, encode: (image: Sharp) => Sharp) {
  total++;
  const file = join(publicDir, path);
  const hash = hashOf(VERSION, svg, encode.toString());
  if (stamps[path] === hash && existsSync(file)) return;
  await mkdir(dirname(file), { recursive: true });
  await encode(sharp(Buffer.from(svg))).toFile(file);
  stamps[path] = hash;
  written++;
}

const mark = await readFile(join(publicDir, FAVICON_PATH), "utf8");

await render(OG_IMAGE_PATH, ogImageSvg(mark, outliner(), ogTexts), (image) =>
  image.flatten({ background: brand.backgroundColor }).jpeg({ quality: 86, mozjpeg: true }),
);
for (const icon of brandIcons) {
  await render(icon.path, iconSvg(mark, icon.size, icon.variant), (image) =>
    // Opaque icons lose the alpha channel altogether.
    (icon.variant === "any" ? image : image.flatten({ background: brand.backgroundColor })).png({
      compressionLevel: 9,
    }),
  );
}

total++;
const manifest = `${JSON.stringify(webManifest(), null, 2)}\n`;
const manifestFile = join(publicDir, MANIFEST_PATH);
if (!existsSync(manifestFile) || (await readFile(manifestFile, "utf8")) !== manifest) {
  await writeFile(manifestFile, manifest);
  written++;
}

await mkdir(dirname(stampFile), { recursive: true });
await writeFile(stampFile, `${JSON.stringify(stamps, null, 2)}\n`);
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(`brand-images: ${total} files, ${written} written, ${total - written} unchanged (${seconds} s)`);
