// The brand images, as pure drawing: the default link-preview image (Open Graph) and the favicon
// set drawn from the logo mark in public/favicon.svg. scripts/brand-images.ts renders them with
// sharp before every build, with the words of src/copy/brand.ts; the page head imports the public
// paths below. Keep this module free of sharp, fontkit and node: imports, so that code bundled for
// the browser may import it, and of the practice's data: what it draws comes as parameters.

/** Public URLs of the generated files (written to public/ by scripts/brand-images.ts). */
export const OG_IMAGE_PATH = "/og-image.jpg";
export const OG_IMAGE_WIDTH = 1200;
export const OG_IMAGE_HEIGHT = 630;
export const FAVICON_PATH = "/favicon.svg";
export const ICON_32_PATH = "/icons/icon-32.png";
const ICON_192_PATH = "/icons/icon-192.png";
const ICON_512_PATH = "/icons/icon-512.png";
const MASKABLE_ICON_PATH = "/icons/icon-maskable-512.png";
export const APPLE_TOUCH_ICON_PATH = "/apple-touch-icon.png";
export const MANIFEST_PATH = "/site.webmanifest";

// These two must equal the tokens in src/app.css: src/copy/brand.test.ts fails when they drift apart.
/** `--color-petrol-900`: the browser chrome's colour, and the practice's name on the preview image. */
export const THEME_COLOR = "#0a3d48";
/** `--color-canvas`: behind the home-screen icons, the splash screen and the preview image. */
export const BACKGROUND_COLOR = "#fbf8f4";

/**
 * How an icon shows the mark: `any` on a transparent square, as the favicon does; `maskable`
 * inside the safe zone of a full-bleed background, for launchers that cut their own shape;
 * `opaque` on a solid background, because iOS fills transparency with black.
 */
export type IconVariant = "any" | "maskable" | "opaque";

export const brandIcons: readonly { path: string; size: number; variant: IconVariant }[] = [
  { path: ICON_32_PATH, size: 32, variant: "any" },
  { path: ICON_192_PATH, size: 192, variant: "any" },
  { path: ICON_512_PATH, size: 512, variant: "any" },
  { path: MASKABLE_ICON_PATH, size: 512, variant: "maskable" },
  { path: APPLE_TOUCH_ICON_PATH, size: 180, variant: "opaque" },
];

/** The icons the web app manifest lists. */
export const manifestIcons: readonly { src: string; sizes: string; type: string; purpose?: "maskable" }[] = [
  { src: ICON_192_PATH, sizes: "192x192", type: "image/png" },
  { src: ICON_512_PATH, sizes: "512x512", type: "image/png" },
  { src: MASKABLE_ICON_PATH, sizes: "512x512", type: "image/png", purpose: "maskable" },
];

// ---- Drawing --------------------------------------------------------------------------------

const colour = {
  canvas: BACKGROUND_COLOR,
  band: "#eef7f6", // --color-teal-50
  ring: "#dcefed", // --color-teal-100
  name: THEME_COLOR,
  ink: "#1e2b33", // --color-ink
  muted: "#46555f", // --color-ink-muted
  accent: "#f2b441", // --color-amber-400
};

const num = (value: number) => String(Math.round(value * 100) / 100);

type Mark = { minX: number; minY: number; width: number; height: number; body: string };

/** The inside of the logo SVG (public/favicon.svg) and its viewBox, to place it in other drawings. */
export function parseMark(svg: string): Mark {
  const match = /<svg\b([^>]*)>([\s\S]*)<\/svg>\s*$/.exec(svg.trim());
  const viewBox =
    match &&
    /\bviewBox="([^"]+)"/
      .exec(match[1]!)?.[1]
      ?.trim()
      .split(/[\s,]+/)
      .map(Number);
  if (!match || !viewBox || viewBox.length !== 4 || viewBox.some((value) => !Number.isFinite(value))) {
    throw new Error("The logo SVG needs a root <svg> element with a viewBox");
  }
  const [minX, minY, width, height] = viewBox as [number, number, number, number];
  return { minX, minY, width, height, body: match[2]!.trim() };
}

/** The mark scaled into the square at (x, y) with side `size`, centred. */
function placeMark(mark: Mark, x: number, y: number, size: number): string {
  const scale = size / Math.max(mark.width, mark.height);
  const dx = x + (size - mark.width * scale) / 2 - mark.minX * scale;
  const dy = y + (size - mark.height * scale) / 2 - mark.minY * scale;
  return `<g transform="translate(${num(dx)} ${num(dy)}) scale(${num(scale)})">${mark.body}</g>`;
}

