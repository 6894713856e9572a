// Hearing-care scenes: consultation table, hearing aid behind an ear, hearing test, ear impression, medication,
// and the tone audiometer for a tinnitus consultation.
import { P } from "#/media/art/palette.ts";
import {
  capsule,
  chair,
  clipboard,
  clock,
  ear,
  folder,
  hearingAid,
  hearingAidBody,
  headphones,
  monitor,
  plant,
  room,
  soundWaves,
  wallArt,
} from "#/media/art/props.ts";
import {
  at,
  circle,
  clipped,
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
  smooth,
  stroke,
  type Box,
} from "#/media/art/svg.ts";

/** A table with a slightly top-down surface so things lying on it show, standing on (x, y). */
export function deskTable(x: number, y: number, w: number, h: number, depth: number, top: string): string {
  const legs = darken(top, 0.3);
  return at(x, y, [
    shadow(0, 0, w * 0.55, 12, 0.08),
    rr(-w / 2 + 40, -h, 18, h, 8, legs),
    rr(w / 2 - 58, -h, 18, h, 8, legs),
    path(d`M${-w / 2 + 40} ${-h - depth}H${w / 2 - 40}L${w / 2} ${-h}H${-w / 2}Z`, top),
    rr(-w / 2, -h - 2, w, 22, 8, darken(top, 0.15)),
  ]);
}

export function consultScene(box: Box): string {
  return g([
    room(box, { wall: P.canvas, floor: P.teal100, floorY: 760, disc: P.coral100, discR: 330, discY: 400 }),
    wallArt(470, 130, 260, 170, [P.teal100, P.amber400, P.petrol600]),
    clock(880, 200),
    plant(1070, 760, 0.75),
    chair(320, 760, P.petrol700, 1),
    chair(880, 760, P.petrol700, -1),
    deskTable(600, 760, 480, 230, 90, P.petrol600),
    at(540, 486, folder(0, 0, -4, P.coral600), 0, 0.85, 0.42),
    ellipse(695, 494, 78, 22, P.teal100),
    at(700, 484, hearingAid(0, 0, 0.55, 90, P.coral600), 0, 1, 0.62),
  ]);
}

/** A big ear in profile with a behind-the-ear hearing aid, its tube over the top into the ear. */
function earWithAid(x: number, y: number, s: number, aid = P.petrol700): string {
  return at(
    x,
    y,
    [
      at(104, -62, hearingAidBody(aid), 14, 0.95),
      ear(0, 0),
      stroke("M100-146C90-214 10-214-12-168C-28-130-20-60-8-24", mix(aid, "#ffffff", 0.6), 6),
      ellipse(-8, -20, 12, 9, P.teal200),
    ],
    0,
    s,
  );
}

export function hearingAidScene(box: Box): string {
  return g([
    room(box, { wall: P.teal50, floor: P.teal50, floorY: 2000, disc: P.teal100, discR: 360, discY: 450 }),
    circle(860, 260, 40, P.coral100),
    circle(300, 700, 26, P.coral100),
    soundWaves(470, 440, 180, P.coral600, 100, 48, 3, 80),
    earWithAid(640, 470, 1.35),
  ]);
}

/** An audiogram: a grid and two hearing curves with round and square markers, in (0,0)–(w,h). */
export function audiogram(w: number, h: number): string {
  const parts: string[] = [rect(0, 0, w, h, "#ffffff")];
  for (let i = 1; i < 7; i++) parts.push(rect((i * w) / 7, 16, 2, h - 32, P.line));
  for (let i = 1; i < 6; i++) parts.push(rect(16, (i * h) / 6, w - 32, 2, P.line));
  const right: [number, number][] = [0.2, 0.22, 0.28, 0.4, 0.58, 0.66].map((v, i) => [((i + 0.6) * w) / 7, v * h]);
  const left: [number, number][] = [0.28, 0.3, 0.36, 0.5, 0.66, 0.76].map((v, i) => [((i + 0.8) * w) / 7, v * h]);
  parts.push(stroke(smooth(right, false), P.coral600, 5), stroke(smooth(left, false), P.petrol600, 5));
  for (const [px, py] of right) parts.push(circle(px, py, 9, "#ffffff", { stroke: P.coral600, "stroke-width": 5 }));
  for (const [px, py] of left) parts.push(rr(px - 8, py - 8, 16, 16, 3, P.petrol600));
  return g(parts);
}

export function hearingTestScene(box: Box): string {
  return g([
    room(box, { wall: P.teal50, floor: P.teal100, floorY: 800, disc: P.teal100, discR: 340, discY: 400 }),
    // desk
    rr(140, 606, 920, 26, 10, P.petrol600),
    rect(180, 632, 22, 168, P.petrol700),
    rect(998, 632, 22, 168, P.petrol700),
    shadow(600, 800, 460, 12, 0.08),
    monitor(720, 610, 440, 270, audiogram(440, 270)),
    shadow(300, 608, 130, 8, 0.12),
    headphones(300, 500, 0.95, 0, P.petrol800, P.coral100),
    // response button on a cable
    stroke("M600 590C620 560 660 600 700 570", P.petrol900, 5),
    rr(520, 572, 80, 36, 14, P.petrol900),
    circle(560, 570, 18, P.coral600),
    plant(1040, 606, 0.5, P.coral600, P.petrol700),
  ]);
}

