// Custom shells (earplugs and in-ear monitors) in every colour and finish, and the `shells` artwork.
import type { ArtSpec, ShellColour } from "./spec.ts";
import { P, SHELL } from "./palette.ts";
import {
  at,
  bezierPts,
  circle,
  clipped,
  cover,
  d,
  darken,
  ellipse,
  g,
  hash,
  lighten,
  luminance,
  mix,
  path,
  polyline,
  prng,
  rr,
  shadow,
  smooth,
  stroke,
  type Box,
  type Pt,
} from "./svg.ts";

export type Finish = NonNullable<Extract<ArtSpec, { kind: "shells" }>["finish"]>;

export type ShellOptions = {
  variant: "plug" | "monitor";
  colour: ShellColour;
  /** Second colour: the faceplate for two-tone, the swirls for marbled. */
  second?: ShellColour;
  finish?: Finish;
  filter?: boolean;
  /** Fill of the faceplate instead of a colour (a material pattern). */
  faceplateFill?: string;
  seed?: number;
};

/** Outline of a right-ear shell seen from the outside, about 310×300, nozzle pointing up-left. */
const BODY: Pt[] = [
  [-168, -80],
  [-146, -102],
  [-104, -108],
  [-58, -114],
  [-22, -146],
  [22, -166],
  [60, -160],
  [80, -128],
  [90, -86],
  [124, -52],
  [142, 4],
  [130, 66],
  [90, 112],
  [26, 132],
  [-40, 122],
  [-84, 86],
  [-100, 36],
  [-118, -10],
  [-150, -36],
  [-172, -56],
];
/** The outer face (faceplate) inside the body. */
const FACE: Pt[] = [
  [-74, -74],
  [-30, -92],
  [8, -124],
  [44, -132],
  [64, -104],
  [72, -66],
  [104, -36],
  [118, 12],
  [106, 60],
  [70, 96],
  [20, 110],
  [-34, 100],
  [-68, 66],
  [-82, 18],
  [-86, -34],
];

export const BODY_PATH = smooth(BODY);
export const FACE_PATH = smooth(FACE);
const HIGHLIGHT = smooth(
  [
    [-156, -82],
    [-110, -96],
    [-62, -100],
    [-26, -128],
    [16, -150],
  ],
  false,
);

const isClear = (c: ShellColour) => c === "clear" || c === "smoke";

/** The twisted cable of an in-ear monitor along a list of points (two strands crossing). */
export function twistedCable(pts: readonly Pt[], colour: string, width = 5, turns = 0.09): string {
  const a: Pt[] = [];
  const b: Pt[] = [];
  let s = 0;
  for (let i = 0; i < pts.length; i++) {
    const p = pts[i]!;
    const q = pts[Math.min(pts.length - 1, i + 1)]!;
    const o = pts[Math.max(0, i - 1)]!;
    const dx = q[0] - o[0];
    const dy = q[1] - o[1];
    const len = Math.hypot(dx, dy) || 1;
    if (i) s += Math.hypot(p[0] - pts[i - 1]![0], p[1] - pts[i - 1]![1]);
    const off = Math.sin(s * turns) * width * 0.55;
    const nx = -dy / len;
    const ny = dx / len;
    a.push([p[0] + nx * off, p[1] + ny * off]);
    b.push([p[0] - nx * off, p[1] - ny * off]);
  }
  return (
    stroke(polyline(a), darken(colour, 0.25), width) +
    stroke(polyline(b), colour, width) +
    stroke(polyline(b), lighten(colour, 0.35), width * 0.3, { opacity: 0.6 })
  );
}

/** Joins cubic Bézier segments [start, c1, c2, end, c1, c2, end, …] into sampled points. */
export function curvePts(ctrl: readonly Pt[], steps = 24): Pt[] {
  const out: Pt[] = [];
  for (let i = 0; i + 3 < ctrl.length; i += 3) {
    const seg = bezierPts(ctrl[i]!, ctrl[i + 1]!, ctrl[i + 2]!, ctrl[i + 3]!, steps);
    out.push(...(i ? seg.slice(1) : seg));
  }
  return out;
}

function marble(base: string, vein: string, seed: number): string {
  const rnd = prng(seed);
  const out: string[] = [];
  for (let i = 0; i < 7; i++) {
    const y0 = -170 + i * 50 + rnd() * 30;
    const pts: Pt[] = [];
    for (let x = -200; x <= 180; x += 60) pts.push([x, y0 + Math.sin(x / 55 + rnd() * 6) * (24 + rnd() * 26)]);
    out.push(stroke(smooth(pts, false), i % 2 ? vein : lighten(vein, 0.25), 10 + rnd() * 26, { opacity: 0.9 }));
    out.push(stroke(smooth(pts, false), lighten(base, 0.3), 3, { opacity: 0.5, transform: d`translate(0 ${14})` }));
  }
  return g(out);
}