/** One icon of brandIcons, as SVG of `size` × `size` pixels. */
export function iconSvg(markSvg: string, size: number, variant: IconVariant): string {
  const mark = parseMark(markSvg);
  // Maskable: the safe zone is the centred circle of 80% of the side; the mark is round, so a
  // mark of 80% of the side stays inside it. Opaque: iOS rounds the corners, so leave a margin.
  const share = { any: 1, maskable: 0.8, opaque: 0.84 }[variant];
  const inset = (size * (1 - share)) / 2;
  const background = variant === "any" ? "" : `<rect width="${size}" height="${size}" fill="${colour.canvas}"/>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">` +
    background +
    placeMark(mark, inset, inset, size * share) +
    `</svg>`
  );
}

/**
 * A line of text already converted to a glyph outline (scripts/brand-images.ts does this with
 * fontkit from the site's own font, so the image never depends on fonts installed on the build
 * machine). Font units, y up, baseline at 0, starting at x 0. Lines are spaced by the font's
 * cap height and descender; `inkTop` and `inkBottom` are this text's own extent (accents, ascenders).
 */
export type TextOutline = {
  d: string;
  advance: number;
  unitsPerEm: number;
  capHeight: number;
  descender: number;
  inkTop: number;
  inkBottom: number;
};
export type Outliner = (text: string, weight: 400 | 700) => TextOutline;

export const OG_MARGIN = 64;
const band = { width: 440, mark: 300 };
const column = { x: band.width + OG_MARGIN, width: OG_IMAGE_WIDTH - band.width - 2 * OG_MARGIN };
const pin = { width: 22, gap: 12 };

export type OgLine = {
  role: "name" | "services" | "places";
  text: string;
  outline: TextOutline;
  fill: string;
  /** Left edge and baseline in the image, and the font size, all in pixels. */
  x: number;
  baseline: number;
  size: number;
  /** The box the line's ink occupies in the image. */
  box: { left: number; top: number; right: number; bottom: number };
};

/**
 * Words (or phrases) on as few lines as fit `maxWidth` at `size`, joined by `joiner`; then the
 * size shrunk until the widest line fits.
 */
function wrap(
  outline: Outliner,
  parts: readonly string[],
  joiner: string,
  weight: 400 | 700,
  size: number,
  maxWidth: number,
) {
  const width = (text: string) => {
    const shape = outline(text, weight);
    return (shape.advance * size) / shape.unitsPerEm;
  };
  const lines: string[] = [];
  for (const part of parts) {
    const last = lines.at(-1);
    if (last !== undefined && width(last + joiner + part) <= maxWidth) lines[lines.length - 1] = last + joiner + part;
    else lines.push(part);
  }
  const widest = Math.max(...lines.map(width));
  return { lines, size: widest > maxWidth ? (size * maxWidth) / widest : size };
}

/** What the preview image says: the practice's name, what it does, where (src/copy/brand.ts). */
export type OgTexts = { name: string; services: readonly string[]; places: string };

