// Custom shells (earplugs and in-ear monitors) in every colour and finish, and the `shells` artwork.
import type { ArtSpec, ShellColour } from "#/media/art/spec.ts";
import { P, SHELL } from "#/media/art/palette.ts";
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
} from "#/media/art/svg.ts";

type Finish = NonNullable<Extract<ArtSpec, { kind: "shells" }>["finish"]>;

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
  [28, -172],
  [58, -160],
  [82, -112],
  [116, -62],
  [138, -2],
  [134, 60],
  [104, 110],
  [48, 136],
  [-16, 130],
  [-64, 100],
  [-92, 62],
  [-116, 40],
  [-152, 30],
  [-176, 14],
  [-184, -12],
  [-172, -36],
  [-136, -44],
  [-98, -58],
  [-64, -98],
  [-28, -142],
  [2, -168],
];
/** The outer face (faceplate) inside the body. */
const FACE: Pt[] = [
  [26, -150],
  [50, -138],
  [70, -98],
  [104, -54],
  [122, 0],
  [118, 54],
  [92, 98],
  [44, 118],
  [-10, 114],
  [-52, 88],
  [-76, 50],
  [-84, 4],
  [-74, -50],
  [-44, -100],
  [-10, -140],
];

export const BODY_PATH = smooth(BODY);
export const FACE_PATH = smooth(FACE);
const HIGHLIGHT = smooth(
  [
    [-168, -24],
    [-132, -30],
    [-96, -44],
    [-66, -80],
    [-36, -118],
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
    const cx = -170 + rnd() * 320;
    const cy = -150 + rnd() * 280;
    const r = 30 + rnd() * 45;
    const stretch = 1.4 + rnd();
    const tilt = rnd() * Math.PI;
    const pts: Pt[] = [];
    for (let k = 0; k < 7; k++) {
      const a = (k / 7) * Math.PI * 2;
      const rr_ = r * (0.7 + rnd() * 0.5);
      const x = Math.cos(a) * rr_ * stretch;
      const y = Math.sin(a) * rr_;
      pts.push([cx + x * Math.cos(tilt) - y * Math.sin(tilt), cy + x * Math.sin(tilt) + y * Math.cos(tilt)]);
    }
    out.push(path(smooth(pts), i % 3 === 2 ? mix(base, vein, 0.5) : vein, { opacity: 0.55 + rnd() * 0.35 }));
  }
  for (let i = 0; i < 3; i++) {
    const pts: Pt[] = [];
    let x = -200;
    let y = -120 + rnd() * 220;
    while (x < 200) {
      pts.push([x, y]);
      x += 50 + rnd() * 40;
      y += (rnd() - 0.5) * 90;
    }
    out.push(
      stroke(smooth(pts, false), i % 2 ? lighten(vein, 0.35) : mix(base, vein, 0.3), 3 + rnd() * 4, { opacity: 0.7 }),
    );
  }
  return g(out);
}

