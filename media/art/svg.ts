// SVG string helpers: element builders, number formatting, colour mixing, per-document defs and a seeded PRNG.

export type Box = { x: number; y: number; w: number; h: number };
export type Attrs = Record<string, string | number | undefined>;
export type Pt = readonly [number, number];

/** Rounds to two decimals so output stays small and deterministic (never "-0"). */
export function num(v: number): string {
  const r = Math.round(v * 100) / 100;
  return String(r === 0 ? 0 : r);
}

/** Tagged template for path data and transforms: interpolated numbers are rounded. */
export function d(strings: TemplateStringsArray, ...vals: number[]): string {
  let out = strings[0] ?? "";
  vals.forEach((v, i) => (out += num(v) + (strings[i + 1] ?? "")));
  return out;
}

function el(tag: string, attrs: Attrs, children?: string): string {
  let a = "";
  for (const [k, v] of Object.entries(attrs)) {
    if (v === undefined) continue;
    a += ` ${k}="${typeof v === "number" ? num(v) : v}"`;
  }
  return children === undefined ? `<${tag}${a}/>` : `<${tag}${a}>${children}</${tag}>`;
}

export const rect = (x: number, y: number, w: number, h: number, fill: string, extra: Attrs = {}) =>
  el("rect", { x, y, width: w, height: h, fill, ...extra });
export const rr = (x: number, y: number, w: number, h: number, r: number, fill: string, extra: Attrs = {}) =>
  el("rect", { x, y, width: w, height: h, rx: Math.min(r, w / 2, h / 2), fill, ...extra });
export const circle = (cx: number, cy: number, r: number, fill: string, extra: Attrs = {}) =>
  el("circle", { cx, cy, r, fill, ...extra });
export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra: Attrs = {}) =>
  el("ellipse", { cx, cy, rx, ry, fill, ...extra });
export const path = (dd: string, fill: string, extra: Attrs = {}) => el("path", { d: dd, fill, ...extra });
export const poly = (pts: readonly Pt[], fill: string, extra: Attrs = {}) =>
  el("polygon", { points: pts.map(([x, y]) => `${num(x)},${num(y)}`).join(" "), fill, ...extra });
/** A stroked open path with round caps and joins. */
export const stroke = (dd: string, colour: string, width: number, extra: Attrs = {}) =>
  el("path", {
    d: dd,
    fill: "none",
    stroke: colour,
    "stroke-width": width,
    "stroke-linecap": "round",
    "stroke-linejoin": "round",
    ...extra,
  });
export const line = (
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  colour: string,
  width: number,
  extra: Attrs = {},
) => stroke(d`M${x1} ${y1}L${x2} ${y2}`, colour, width, extra);
export const g = (children: string | string[], attrs: Attrs = {}) =>
  el("g", attrs, Array.isArray(children) ? children.join("") : children);

/** translate → rotate (degrees) → scale, as an SVG transform attribute value. */
export function tf(x: number, y: number, rot = 0, sx = 1, sy = sx): string {
  let t = d`translate(${x} ${y})`;
  if (rot) t += d` rotate(${rot})`;
  if (sx !== 1 || sy !== 1) t += sx === sy ? d` scale(${sx})` : d` scale(${sx} ${sy})`;
  return t;
}
export const at = (x: number, y: number, children: string | string[], rot = 0, sx = 1, sy = sx) =>
  g(children, { transform: tf(x, y, rot, sx, sy) });

/** A smooth closed (or open) curve through the points (Catmull-Rom converted to cubic Béziers). */
export function smooth(pts: readonly Pt[], closed = true, k = 1): string {
  const n = pts.length;
  const p = (i: number): Pt => (closed ? pts[((i % n) + n) % n]! : pts[Math.max(0, Math.min(n - 1, i))]!);
  let out = d`M${pts[0]![0]} ${pts[0]![1]}`;
  const last = closed ? n : n - 1;
  for (let i = 0; i < last; i++) {
    const [p0, p1, p2, p3] = [p(i - 1), p(i), p(i + 1), p(i + 2)];
    const c1x = p1[0] + ((p2[0] - p0[0]) / 6) * k;
    const c1y = p1[1] + ((p2[1] - p0[1]) / 6) * k;
    const c2x = p2[0] - ((p3[0] - p1[0]) / 6) * k;
    const c2y = p2[1] - ((p3[1] - p1[1]) / 6) * k;
    out += d`C${c1x} ${c1y} ${c2x} ${c2y} ${p2[0]} ${p2[1]}`;
  }
  return closed ? out + "Z" : out;
}