/** Where every line of text goes on the preview image. */
export function ogImageLayout(
  outline: Outliner,
  texts: OgTexts,
): { lines: OgLine[]; accent: { x: number; y: number; width: number } } {
  const indent = pin.width + pin.gap;
  const blocks = [
    {
      role: "name",
      fill: colour.name,
      weight: 700,
      lineHeight: 1.06,
      gapBefore: 0,
      indent: 0,
      ...wrap(outline, texts.name.split(" "), " ", 700, 84, column.width),
    },
    {
      role: "services",
      fill: colour.ink,
      weight: 400,
      lineHeight: 1.4,
      gapBefore: 76,
      indent: 0,
      ...wrap(outline, texts.services, " · ", 400, 34, column.width),
    },
    {
      role: "places",
      fill: colour.muted,
      weight: 400,
      lineHeight: 1.3,
      gapBefore: 40,
      indent,
      ...wrap(outline, [texts.places], "", 400, 28, column.width - indent),
    },
  ] as const;

  // Stack the lines from y = 0, then centre the stack vertically (shrinking it if too tall). The
  // amber accent sits in the gap between the name and the services.
  const lines: OgLine[] = [];
  let bottom = 0;
  for (const block of blocks) {
    block.lines.forEach((text, index) => {
      const shape = outline(text, block.weight);
      const scale = block.size / shape.unitsPerEm;
      const ascent = shape.capHeight * scale;
      const descent = -shape.descender * scale;
      const previous = lines.at(-1);
      const baseline =
        index === 0 ? bottom + block.gapBefore + ascent : previous!.baseline + block.lineHeight * block.size;
      const x = column.x + block.indent;
      lines.push({
        role: block.role,
        text,
        outline: shape,
        fill: block.fill,
        x,
        baseline,
        size: block.size,
        box: {
          left: x,
          top: baseline - Math.max(ascent, shape.inkTop * scale),
          right: x + shape.advance * scale,
          bottom: baseline + Math.max(descent, -shape.inkBottom * scale),
        },
      });
      bottom = baseline + descent;
    });
  }
  const inkTop = Math.min(...lines.map((line) => line.box.top));
  const height = Math.max(...lines.map((line) => line.box.bottom)) - inkTop;
  const fit = Math.min(1, (OG_IMAGE_HEIGHT - 2 * OG_MARGIN) / height);
  const top = (OG_IMAGE_HEIGHT - height * fit) / 2;
  const place = (y: number) => top + (y - inkTop) * fit;
  const placeX = (x: number) => column.x + (x - column.x) * fit;
  const placed = lines.map((line) => ({
    ...line,
    x: placeX(line.x),
    baseline: place(line.baseline),
    size: line.size * fit,
    box: {
      left: placeX(line.box.left),
      top: place(line.box.top),
      right: placeX(line.box.right),
      bottom: place(line.box.bottom),
    },
  }));
  const nameBottom = Math.max(...placed.filter((line) => line.role === "name").map((line) => line.box.bottom));
  const servicesTop = Math.min(...placed.filter((line) => line.role === "services").map((line) => line.box.top));
  return { lines: placed, accent: { x: column.x, y: (nameBottom + servicesTop) / 2 - 3, width: 88 * fit } };
}

/** A map pin, its point on the baseline at (x, baseline). */
function pinPath(x: number, baseline: number, height: number, fill: string): string {
  const s = height / 24;
  return (
    `<path transform="translate(${num(x)} ${num(baseline - height)}) scale(${num(s)})" fill="${fill}" ` +
    `d="M11 0C5 0 1 4.4 1 9.6 1 16.2 11 24 11 24S21 16.2 21 9.6C21 4.4 17 0 11 0Zm0 13.6a4 4 0 1 1 0-8 4 4 0 0 1 0 8Z"/>`
  );
}

/** The default link-preview image: the mark on a teal band, the name, what the practice does, where. */
export function ogImageSvg(markSvg: string, outline: Outliner, texts: OgTexts): string {
  const mark = parseMark(markSvg);
  const { lines, accent } = ogImageLayout(outline, texts);
  const centre = { x: band.width / 2, y: OG_IMAGE_HEIGHT / 2 };
  const rings = [200, 262]
    .map(
      (r) =>
        `<circle cx="${centre.x}" cy="${centre.y}" r="${r}" fill="none" stroke="${colour.ring}" stroke-width="2"/>`,
    )
    .join("");
  const text = lines
    .map((line) => {
      const scale = line.size / line.outline.unitsPerEm;
      const glyphs = `<path transform="translate(${num(line.x)} ${num(line.baseline)}) scale(${num(scale)} ${num(-scale)})" fill="${line.fill}" d="${line.outline.d}"/>`;
      return line.role === "places"
        ? pinPath(column.x, line.baseline, line.size * 0.86, colour.accent) + glyphs
        : glyphs;
    })
    .join("");
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_IMAGE_WIDTH}" height="${OG_IMAGE_HEIGHT}" viewBox="0 0 ${OG_IMAGE_WIDTH} ${OG_IMAGE_HEIGHT}">` +
    `<rect width="${OG_IMAGE_WIDTH}" height="${OG_IMAGE_HEIGHT}" fill="${colour.canvas}"/>` +
    `<rect width="${band.width}" height="${OG_IMAGE_HEIGHT}" fill="${colour.band}"/>` +
    `<svg x="0" y="0" width="${band.width}" height="${OG_IMAGE_HEIGHT}">${rings}</svg>` +
    placeMark(mark, centre.x - band.mark / 2, centre.y - band.mark / 2, band.mark) +
    `<rect x="${num(accent.x)}" y="${num(accent.y)}" width="${num(accent.width)}" height="6" rx="3" fill="${colour.accent}"/>` +
    text +
    `</svg>`
  );
}
