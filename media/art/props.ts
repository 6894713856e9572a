// Reusable flat objects (furniture, ear, hearing aid, headphones, screens, plants…) shared by the scenes.
import { P } from "#/media/art/palette.ts";
import {
  at,
  below,
  circle,
  clipped,
  cover,
  d,
  darken,
  ellipse,
  g,
  lighten,
  line,
  mix,
  path,
  rect,
  rr,
  shadow,
  stroke,
  type Box,
} from "#/media/art/svg.ts";

const SKIN = "#eec3a5";
const SKIN_SHADE = "#d99f80";

/** Wall, floor line and floor across the whole visible area, plus the soft disc the set shares. */
export function room(
  box: Box,
  o: { wall: string; floor: string; floorY: number; disc?: string; discR?: number; discY?: number },
): string {
  return g([
    cover(box, o.wall),
    o.disc ? circle(600, o.discY ?? 420, o.discR ?? 340, o.disc) : "",
    below(box, o.floorY, o.floor),
    rect(box.x, o.floorY, box.w, 6, darken(o.floor, 0.08), { opacity: 0.6 }),
  ]);
}

/** A side-view chair standing on (x, y), facing right (dir 1) or left (-1). */
export function chair(x: number, y: number, colour: string, dir: 1 | -1 = 1, seat = P.teal200): string {
  const leg = darken(colour, 0.2);
  return at(
    x,
    y,
    [
      shadow(0, 0, 90, 10, 0.08),
      line(-55, -150, -62, 0, leg, 10),
      line(55, -150, 62, 0, leg, 10),
      rr(-72, -255, 28, 130, 14, colour),
      rr(-75, -165, 150, 30, 15, colour),
      rr(-66, -176, 132, 18, 9, seat),
    ],
    0,
    dir,
    1,
  );
}

/** A soft armchair seen from the front-right, standing on (x, y). */
export function armchair(x: number, y: number, colour: string, cushion: string): string {
  const shade = darken(colour, 0.18);
  return at(x, y, [
    shadow(0, 0, 170, 14, 0.1),
    rr(-130, -40, 14, 40, 6, darken(colour, 0.4)),
    rr(116, -40, 14, 40, 6, darken(colour, 0.4)),
    rr(-125, -330, 250, 240, 70, shade),
    rr(-110, -150, 220, 110, 30, colour),
    rr(-100, -175, 200, 60, 28, cushion),
    rr(-160, -210, 70, 180, 34, colour),
    rr(90, -210, 70, 180, 34, colour),
    rr(-160, -210, 70, 34, 17, lighten(colour, 0.12)),
    rr(90, -210, 70, 34, 17, lighten(colour, 0.12)),
  ]);
}

/** A table of width w and height h standing on (x, y). */
export function table(x: number, y: number, w: number, h: number, top: string, legs = darken(top, 0.25)): string {
  return at(x, y, [
    shadow(0, 0, w * 0.55, 12, 0.08),
    rr(-w / 2 + 30, -h, 14, h, 7, legs),
    rr(w / 2 - 44, -h, 14, h, 7, legs),
    rr(-w / 2, -h - 10, w, 24, 12, top),
    rect(-w / 2 + 12, -h + 12, w - 24, 4, darken(top, 0.15), { opacity: 0.5 }),
  ]);
}

/** A potted plant standing on (x, y), about 300 tall at scale 1. */
export function plant(x: number, y: number, s = 1, pot = P.coral600, leaf = P.petrol700): string {
  const leaves: string[] = [];
  const spec: [number, number, number][] = [
    [-40, -200, -35],
    [30, -210, 30],
    [-70, -150, -60],
    [70, -150, 60],
    [-10, -245, -5],
    [0, -170, 10],
  ];
  spec.forEach(([lx, ly, r], i) =>
    leaves.push(
      at(
        lx,
        ly,
        [
          path("M0 60C-34 20-30-40 0-70C30-40 34 20 0 60Z", i % 2 ? leaf : lighten(leaf, 0.2)),
          line(0, 55, 0, -50, darken(leaf, 0.2), 3, { opacity: 0.5 }),
        ],
        r,
      ),
    ),
  );
  return at(
    x,
    y,
    [
      shadow(0, 0, 70, 8, 0.08),
      ...leaves,
      path("M-55-110H55L42 0H-42Z", pot),
      rr(-62, -118, 124, 22, 8, darken(pot, 0.12)),
    ],
    0,
    s,
  );
}