/** Inside parts shown through a transparent shell: sound tubes and, for monitors, drivers and wiring. */
function innards(variant: "plug" | "monitor", tint: string, filter: boolean): string {
  const tube = "#f3f6f6";
  const edge = mix(tint, P.petrol900, 0.55);
  const tubes =
    variant === "monitor"
      ? [
          smooth(
            [
              [-158, -70],
              [-100, -76],
              [-40, -50],
              [10, -30],
            ],
            false,
          ),
          smooth(
            [
              [-158, -64],
              [-96, -62],
              [-44, -24],
              [14, 18],
            ],
            false,
          ),
          smooth(
            [
              [-160, -58],
              [-104, -46],
              [-60, 10],
              [-20, 60],
            ],
            false,
          ),
        ]
      : [smooth([[-160, -66], [-110, -70], [-50, -40], filter ? [0, -6] : [30, 10]], false)];
  const parts: string[] = [];
  for (const t of tubes) parts.push(stroke(t, edge, 13, { opacity: 0.45 }), stroke(t, tube, 8, { opacity: 0.9 }));
  if (variant === "monitor") {
    const driver = (x: number, y: number, r: number) =>
      at(x, y, [rr(-26, -17, 52, 34, 9, P.petrol900, { opacity: 0.85 }), circle(14, 0, 5, P.amber400)], r);
    parts.push(
      stroke(
        smooth(
          [
            [40, -140],
            [48, -90],
            [30, -40],
            [18, 0],
          ],
          false,
        ),
        P.coral600,
        3,
      ),
      stroke(
        smooth(
          [
            [44, -140],
            [70, -80],
            [60, 20],
            [-10, 64],
          ],
          false,
        ),
        P.amber400,
        3,
      ),
      driver(22, -32, -30),
      driver(26, 20, -10),
      driver(-14, 66, 30),
    );
  }
  return g(parts);
}

/** One custom shell drawn at the origin (right ear; mirror it for the left). */
export function shell(o: ShellOptions): string {
  const finish: Finish = o.finish ?? "solid";
  const clear = isClear(o.colour) || finish === "transparent";
  const base = SHELL[o.colour];
  const dark = o.colour === "black" ? "#14181c" : mix(base, P.petrol950, luminance(base) > 0.6 ? 0.22 : 0.32);
  const faceColour =
    finish === "two-tone" && o.second ? SHELL[o.second] : o.variant === "monitor" ? lighten(base, 0.06) : base;
  const parts: string[] = [];
  const seed = o.seed ?? 1;

  if (clear) {
    const opacity = o.colour === "smoke" ? 0.72 : o.colour === "clear" ? 0.55 : 0.5;
    const fill = o.colour === "clear" ? "#ffffff" : base;
    parts.push(path(BODY_PATH, fill, { opacity }));
    parts.push(innards(o.variant, base, !!o.filter));
    parts.push(
      clipped(path(BODY_PATH, "#000"), [
        path(BODY_PATH, "none", {
          stroke: o.colour === "clear" ? P.petrol600 : dark,
          "stroke-width": 26,
          opacity: o.colour === "clear" ? 0.22 : 0.45,
          transform: "translate(10 12)",
        }),
      ]),
    );
    parts.push(path(BODY_PATH, "none", { stroke: mix(dark, P.petrol900, 0.3), "stroke-width": 3, opacity: 0.5 }));
    if (o.variant === "monitor") {
      const plate = o.faceplateFill ?? (finish === "two-tone" && o.second ? faceColour : "none");
      parts.push(
        path(FACE_PATH, plate, {
          opacity: plate === "none" ? 1 : 0.95,
          stroke: o.colour === "smoke" ? lighten(base, 0.3) : mix(base, P.petrol700, 0.35),
          "stroke-width": 3,
          "stroke-opacity": 0.6,
        }),
      );
    }
  } else {
    const inner: string[] = [path(BODY_PATH, dark), path(BODY_PATH, base, { transform: "translate(-13 -17)" })];
    if (finish === "marbled" && o.second) inner.push(marble(base, SHELL[o.second], seed));
    parts.push(clipped(path(BODY_PATH, "#000"), inner));
    if (o.variant === "monitor" || (finish === "two-tone" && o.second)) {
      parts.push(path(FACE_PATH, darken(faceColour, 0.3), { transform: "translate(4 6)", opacity: 0.5 }));
      parts.push(path(FACE_PATH, o.faceplateFill ?? faceColour));
      if (finish === "marbled" && o.second)
        parts.push(clipped(path(FACE_PATH, "#000"), marble(faceColour, SHELL[o.second], seed + 7)));
    }
  }

  // the sound bore at the nozzle tip
  parts.push(ellipse(-160, -66, 7, 9, darken(base, 0.6), { transform: "rotate(-30 -160 -66)", opacity: 0.7 }));

  if (o.variant === "plug" && o.filter) {
    parts.push(
      circle(14, 10, 37, darken(base, 0.35), { opacity: 0.35, transform: "translate(3 4)" }),
      circle(12, 8, 36, "#c9d3d6"),
      circle(12, 8, 30, "#eef2f3"),
      circle(12, 8, 20, P.petrol800),
      circle(12, 8, 9, "#c9d3d6"),
      circle(4, -2, 6, "#ffffff", { opacity: 0.8 }),
    );
  }
  if (o.variant === "monitor") {
    // two-pin socket on the top edge
    parts.push(at(34, -158, rr(-20, -12, 40, 24, 7, P.petrol950), 8));
  }

  // highlight
  const glossy = finish === "glossy";
  const hl = luminance(base) > 0.7 && !clear ? 0.9 : glossy ? 0.85 : 0.38;
  parts.push(stroke(HIGHLIGHT, "#ffffff", glossy ? 14 : 10, { opacity: hl, transform: "translate(6 10)" }));
  if (glossy || clear) {
    parts.push(ellipse(92, 20, 10, 34, "#ffffff", { opacity: 0.7, transform: "rotate(-20 92 20)" }));
    parts.push(circle(-122, -76, 5, "#ffffff", { opacity: 0.9 }));
  } else {
    parts.push(
      ellipse(96, 16, 7, 26, "#ffffff", { opacity: luminance(base) > 0.6 ? 0.5 : 0.2, transform: "rotate(-20 96 16)" }),
    );
  }
  return g(parts);
}

