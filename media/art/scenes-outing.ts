// Days out: a festival field before the big stage, a train seat by the window, the edge of the pool.
import { P } from "#/media/art/palette.ts";
import { cloud, tree, windmill } from "#/media/art/scenes-life.ts";
import { headphones, mug } from "#/media/art/props.ts";
import { shell } from "#/media/art/shells.ts";
import {
  above,
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
  linear,
  mix,
  path,
  poly,
  rect,
  rr,
  shadow,
  stroke,
  type Box,
} from "#/media/art/svg.ts";

/** A string of triangular flags hanging from (x0, y0) to (x1, y1), sagging by `sag`. */
function bunting(x0: number, y0: number, x1: number, y1: number, sag: number, colours: string[]): string {
  const flags: string[] = [
    stroke(d`M${x0} ${y0}Q${(x0 + x1) / 2} ${(y0 + y1) / 2 + sag * 2} ${x1} ${y1}`, P.petrol900, 3),
  ];
  const n = 9;
  for (let i = 1; i < n; i++) {
    const t = i / n;
    const x = (1 - t) * (1 - t) * x0 + 2 * (1 - t) * t * ((x0 + x1) / 2) + t * t * x1;
    const y = (1 - t) * (1 - t) * y0 + 2 * (1 - t) * t * ((y0 + y1) / 2 + sag * 2) + t * t * y1;
    flags.push(
      poly(
        [
          [x - 16, y],
          [x + 16, y],
          [x, y + 34],
        ],
        colours[i % colours.length]!,
      ),
    );
  }
  return g(flags);
}

/** A festival tent (a peaked marquee) standing on (x, y). */
function tent(x: number, y: number, s: number, colour: string): string {
  return at(
    x,
    y,
    [
      path("M-110 0V-90L0-170L110-90V0Z", "#ffffff"),
      ...[-66, -22, 22, 66].map((sx) =>
        path(
          d`M${sx - 22} 0V${-90 - (66 - Math.abs(sx)) * 0.7}L${sx + 22} ${-90 - (66 - Math.abs(sx)) * 0.7}V0Z`,
          colour,
          { opacity: 0.85 },
        ),
      ),
      path("M-124-84L0-176L124-84L110-70L0-150L-110-70Z", darken(colour, 0.1)),
      line(0, -176, 0, -210, P.petrol900, 4),
      poly(
        [
          [0, -210],
          [30, -200],
          [0, -190],
        ],
        P.amber400,
      ),
    ],
    0,
    s,
  );
}

/** A tall feather flag on a pole standing on (x, y). */
function flag(x: number, y: number, colour: string): string {
  return at(x, y, [
    line(0, 0, 0, -330, P.petrol900, 6),
    path("M0-330C60-330 70-300 66-240L56-110H0Z", colour),
    path("M14-300C40-300 46-280 44-250L38-150", "none", {
      stroke: "#ffffff",
      "stroke-width": 8,
      opacity: 0.5,
      "stroke-linecap": "round",
    }),
  ]);
}