/** A floor lamp on (x, y) with a soft pool of light. */
export function floorLamp(x: number, y: number, h = 420, shade = P.amber400): string {
  return at(x, y, [
    path(d`M${-60} ${-h + 70}L${-220} 0H${220}L${60} ${-h + 70}Z`, "#ffffff", { opacity: 0.22 }),
    ellipse(0, -4, 70, 10, P.petrol900),
    line(0, -6, 0, -h + 60, P.petrol800, 10),
    path(d`M${-50} ${-h}H${50}L${78} ${-h + 80}H${-78}Z`, shade),
    rect(-78, -h + 74, 156, 8, darken(shade, 0.15)),
  ]);
}

/** A flat screen whose inside (0,0)–(w,h) is drawn by `screen`; the stand stands on (x, y). */
export function monitor(x: number, y: number, w: number, h: number, screen: string, frame = P.petrol900): string {
  return at(x, y, [
    shadow(0, 0, w * 0.3, 8, 0.1),
    path(d`M${-16} ${-60}h32l14 56h-60z`, darken(frame, 0.1)),
    rr(-70, -10, 140, 14, 7, frame),
    at(-w / 2, -h - 60, [rr(-14, -14, w + 28, h + 28, 18, frame), g(screen)]),
  ]);
}

/** Over-ear headphones at (x, y), about 300 wide at scale 1, headband on top. */
export function headphones(x: number, y: number, s = 1, rot = 0, colour = P.petrol800, pad = P.teal200): string {
  return at(
    x,
    y,
    [
      stroke("M-120 30C-130-150 130-150 120 30", colour, 26),
      stroke("M-104 -10C-104-120 104-120 104 -10", lighten(colour, 0.25), 8, { opacity: 0.5 }),
      rr(-160, 0, 64, 120, 30, colour),
      rr(96, 0, 64, 120, 30, colour),
      rr(-110, 14, 24, 92, 12, pad),
      rr(86, 14, 24, 92, 12, pad),
    ],
    rot,
    s,
  );
}

/** A stylised right ear in profile, about 240×360 at scale 1, centred at (x, y). */
export function ear(x: number, y: number, s = 1, skin = SKIN, shade = SKIN_SHADE): string {
  return at(
    x,
    y,
    [
      path(
        "M-70-120C-60-185 20-200 75-170C130-140 135-60 100-5C80 25 60 40 55 80C50 130 30 175-10 178C-45 180-60 150-62 120C-64 95-40 80-40 60C-40 30-80 20-85-30C-88-60-78-95-70-120Z",
        skin,
      ),
      stroke("M-45-110C-30-160 40-165 70-130C98-95 92-45 68-10C52 12 34 28 30 60", shade, 22),
      path("M-30-40C-20-80 30-85 45-50C55-25 40 0 20 10C0 20-20 30-28 10C-34-5-36-20-30-40Z", shade),
      ellipse(-8, -14, 16, 20, darken(shade, 0.25), { opacity: 0.8 }),
      path("M-10 130C5 130 20 118 22 100", "none", {
        stroke: shade,
        "stroke-width": 8,
        "stroke-linecap": "round",
        opacity: 0.6,
      }),
    ],
    0,
    s,
  );
}

/** The curved body of a behind-the-ear hearing aid, about 180 tall, top at (0, -85). */
export function hearingAidBody(body = P.petrol700): string {
  return g([
    path("M0-85C40-90 62-60 60-10C58 40 40 80 18 90C6 95-2 88 0 75C10 30 12-20-4-60C-10-76-10-84 0-85Z", body),
    stroke("M8-70C30-70 44-50 44-20", lighten(body, 0.35), 6),
    circle(32, 20, 7, P.teal200),
  ]);
}

/** A behind-the-ear hearing aid lying loose: the body with its thin tube looping to a dome. */
export function hearingAid(x: number, y: number, s = 1, rot = 0, body = P.petrol700): string {
  return at(
    x,
    y,
    [
      stroke("M-4-78C-60-120-130-70-112-10C-104 30-80 40-70 60", mix(body, "#ffffff", 0.55), 6),
      ellipse(-70, 66, 16, 11, P.teal200),
      hearingAidBody(body),
    ],
    rot,
    s,
  );
}