/** A cable leaving a monitor's socket (in the shell's local coordinates), curling once and running off upwards. */
export function monitorCable(colour: string, side: 1 | -1 = 1): string {
  const pts = curvePts([
    [34, -170],
    [40, -250],
    [150, -300],
    [170, -230],
    [190, -160],
    [60, -170],
    [40, -290],
    [20, -420],
    [110 * side, -520],
    [140 * side, -900],
  ]);
  return twistedCable(pts, colour, 7);
}

/** Cable colour for a set of shell colours. */
export const cableColour = (c: ShellColour) =>
  c === "black" || c === "smoke"
    ? "#3a424a"
    : c === "clear" || c === "white"
      ? "#d7e2e4"
      : mix(SHELL[c], "#e9eef0", 0.4);

/** Background and circle colour behind shells of this colour. */
export function backdropFor(c: ShellColour): [string, string] {
  if (c === "white" || c === "clear" || c === "yellow") return [P.teal100, P.teal200];
  if (c === "red" || c === "coral" || c === "amber") return [P.teal50, P.teal100];
  if (c === "black" || c === "smoke") return [P.canvas, P.coral100];
  if (c === "petrol" || c === "teal") return [P.canvas, P.coral100];
  return [P.teal50, P.teal100];
}

/** The `shells` artwork: two shells side by side at slightly different angles. */
export function shellsArt(spec: Extract<ArtSpec, { kind: "shells" }>, box: Box): string {
  const [a, b] = spec.colours;
  const finish = spec.finish ?? "solid";
  const paired = finish === "two-tone" || finish === "marbled";
  const left: ShellColour = a;
  const right: ShellColour = paired || !b ? a : b;
  const second = paired ? b : undefined;
  const [bg, disc] = backdropFor(a);
  const seed = hash(JSON.stringify(spec));
  const monitor = spec.variant === "monitor";
  const y = monitor ? 520 : 455;
  const opts = (colour: ShellColour, i: number): ShellOptions => ({
    variant: spec.variant,
    colour,
    second,
    finish,
    filter: spec.filter,
    seed: seed + i,
  });
  const parts = [cover(box, bg), circle(600, 450, 370, disc)];
  parts.push(shadow(430, y + 190, 150, 18), shadow(800, y + 180, 150, 18));
  if (monitor) {
    parts.push(at(420, y, monitorCable(cableColour(left), -1), 10, -1.18, 1.18));
    parts.push(at(800, y - 10, monitorCable(cableColour(right), 1), 14, 1.18));
  }
  parts.push(at(420, y, shell(opts(left, 0)), 10, -1.18, 1.18));
  parts.push(at(800, y - 10, shell(opts(right, 1)), 14, 1.18));
  return g(parts);
}