/** A festival at sundown: the big stage with its lights at the end of the field, tents, flags and a fence. */
export function festivalScene(box: Box): string {
  const sky = linear([
    [0, mix(P.petrol600, P.teal200, 0.3)],
    [0.55, P.coral100],
    [1, "#f6c98e"],
  ]);
  const beams = [-24, -8, 8, 24].map((a, i) =>
    at(600, 250, path("M-10 0L-90-420H90L10 0Z", i % 2 ? P.amber400 : "#ffffff", { opacity: 0.18 }), a),
  );
  const fence: string[] = [];
  for (let x = Math.floor(box.x / 60) * 60; x < box.x + box.w; x += 60) fence.push(rect(x, 690, 8, 90, P.petrol800));
  return g([
    cover(box, sky),
    circle(930, 470, 90, P.amber400, { opacity: 0.9 }),
    cloud(260, 170, 0.8, "#ffffff", 0.7),
    cloud(900, 130, 0.6, "#ffffff", 0.6),
    ...beams,
    // the far field and trees
    below(box, 520, mix(P.teal200, P.petrol600, 0.3)),
    tree(150, 530, 0.9, P.petrol700),
    tree(1050, 530, 1, P.petrol700),
    tree(1110, 535, 0.7, P.petrol700),
    // the stage
    rect(350, 250, 500, 300, P.petrol950),
    path("M320 250L600 170L880 250Z", P.petrol900),
    rect(320, 240, 560, 22, P.petrol800),
    rect(380, 280, 440, 220, darken(P.petrol800, 0.2)),
    rect(
      430,
      310,
      340,
      150,
      linear([
        [0, P.coral600, 0.9],
        [1, P.amber400, 0.7],
      ]),
    ),
    path("M450 440C520 380 600 420 650 360C690 320 730 350 750 330V460H450Z", P.petrol900, { opacity: 0.5 }),
    rect(330, 262, 30, 290, P.petrol900),
    rect(840, 262, 30, 290, P.petrol900),
    ...[400, 480, 560, 640, 720, 800].map((x, i) => circle(x, 270, 9, i % 2 ? P.amber400 : "#ffffff")),
    rr(280, 360, 50, 110, 8, P.petrol950),
    rr(870, 360, 50, 110, 8, P.petrol950),
    rect(340, 500, 520, 50, P.petrol900),
    tent(180, 600, 0.8, P.coral600),
    tent(1000, 610, 0.9, P.petrol600),
    // the field in front
    below(box, 560, P.teal200),
    path(
      d`M${box.x} 600C400 570 800 620 ${box.x + box.w} 590V${box.y + box.h}H${box.x}Z`,
      mix(P.teal200, P.petrol600, 0.2),
    ),
    bunting(box.x, 120, 330, 230, 40, [P.coral600, P.amber400, P.teal200, "#ffffff"]),
    bunting(870, 230, box.x + box.w, 120, 40, [P.amber400, P.coral600, "#ffffff", P.teal200]),
    flag(250, 720, P.coral600),
    flag(960, 720, P.amber400),
    ...fence,
    rect(box.x, 700, box.w, 10, P.petrol800),
    rect(box.x, 740, box.w, 10, P.petrol800),
    below(box, 780, mix(P.teal200, P.petrol600, 0.35)),
  ]);
}

/** In the train: a seat by the wide window with the polder passing by, headphones and a coffee on the table. */
export function trainScene(box: Box): string {
  const land = g([
    rect(0, 0, 700, 360, P.teal100),
    cloud(150, 80, 0.6),
    cloud(520, 60, 0.45, "#ffffff", 0.8),
    path("M0 220H700V360H0Z", P.teal200),
    rect(0, 218, 700, 6, mix(P.teal200, P.petrol600, 0.2)),
    windmill(480, 226, 0.65),
    tree(160, 230, 0.5, P.petrol600),
    tree(210, 232, 0.4, P.petrol600),
    path("M0 270C200 260 400 290 700 268V360H0Z", mix(P.teal200, P.petrol600, 0.25)),
    ...[0, 1, 2, 3].map((i) => rect(40 + i * 180, 300, 110, 4, "#ffffff", { opacity: 0.5 })),
  ]);
  return g([
    cover(box, P.canvas),
    above(box, 110, darken(P.canvas, 0.05)),
    // luggage rack
    rect(box.x, 86, box.w, 10, "#c9d3d6"),
    ...Array.from({ length: 12 }, (_, i) => rect(box.x + i * 100, 96, 6, 30, "#c9d3d6")),
    rect(box.x, 124, box.w, 8, "#c9d3d6"),
    rr(240, 40, 220, 48, 12, P.coral600),
    // the window
    rr(220, 170, 740, 400, 60, darken(P.canvas, 0.08)),
    at(240, 190, [
      clipped(rr(0, 0, 700, 360, 46, "#000"), land),
      rr(0, 0, 700, 360, 46, "none", { stroke: "#ffffff", "stroke-width": 8, opacity: 0.5 }),
    ]),
    below(box, 590, lighten(P.petrol600, 0.75)),
    rect(box.x, 590, box.w, 8, P.line),
    // the seat, seen from the side, facing left
    at(880, 860, [
      path("M40-620C90-620 110-590 110-540V-160H20V-560C20-600 20-620 40-620Z", P.petrol700),
      rr(40 - 10, -640, 90, 100, 30, P.teal200),
      rr(-220, -260, 330, 90, 36, P.petrol700),
      rr(-220, -170, 330, 40, 12, darken(P.petrol700, 0.25)),
      rect(-60, -130, 30, 130, P.petrol900),
    ]),
    // the folding table under the window with headphones and a coffee
    rr(200, 620, 380, 22, 10, P.petrol900),
    rect(200, 642, 16, 220, P.petrol900),
    headphones(330, 590, 0.55, -8, P.petrol800, P.coral100),
    at(500, 0, [mug(0, 620, P.canvas), stroke("M-4 540C-16 520 8 506-4 486", "#ffffff", 5, { opacity: 0.7 })]),
    shadow(400, 624, 180, 6, 0.08),
  ]);
}