/** Soft arcs of sound spreading from (x, y) towards `angle` (degrees, 0 = right). */
export function soundWaves(
  x: number,
  y: number,
  angle: number,
  colour: string,
  r0 = 60,
  gap = 42,
  n = 3,
  span = 70,
): string {
  const arcs: string[] = [];
  for (let i = 0; i < n; i++) {
    const r = r0 + i * gap;
    const a0 = ((angle - span / 2) * Math.PI) / 180;
    const a1 = ((angle + span / 2) * Math.PI) / 180;
    arcs.push(
      stroke(
        d`M${x + r * Math.cos(a0)} ${y + r * Math.sin(a0)}A${r} ${r} 0 0 1 ${x + r * Math.cos(a1)} ${y + r * Math.sin(a1)}`,
        colour,
        12 - i * 2,
        {
          opacity: 0.9 - i * 0.22,
        },
      ),
    );
  }
  return g(arcs);
}

/** A monitor speaker box standing on (x, y). */
export function speaker(x: number, y: number, w = 130, h = 200, colour = P.petrol800): string {
  const cone = lighten(colour, 0.18);
  return at(x, y, [
    shadow(0, 0, w * 0.55, 8, 0.08),
    rr(-w / 2, -h, w, h, 16, colour),
    circle(0, -h * 0.33, w * 0.3, darken(colour, 0.3)),
    circle(0, -h * 0.33, w * 0.22, cone),
    circle(0, -h * 0.33, w * 0.08, darken(colour, 0.3)),
    circle(0, -h * 0.76, w * 0.12, darken(colour, 0.3)),
    circle(0, -h * 0.76, w * 0.06, cone),
  ]);
}

/** A folder lying at (x, y) with a sheet showing an audiogram-like curve. */
export function folder(x: number, y: number, rot = 0, colour = P.coral600): string {
  return at(
    x,
    y,
    [
      rr(-110, -75, 220, 150, 10, darken(colour, 0.15)),
      rr(-100, -90, 190, 150, 6, "#ffffff"),
      line(-80, -60, 50, -60, P.line, 6),
      stroke("M-80-20L-45-28L-10-10L25 5L60 20", P.petrol600, 5),
      circle(-80, -20, 6, P.coral600),
      circle(-10, -10, 6, P.coral600),
      circle(60, 20, 6, P.coral600),
      line(-80, 40, 20, 40, P.line, 6),
      rr(-110, -10, 220, 85, 10, colour),
    ],
    rot,
  );
}

/** Spectacles centred at (x, y), about 170 wide at scale 1. */
export function spectacles(x: number, y: number, s = 1, frame = P.petrol900, lens = "#ffffff"): string {
  return at(
    x,
    y,
    [
      rr(-82, -28, 72, 56, 24, lens, { opacity: 0.55, stroke: frame, "stroke-width": 7 }),
      rr(10, -28, 72, 56, 24, lens, { opacity: 0.55, stroke: frame, "stroke-width": 7 }),
      stroke("M-10-6C-4-14 4-14 10-6", frame, 6),
      line(-82, -14, -94, -10, frame, 6),
      line(82, -14, 94, -10, frame, 6),
    ],
    0,
    s,
  );
}

/** A closed book lying flat, seen from the side, at (x, y) (bottom centre). */
export function bookStack(x: number, y: number, colours: string[]): string {
  return at(
    x,
    y,
    colours.map((c, i) => {
      const w = 150 - (i % 2) * 18;
      return g([
        rr(-w / 2, -28 * (i + 1), w, 26, 5, c),
        rect(-w / 2 + 8, -28 * (i + 1) + 8, w - 14, 10, "#ffffff", { opacity: 0.7 }),
      ]);
    }),
  );
}

/** A mug standing on (x, y). */
export function mug(x: number, y: number, colour = P.coral600): string {
  return at(x, y, [
    stroke("M28-50C50-50 50-18 28-18", colour, 9),
    rr(-30, -70, 60, 70, 12, colour),
    ellipse(0, -66, 24, 5, darken(colour, 0.3)),
  ]);
}