/** Points along a cubic Bézier. */
export function bezierPts(a: Pt, b: Pt, c: Pt, e: Pt, steps: number): Pt[] {
  const out: Pt[] = [];
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    const u = 1 - t;
    out.push([
      u * u * u * a[0] + 3 * u * u * t * b[0] + 3 * u * t * t * c[0] + t * t * t * e[0],
      u * u * u * a[1] + 3 * u * u * t * b[1] + 3 * u * t * t * c[1] + t * t * t * e[1],
    ]);
  }
  return out;
}
export const polyline = (pts: readonly Pt[]) => pts.map(([x, y], i) => `${i ? "L" : "M"}${num(x)} ${num(y)}`).join("");

/* ---------- colour ---------- */

function rgb(hex: string): [number, number, number] {
  const h = hex.replace("#", "");
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as [number, number, number];
}
/** Linear mix of two hex colours: t=0 gives a, t=1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const [ra, ga, ba] = rgb(a);
  const [rb, gb, bb] = rgb(b);
  const c = (x: number, y: number) =>
    Math.round(x + (y - x) * t)
      .toString(16)
      .padStart(2, "0");
  return `#${c(ra, rb)}${c(ga, gb)}${c(ba, bb)}`;
}
export const lighten = (c: string, t: number) => mix(c, "#ffffff", t);
export const darken = (c: string, t: number) => mix(c, "#06303a", t);
/** Relative luminance, 0 (black) to 1 (white). */
export function luminance(hex: string): number {
  const [r, gg, b] = rgb(hex).map((v) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * gg + 0.0722 * b;
}

/* ---------- per-document defs (gradients, clips, patterns) ---------- */

let defs: string[] = [];
let byKey = new Map<string, string>();
let counter = 0;

/** Starts a new document: ids restart at 1 so the same picture always gives the same string. */
export function resetDefs(): void {
  defs = [];
  byKey = new Map();
  counter = 0;
}
export function takeDefs(): string {
  return defs.length ? `<defs>${defs.join("")}</defs>` : "";
}
/** Adds a def built from a fresh id (reused when the same key was added before); returns the id. */
function def(key: string, build: (id: string) => string): string {
  const found = byKey.get(key);
  if (found) return found;
  const id = `a${++counter}`;
  byKey.set(key, id);
  defs.push(build(id));
  return id;
}

export type Stop = readonly [offset: number, colour: string, opacity?: number];
const stopsXml = (stops: readonly Stop[]) =>
  stops
    .map(([o, c, op]) => el("stop", { offset: o, "stop-color": c, "stop-opacity": op === undefined ? undefined : op }))
    .join("");

/** Linear gradient in bounding-box units from (x1,y1) to (x2,y2); returns a fill value. */
export function linear(stops: readonly Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
  const key = `lin${JSON.stringify([stops, x1, y1, x2, y2])}`;
  return `url(#${def(key, (id) => el("linearGradient", { id, x1, y1, x2, y2 }, stopsXml(stops)))})`;
}
/** Radial gradient in bounding-box units; returns a fill value. */
export function radial(stops: readonly Stop[], cx = 0.5, cy = 0.5, r = 0.5): string {
  const key = `rad${JSON.stringify([stops, cx, cy, r])}`;
  return `url(#${def(key, (id) => el("radialGradient", { id, cx, cy, r }, stopsXml(stops)))})`;
}
/** Clip path from shapes in user space; returns a clip-path value. */
function clip(shapes: string): string {
  return `url(#${def(`clip${shapes}`, (id) => el("clipPath", { id }, shapes))})`;
}
/** Draws children clipped to the shapes. */
export const clipped = (shapes: string, children: string | string[]) => g(children, { "clip-path": clip(shapes) });
/** A user-space tiling pattern; returns a fill value. */
export function pattern(w: number, h: number, content: string, transform?: string): string {
  const key = `pat${w},${h},${transform},${content}`;
  return `url(#${def(key, (id) =>
    el("pattern", { id, width: w, height: h, patternUnits: "userSpaceOnUse", patternTransform: transform }, content),
  )})`;
}

/* ---------- seeded randomness ---------- */

export function hash(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
}
/** mulberry32: a small deterministic PRNG returning numbers in [0, 1). */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/* ---------- background helpers ---------- */

export const cover = (box: Box, fill: string, extra: Attrs = {}) => rect(box.x, box.y, box.w, box.h, fill, extra);
/** Fills the visible area from y downwards (a floor, a table top, the ground). */
export const below = (box: Box, y: number, fill: string, extra: Attrs = {}) =>
  rect(box.x, y, box.w, Math.max(0, box.y + box.h - y), fill, extra);
/** Fills the visible area above y. */
export const above = (box: Box, y: number, fill: string, extra: Attrs = {}) =>
  rect(box.x, box.y, box.w, Math.max(0, y - box.y), fill, extra);
/** A soft ground shadow. */
export const shadow = (cx: number, cy: number, rx: number, ry: number, opacity = 0.1) =>
  ellipse(cx, cy, rx, ry, "#06303a", { opacity });