/** A syringe for ear impressions, nozzle at the origin pointing left. */
function impressionSyringe(material: string): string {
  return g([
    path("M0-4L60-10V10L0 4Z", "#dfe6e8"),
    rr(60, -34, 190, 68, 20, "#ffffff", { opacity: 0.92 }),
    clipped(rr(60, -34, 190, 68, 20, "#000"), [rect(60, -34, 130, 68, material)]),
    ...[0, 1, 2, 3, 4].map((i) => rect(90 + i * 30, -34, 4, 22, P.petrol600, { opacity: 0.5 })),
    rr(60, -34, 190, 68, 20, "none", { stroke: "#b9c4c8", "stroke-width": 5 }),
    rr(240, -52, 22, 104, 8, "#b9c4c8"),
    rect(262, -8, 80, 16, P.petrol700),
    rr(338, -38, 24, 76, 10, P.petrol700),
  ]);
}

export function impressionScene(box: Box): string {
  const material = "#f2a08a";
  return g([
    room(box, { wall: P.canvas, floor: P.canvas, floorY: 2000, disc: P.coral100, discR: 360, discY: 450 }),
    at(
      520,
      450,
      [
        ear(0, 0),
        path(
          smooth([
            [-34, -40],
            [-6, -74],
            [36, -56],
            [46, -20],
            [26, 8],
            [-6, 14],
            [-30, 0],
          ]),
          material,
        ),
        path(
          smooth(
            [
              [-20, -44],
              [4, -60],
              [24, -46],
            ],
            false,
          ),
          "none",
          { stroke: "#ffffff", "stroke-width": 5, opacity: 0.5, "stroke-linecap": "round" },
        ),
      ],
      0,
      1.45,
    ),
    at(552, 414, impressionSyringe(material), 28, 0.95),
    // a finished impression on a small dish
    ellipse(880, 770, 110, 26, P.teal200),
    at(
      880,
      744,
      path(
        smooth([
          [-60, 0],
          [-40, -40],
          [10, -50],
          [30, -80],
          [60, -70],
          [50, -30],
          [56, 10],
          [0, 20],
        ]),
        material,
      ),
    ),
  ]);
}

export function medicationScene(box: Box): string {
  return g([
    room(box, { wall: P.teal50, floor: P.teal50, floorY: 2000, disc: P.teal100, discR: 350, discY: 450 }),
    ear(400, 380, 1.05),
    clipboard(720, 260, 260, 340),
    capsule(560, 640, -25),
    capsule(440, 680, 15, P.amber400),
    circle(610, 560, 26, "#ffffff"),
    rect(592, 558, 36, 5, P.line),
    // stethoscope
    stroke("M250 600C230 700 330 760 420 740C540 720 620 760 700 700", P.petrol800, 12),
    stroke("M250 600C240 540 270 500 300 480M250 600C250 540 220 500 196 486", P.petrol800, 8),
    circle(300, 480, 9, "#c9d3d6"),
    circle(196, 486, 9, "#c9d3d6"),
    circle(720, 690, 40, "#c9d3d6"),
    circle(720, 690, 28, "#eef2f3"),
    circle(720, 690, 10, "#c9d3d6"),
    line(0, 0, 0, 0, "none", 0),
  ]);
}

/** A tone audiometer standing on (x, y): a sloped console with a screen showing one tone, two dials and keys. */
function toneAudiometer(x: number, y: number): string {
  const tone: [number, number][] = Array.from({ length: 7 }, (_, i) => [14 + i * 27, 44 + (i % 2 ? -20 : 20)]);
  return at(x, y, [
    shadow(0, 0, 190, 12, 0.14),
    path("M-180 0L-160-150H160L180 0Z", P.petrol900),
    rr(-180, -14, 360, 14, 7, darken(P.petrol900, 0.3)),
    at(-140, -134, [rr(0, 0, 190, 88, 10, P.teal100), stroke(smooth(tone, false), P.coral600, 5)]),
    ...[0, 1].map((i) =>
      at(96, -112 + i * 62, [
        circle(0, 0, 24, P.petrol700),
        circle(0, 0, 16, lighten(P.petrol700, 0.2)),
        line(0, 0, 10 - i * 18, -12, "#ffffff", 5),
      ]),
    ),
    ...[0, 1, 2, 3].map((i) => rr(-136 + i * 48, -34, 36, 16, 6, i === 0 ? P.amber400 : P.petrol600)),
    circle(150, -30, 8, P.coral600),
  ]);
}

/** Tinnitus: a tone audiometer and headphones on the consultation table, a hearing aid with soft sound on a tray. */
export function tinnitusScene(box: Box): string {
  return g([
    room(box, { wall: P.canvas, floor: P.teal100, floorY: 780, disc: P.teal100, discR: 340, discY: 360 }),
    wallArt(180, 120, 220, 150, [P.coral100, P.amber400, P.petrol600]),
    clock(980, 170),
    plant(1090, 780, 0.62, P.coral600, P.petrol700),
    deskTable(600, 780, 760, 240, 110, P.petrol600),
    // the audiometer's cable to the headphones
    stroke("M590 480C660 470 700 500 760 486", P.petrol950, 5),
    toneAudiometer(430, 512),
    at(860, 470, headphones(0, 0, 0.6, -6, P.petrol800, P.coral100), 0, 1, 0.7),
    // a hearing aid on a white tray, giving a soft sound
    ellipse(660, 530, 104, 17, "#ffffff"),
    ellipse(660, 528, 86, 12, P.teal50),
    at(654, 520, hearingAid(0, 0, 0.5, 90, P.coral600), 0, 1, 0.6),
    soundWaves(660, 500, -90, P.coral600, 44, 28, 3, 70),
  ]);
}