/** A framed wall picture of calm abstract shapes, top-left at (x, y). */
export function wallArt(x: number, y: number, w: number, h: number, tones: [string, string, string]): string {
  return at(x, y, [
    rr(0, 0, w, h, 8, P.petrol800),
    rr(10, 10, w - 20, h - 20, 4, tones[0]),
    circle(w * 0.62, h * 0.42, Math.min(w, h) * 0.22, tones[1]),
    path(
      d`M${10} ${h - 10}V${h * 0.7}C${w * 0.3} ${h * 0.5} ${w * 0.6} ${h * 0.85} ${w - 10} ${h * 0.62}V${h - 10}Z`,
      tones[2],
    ),
  ]);
}

/** A wall clock without numbers, centred at (x, y). */
export function clock(x: number, y: number, r = 46): string {
  return at(x, y, [
    circle(0, 0, r, P.petrol800),
    circle(0, 0, r - 8, "#ffffff"),
    line(0, 0, 0, -r * 0.55, P.petrol900, 6),
    line(0, 0, r * 0.4, r * 0.15, P.petrol900, 6),
    circle(0, 0, 5, P.coral600),
  ]);
}

/** A window with a frame, top-left at (x, y); `view` is drawn inside (0,0)–(w,h). */
export function windowFrame(
  x: number,
  y: number,
  w: number,
  h: number,
  view: string,
  frame = "#ffffff",
  bars = true,
): string {
  return at(x, y, [
    rr(-16, -16, w + 32, h + 32, 14, frame),
    rr(0, 0, w, h, 6, P.teal100),
    clipped(rr(0, 0, w, h, 6, "#000"), view),
    bars ? rect(w / 2 - 6, 0, 12, h, frame) : "",
    bars ? rect(0, h * 0.45 - 6, w, 12, frame) : "",
    rr(-26, h + 8, w + 52, 20, 8, darken(frame, 0.06)),
  ]);
}

/** A clipboard with a checklist (boxes with ticks and grey lines), top-left at (x, y). */
export function clipboard(x: number, y: number, w = 260, h = 340, ticks = 3): string {
  const rows: string[] = [];
  for (let i = 0; i < 4; i++) {
    const ry = 90 + i * ((h - 120) / 4);
    rows.push(
      rr(34, ry - 16, 32, 32, 8, "#ffffff", { stroke: P.petrol600, "stroke-width": 4 }),
      i < ticks ? stroke(d`M${40} ${ry}l10 10l20 -22`, P.coral600, 7) : "",
      rr(84, ry - 6, w - 140 - (i % 2) * 40, 12, 6, P.line),
    );
  }
  return at(x, y, [
    shadow(w / 2 + 10, h + 8, w * 0.5, 10, 0.08),
    rr(0, 0, w, h, 18, P.petrol700),
    rr(16, 30, w - 32, h - 46, 8, "#ffffff"),
    rr(w / 2 - 50, -14, 100, 40, 12, "#c9d3d6"),
    circle(w / 2, -2, 8, P.petrol700),
    ...rows,
  ]);
}

/** A two-tone capsule centred at (x, y). */
export function capsule(x: number, y: number, rot = 0, a = P.coral600, b = "#ffffff"): string {
  return at(
    x,
    y,
    [
      clipped(rr(-60, -24, 120, 48, 24, "#000"), [rect(-60, -24, 60, 48, a), rect(0, -24, 60, 48, b)]),
      rr(-48, -14, 40, 8, 4, "#ffffff", { opacity: 0.5 }),
    ],
    rot,
  );
}

/** A chair seen from the front, standing on (x, y). */
export function chairFront(x: number, y: number, colour: string, seat = P.teal200): string {
  const leg = darken(colour, 0.25);
  return at(x, y, [
    shadow(0, 0, 80, 9, 0.08),
    rect(-56, -120, 12, 120, leg),
    rect(44, -120, 12, 120, leg),
    rr(-62, -290, 124, 150, 30, colour),
    rr(-70, -150, 140, 36, 16, seat),
    rr(-70, -124, 140, 14, 7, darken(seat, 0.15)),
  ]);
}

/** A ceiling pendant lamp hanging from the top of the visible area down to (x, y). */
export function pendant(top: number, x: number, y: number, shade = P.petrol700): string {
  return g([
    line(x, top, x, y - 40, P.petrol900, 4),
    path(d`M${x - 60} ${y}C${x - 60} ${y - 60} ${x + 60} ${y - 60} ${x + 60} ${y}Z`, shade),
    ellipse(x, y + 4, 30, 8, "#fff4d6"),
  ]);
}