/** Inside parts shown through a transparent shell: sound tubes and, for monitors, drivers and wiring. */
function innards(variant: "plug" | "monitor", tint: string, filter: boolean): string {
  const tube = "#f3f6f6";
  const edge = mix(tint, P.petrol900, 0.55);
  const tubes: Pt[][] =
    variant === "monitor"
      ? [
          [
            [-176, -20],
            [-110, -24],
            [-40, -58],
            [14, -40],
          ],
          [
            [-176, -14],
            [-104, -14],
            [-40, -6],
            [20, 14],
          ],
          [
            [-176, -8],
            [-112, 4],
            [-66, 30],
            [-22, 64],
          ],
        ]
      : [[[-176, -14], [-120, -12], [-50, 0], filter ? [20, 26] : [40, 30]]];
  const parts: string[] = [];
  for (const t of tubes) {
    const dd = smooth(t, false);
    parts.push(stroke(dd, edge, 13, { opacity: 0.45 }), stroke(dd, tube, 8, { opacity: 0.9 }));
  }
  if (variant === "monitor") {
    const driver = (x: number, y: number, r: number) =>
      at(x, y, [rr(-26, -17, 52, 34, 9, P.petrol900, { opacity: 0.85 }), circle(14, 0, 5, P.amber400)], r);
    const wire = (pts: Pt[], c: string) => stroke(smooth(pts, false), c, 3);
    parts.push(
      wire(
        [
          [50, -140],
          [50, -100],
          [30, -50],
          [22, -32],
        ],
        P.coral600,
      ),
      wire(
        [
          [56, -140],
          [80, -80],
          [62, 20],
          [-14, 66],
        ],
        P.amber400,
      ),
      driver(22, -32, -30),
      driver(30, 22, -10),
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
  const light = luminance(base) > 0.6;
  const warm = o.colour === "yellow" || o.colour === "amber" || o.colour === "coral" || o.colour === "red";
  const dark =
    o.colour === "black" ? "#161a1f" : mix(base, warm ? "#7a2e12" : P.petrol950, warm ? 0.3 : light ? 0.2 : 0.32);
  const twoTone = finish === "two-tone" && o.second;
  const faceColour = twoTone && o.second ? SHELL[o.second] : base;
  const parts: string[] = [];
  const seed = o.seed ?? 1;
  const bodyClip = path(BODY_PATH, "#000");

  if (clear) {
    const opacity = o.colour === "smoke" ? 0.74 : o.colour === "clear" ? 0.6 : 0.55;
    const fill = o.colour === "clear" ? "#ffffff" : base;
    parts.push(path(BODY_PATH, fill, { opacity }));
    parts.push(innards(o.variant, base, !!o.filter));
    parts.push(
      clipped(bodyClip, [
        path(BODY_PATH, "none", {
          stroke: o.colour === "clear" ? P.petrol600 : dark,
          "stroke-width": 26,
          opacity: o.colour === "clear" ? 0.2 : 0.45,
          transform: "translate(10 12)",
        }),
      ]),
    );
    parts.push(path(BODY_PATH, "none", { stroke: mix(dark, P.petrol900, 0.3), "stroke-width": 3, opacity: 0.45 }));
    if (o.variant === "monitor") {
      const plate = o.faceplateFill ?? (twoTone ? faceColour : "none");
      parts.push(
        path(FACE_PATH, plate, {
          stroke: o.colour === "smoke" ? lighten(base, 0.35) : mix(base, P.petrol700, 0.4),
          "stroke-width": 3,
          "stroke-opacity": 0.55,
        }),
      );
    }
  } else {
    const inner: string[] = [path(BODY_PATH, dark), path(BODY_PATH, base, { transform: "translate(-12 -16)" })];
    if (finish === "marbled" && o.second) inner.push(marble(base, SHELL[o.second], seed));
    parts.push(clipped(bodyClip, inner));
    if (o.variant === "plug" && !twoTone)
      parts.push(
        path(FACE_PATH, "none", { stroke: light ? dark : lighten(base, 0.35), "stroke-width": 4, opacity: 0.35 }),
      );
    if (o.variant === "monitor" || twoTone) {
      parts.push(path(FACE_PATH, darken(faceColour, 0.35), { transform: "translate(4 6)", opacity: 0.45 }));
      parts.push(path(FACE_PATH, o.faceplateFill ?? (twoTone ? faceColour : lighten(base, light ? 0.25 : 0.14))));
      parts.push(
        path(FACE_PATH, "none", { stroke: twoTone ? darken(faceColour, 0.2) : dark, "stroke-width": 3, opacity: 0.35 }),
      );
      if (finish === "marbled" && o.second && !o.faceplateFill)
        parts.push(clipped(path(FACE_PATH, "#000"), marble(faceColour, SHELL[o.second], seed + 7)));
    }
  }

  // the sound bore at the nozzle tip
  parts.push(ellipse(-182, -12, 6, 11, darken(base, 0.6), { transform: "rotate(8 -182 -12)", opacity: 0.7 }));

  if (o.variant === "plug" && o.filter) {
    parts.push(
      circle(26, 33, 37, darken(base, 0.4), { opacity: 0.3 }),
      circle(22, 28, 35, "#aab7bb"),
      circle(22, 28, 29, "#dfe6e8"),
      ...[
        [0, 0],
        [-11, 0],
        [11, 0],
        [-5.5, -9.5],
        [5.5, -9.5],
        [-5.5, 9.5],
        [5.5, 9.5],
      ].map(([x, y]) => circle(22 + x!, 28 + y!, 3.6, P.petrol800, { opacity: 0.75 })),
      path(d`M${-4} ${20}a29 29 0 0 1 ${40} ${-16}`, "none", {
        stroke: "#ffffff",
        "stroke-width": 4,
        opacity: 0.7,
        "stroke-linecap": "round",
      }),
    );
  }
  if (o.variant === "monitor") {
    // two-pin socket on the top edge
    parts.push(at(48, -160, rr(-19, -12, 38, 24, 7, P.petrol950), 26));
  }

  // highlights
  const glossy = finish === "glossy";
  const hl = glossy ? 0.85 : light && !clear ? 0.8 : 0.35;
  parts.push(stroke(HIGHLIGHT, "#ffffff", glossy ? 13 : 9, { opacity: hl, transform: "translate(4 9)" }));
  if (glossy || clear) {
    parts.push(ellipse(110, 30, 10, 38, "#ffffff", { opacity: 0.75, transform: "rotate(-15 110 30)" }));
    parts.push(circle(-150, -30, 5, "#ffffff", { opacity: 0.9 }));
    parts.push(ellipse(30, -142, 5, 14, "#ffffff", { opacity: 0.6, transform: "rotate(25 30 -142)" }));
  } else {
    parts.push(ellipse(112, 30, 7, 30, "#ffffff", { opacity: light ? 0.5 : 0.2, transform: "rotate(-15 112 30)" }));
  }
  return g(parts);
}

/** A cable leaving a monitor's socket (shell coordinates): a soft curve that runs out of the picture upwards. */
export function monitorCable(colour: string, reach = 900): string {
  const pts = curvePts([
    [52, -172],
    [64, -250],
    [140, -250],
    [160, -330],
    [180, -410],
    [90, -470],
    [70, -reach],
  ]);
  return twistedCable(pts, colour, 7);
}

/** Cable colour for a shell colour. */
export const cableColour = (c: ShellColour) =>
  c === "black" || c === "smoke"
    ? "#3a424a"
    : c === "clear" || c === "white"
      ? "#d4e0e2"
      : mix(SHELL[c], "#e9eef0", 0.35);

/** Background and circle colour behind shells of this colour. */
function backdropFor(c: ShellColour): [string, string] {
  if (c === "white" || c === "clear" || c === "yellow") return [P.teal100, P.teal200];
  if (c === "red" || c === "coral" || c === "amber") return [P.teal50, P.teal100];
  if (c === "black" || c === "smoke" || c === "petrol" || c === "teal") return [P.canvas, P.coral100];
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
  const y = monitor ? 530 : 460;
  const opts = (colour: ShellColour, i: number): ShellOptions => ({
    variant: spec.variant,
    colour,
    second,
    finish,
    filter: spec.filter,
    seed: seed + i,
  });
  const sx = monitor ? 1.02 : 1.08;
  const placeL = (c: string) => at(400, y, c, -16, sx);
  const placeR = (c: string) => at(805, y - 22, c, 4, -sx, sx);
  const parts = [cover(box, bg), circle(600, 450, 370, disc)];
  parts.push(shadow(415, y + 170, 150, 16), shadow(800, y + 160, 150, 16));
  if (monitor) parts.push(placeL(monitorCable(cableColour(left))), placeR(monitorCable(cableColour(right))));
  parts.push(placeL(shell(opts(left, 0))), placeR(shell(opts(right, 1))));
  return g(parts);
}