/** Swimming goggles lying flat at (x, y). */
function goggles(x: number, y: number, rot: number): string {
  return at(
    x,
    y,
    [
      stroke("M-150 0C-160-70 160-70 150 0", P.coral600, 10),
      ellipse(-56, 4, 48, 34, P.petrol600),
      ellipse(56, 4, 48, 34, P.petrol600),
      ellipse(-56, 4, 36, 24, lighten(P.petrol600, 0.45)),
      ellipse(56, 4, 36, 24, lighten(P.petrol600, 0.45)),
      rr(-14, -4, 28, 12, 6, P.petrol800),
      path("M-78-8C-70-16-56-18-46-14", "none", {
        stroke: "#ffffff",
        "stroke-width": 5,
        "stroke-linecap": "round",
        opacity: 0.7,
      }),
      path("M34-8C42-16 56-18 66-14", "none", {
        stroke: "#ffffff",
        "stroke-width": 5,
        "stroke-linecap": "round",
        opacity: 0.7,
      }),
    ],
    rot,
  );
}

/** A rolled towel with stripes, lying with its roll facing us, bottom at (x, y). */
function rolledTowel(x: number, y: number): string {
  return at(x, y, [
    shadow(0, 0, 170, 12, 0.12),
    rr(-160, -140, 260, 140, 70, "#ffffff"),
    ...[-110, -40, 30].map((sx) => rect(sx, -140, 30, 140, P.coral600)),
    circle(100, -70, 70, "#f4efe8"),
    circle(100, -70, 50, "none", { stroke: P.coral600, "stroke-width": 10 }),
    circle(100, -70, 24, "none", { stroke: "#ffffff", "stroke-width": 10 }),
  ]);
}

/** At the pool's edge: a rolled towel, goggles and a small open case with two coloured swim plugs, the water behind. */
export function poolsideScene(box: Box): string {
  const water = linear([
    [0, "#6cc3c0"],
    [1, P.petrol600],
  ]);
  const waves: string[] = [];
  for (let i = 0; i < 4; i++) {
    const y = 150 + i * 70;
    let dd = d`M${box.x - 120 + (i % 2) * 60} ${y}`;
    for (let x = box.x - 120; x < box.x + box.w + 120; x += 120) dd += d`q30 -16 60 0t60 0`;
    waves.push(stroke(dd, "#ffffff", 5, { opacity: 0.4 - i * 0.06 }));
  }
  const tiles: string[] = [];
  for (let x = Math.floor(box.x / 120) * 120; x < box.x + box.w; x += 120)
    tiles.push(rect(x, 470, 4, box.y + box.h - 470, P.line));
  for (let y = 590; y < box.y + box.h; y += 120) tiles.push(rect(box.x, y, box.w, 4, P.line));
  return g([
    cover(box, water),
    ...waves,
    // lane rope
    ...Array.from({ length: Math.ceil(box.w / 60) + 1 }, (_, i) =>
      ellipse(box.x + i * 60, 380, 24, 14, i % 3 ? "#ffffff" : P.coral600),
    ),
    // the pool edge and the tiled floor
    below(box, 440, "#ffffff"),
    rect(box.x, 440, box.w, 30, lighten(P.teal200, 0.3)),
    rect(box.x, 466, box.w, 6, P.line),
    below(box, 472, P.teal50),
    ...tiles,
    rolledTowel(330, 740),
    goggles(700, 800, -8),
    // the open case with two swim plugs
    at(820, 640, [
      shadow(0, 4, 150, 12, 0.14),
      rr(-140, -70, 280, 110, 40, P.petrol700),
      rr(-124, -56, 248, 84, 32, P.teal200),
      path("M-140-70C-140-170 140-170 140-70Z", P.petrol800),
      at(-56, -16, shell({ variant: "plug", colour: "coral" }), -20, 0.3),
      at(56, -16, shell({ variant: "plug", colour: "teal" }), 20, -0.3, 0.3),
    ]),
    at(1060, 560, path("M0-24C10-8 16 2 16 10A16 16 0 0 1-16 10C-16 2-10-8 0-24Z", P.teal200), 0, 1.2),
    at(1020, 500, path("M0-24C10-8 16 2 16 10A16 16 0 0 1-16 10C-16 2-10-8 0-24Z", P.teal200), 0, 0.8),
  ]);
}
