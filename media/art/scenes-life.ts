// Everyday scenes for hearing protection: country road, workshop, plane window, reading corner, pool, bedroom.
import { P } from "#/media/art/palette.ts";
import { armchair, bookStack, floorLamp, mug, plant, table, wallArt, windowFrame } from "#/media/art/props.ts";
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
  linear,
  mix,
  path,
  poly,
  rect,
  rr,
  shadow,
  stroke,
  tf,
  type Box,
} from "#/media/art/svg.ts";

/** A soft flat cloud centred at (x, y). */
export function cloud(x: number, y: number, s = 1, fill = "#ffffff", opacity = 1): string {
  const dd =
    "M-120 30C-150 30-150-10-120-14C-118-50-70-60-50-34C-36-80 40-84 56-36C90-50 130-20 118 14C140 20 136 30 120 30Z";
  return path(dd, fill, { transform: tf(x, y, 0, s), opacity: opacity === 1 ? undefined : opacity });
}

/* ---------- motorcycle on a country road ---------- */

function wheel(x: number, y: number, r: number): string {
  return g([
    circle(x, y, r, P.petrol950),
    circle(x, y, r * 0.66, "#c9d3d6"),
    circle(x, y, r * 0.52, P.petrol800),
    circle(x, y, r * 0.16, "#c9d3d6"),
  ]);
}

/** A motorcycle in side view facing right, wheels on y = 0. */
function motorcycle(body = P.coral600): string {
  return g([
    shadow(0, 4, 250, 14, 0.14),
    wheel(-160, -72, 72),
    wheel(170, -72, 72),
    // rear fender, swing arm and exhaust
    stroke("M-246-96A88 88 0 0 1-120-150", body, 16),
    line(-160, -72, -40, -112, P.petrol900, 16),
    rr(-214, -122, 180, 18, 9, "#b9c4c8"),
    rr(-250, -168, 26, 16, 6, P.amber400),
    // engine
    rr(-60, -150, 130, 90, 24, P.petrol700),
    ...[0, 1, 2].map((i) => rect(-44, -134 + i * 22, 96, 8, P.petrol600)),
    // fork and handlebar
    line(170, -72, 110, -250, "#b9c4c8", 14),
    line(100, -250, 70, -280, P.petrol950, 12),
    line(100, -250, 140, -262, P.petrol950, 10),
    // headlight
    circle(150, -222, 26, P.petrol950),
    circle(158, -222, 18, P.amber400),
    // tank and seat
    path("M-40-168C-40-220 20-240 90-232C120-228 130-200 118-174C80-160 0-156-40-168Z", body),
    path("M-20-214C10-228 60-232 92-224", "none", {
      stroke: lighten(body, 0.4),
      "stroke-width": 8,
      "stroke-linecap": "round",
    }),
    path("M-236-170C-200-196-90-204-36-196L-40-166C-100-160-190-150-236-170Z", P.petrol950),
    // front fender
    path("M110-130C130-160 200-160 228-120L214-112C190-140 140-142 124-120Z", body),
  ]);
}

export function windmill(x: number, y: number, s = 1, colour = P.petrol700): string {
  const blade = (r: number) =>
    g([rect(-6, -130, 12, 130, colour), rect(6, -120, 22, 100, colour, { opacity: 0.6 })], {
      transform: `rotate(${r})`,
    });
  return at(
    x,
    y,
    [
      path("M-34 0L-20-150H20L34 0Z", colour),
      path("M-26-150L0-180L26-150Z", colour),
      at(0, -160, [blade(20), blade(110), blade(200), blade(290), circle(0, 0, 10, colour)]),
    ],
    0,
    s,
  );
}

export function tree(x: number, y: number, s = 1, colour = P.petrol600): string {
  return at(
    x,
    y,
    [
      rect(-6, -60, 12, 60, darken(colour, 0.3)),
      circle(0, -90, 46, colour),
      circle(-24, -70, 30, colour),
      circle(24, -72, 32, colour),
    ],
    0,
    s,
  );
}

export function motorScene(box: Box): string {
  const fields: string[] = [];
  const bands: [number, string][] = [
    [470, mix(P.teal200, P.petrol600, 0.15)],
    [505, P.teal100],
    [540, P.teal200],
    [590, mix(P.teal200, P.petrol600, 0.2)],
    [640, P.teal100],
  ];
  for (const [y, c] of bands) fields.push(below(box, y, c));
  for (const y of [500, 536, 586, 636]) fields.push(rect(box.x, y, box.w, 3, P.teal50, { opacity: 0.8 }));
  return g([
    cover(box, P.teal50),
    circle(820, 250, 70, P.amber400, { opacity: 0.9 }),
    cloud(330, 180, 0.9),
    cloud(900, 140, 0.6),
    cloud(640, 300, 0.5, "#ffffff", 0.8),
    ...fields,
    windmill(210, 480, 0.8),
    tree(780, 475, 0.55),
    tree(830, 478, 0.7),
    tree(885, 476, 0.6),
    at(980, 480, [rr(-50, -46, 100, 46, 4, P.coral600), path("M-60-44L0-86L60-44Z", P.petrol800)], 0, 0.8),
    // road
    below(box, 690, P.petrol800),
    rect(box.x, 690, box.w, 10, P.petrol600),
    ...Array.from({ length: Math.ceil(box.w / 140) + 2 }, (_, i) =>
      rr(Math.floor(box.x / 140) * 140 + i * 140, 750, 80, 10, 5, P.canvas, { opacity: 0.8 }),
    ),
    below(box, 810, P.teal200),
    rect(box.x, 810, box.w, 8, mix(P.teal200, P.petrol600, 0.25)),
    at(600, 740, motorcycle(), 0, 1.05),
  ]);
}

/* ---------- workshop ---------- */

const WOOD = "#d9a25f";

function handSaw(x: number, y: number, rot = 0): string {
  const teeth: [number, number][] = [];
  for (let i = 0; i <= 14; i++) teeth.push([-170 + i * 14, i % 2 ? 36 : 28]);
  return at(
    x,
    y,
    [
      poly([[-180, 30], [-180, 6], [80, -20], [80, 30], ...teeth.reverse()] as [number, number][], "#c9d3d6"),
      line(-170, 12, 60, -8, "#ffffff", 4, { opacity: 0.7 }),
      path("M70-40H150C170-40 176-20 170 0L150 50H80Z", P.coral600),
      rr(98, -18, 44, 26, 13, P.canvas),
    ],
    rot,
  );
}

function hammer(x: number, y: number, rot = 0): string {
  return at(
    x,
    y,
    [
      rr(-8, -10, 16, 150, 8, WOOD),
      path("M-50-30H40C52-30 56-10 50 0H-50Z", P.petrol800),
      rect(-56, -30, 12, 30, P.petrol900),
    ],
    rot,
  );
}

function wrench(x: number, y: number, rot = 0): string {
  return at(
    x,
    y,
    [
      rr(-9, -70, 18, 150, 9, "#aebcc1"),
      circle(0, -80, 24, "#aebcc1"),
      rect(-8, -110, 16, 30, P.canvas),
      circle(0, 86, 18, "#aebcc1"),
      circle(0, 86, 8, P.canvas),
    ],
    rot,
  );
}

function screwdriver(x: number, y: number, rot = 0, handle = P.amber400): string {
  return at(
    x,
    y,
    [rr(-4, 0, 8, 90, 3, "#aebcc1"), rr(-14, -70, 28, 76, 12, handle), rect(-14, -20, 28, 8, darken(handle, 0.2))],
    rot,
  );
}

export function workshopScene(box: Box): string {
  const holes: string[] = [];
  for (let x = 200; x <= 1000; x += 40)
    for (let y = 110; y <= 430; y += 40) holes.push(circle(x, y, 3.5, darken(P.coral100, 0.12)));
  const planks = [0, 1, 2].map((i) =>
    rr(1010 + i * 26, 300 + i * 8, 22, 380 - i * 8, 6, i % 2 ? WOOD : darken(WOOD, 0.1)),
  );
  return g([
    cover(box, P.canvas),
    below(box, 760, P.teal100),
    rect(box.x, 760, box.w, 6, P.line),
    rr(180, 90, 840, 360, 18, P.coral100),
    ...holes,
    handSaw(440, 180, -4),
    hammer(690, 180, 8),
    wrench(800, 230, -12),
    screwdriver(880, 210, 4),
    screwdriver(935, 220, -6, P.teal200),
    rr(230, 300, 120, 110, 10, P.petrol700),
    rr(250, 320, 80, 14, 7, P.teal200),
    rr(250, 350, 80, 14, 7, P.teal200),
    ...planks,
    // workbench
    rr(150, 530, 900, 44, 10, WOOD),
    rect(150, 566, 900, 10, darken(WOOD, 0.2)),
    rect(190, 576, 32, 184, darken(WOOD, 0.3)),
    rect(978, 576, 32, 184, darken(WOOD, 0.3)),
    rect(222, 680, 756, 20, darken(WOOD, 0.25)),
    rr(250, 600, 120, 70, 8, P.petrol700),
    rr(390, 600, 120, 70, 8, P.petrol700),
    circle(310, 635, 8, P.teal200),
    circle(450, 635, 8, P.teal200),
    // vice and a plank on the bench
    rr(800, 480, 110, 54, 8, P.petrol800),
    rr(780, 500, 20, 34, 4, P.petrol900),
    line(845, 470, 880, 470, P.petrol900, 8),
    rr(420, 500, 300, 30, 6, lighten(WOOD, 0.1)),
    ...[0, 1, 2].map((i) => line(440 + i * 90, 506, 500 + i * 90, 506, darken(WOOD, 0.12), 3)),
    rr(330, 490, 60, 40, 12, P.amber400),
    circle(360, 510, 12, P.petrol900),
    shadow(600, 760, 470, 14, 0.08),
  ]);
}

/* ---------- plane window ---------- */

export function travelScene(box: Box): string {
  const sky = linear([
    [0, mix(P.teal200, P.petrol600, 0.25)],
    [0.6, P.teal100],
    [1, P.coral100],
  ]);
  const view = g([
    rect(-200, -200, 800, 900, sky),
    cloud(120, 420, 1.3),
    cloud(300, 480, 1.1, "#ffffff", 0.9),
    rect(-200, 470, 800, 300, "#ffffff", { opacity: 0.85 }),
    cloud(60, 160, 0.6, "#ffffff", 0.8),
    cloud(290, 230, 0.45, "#ffffff", 0.7),
    // wing
    path("M-40 330L380 372L392 386L-40 460Z", P.petrol600),
    path("M-40 330L380 372L392 386L-40 372Z", lighten(P.petrol600, 0.3)),
    path("M372 370L398 300L412 304L394 386Z", P.petrol700),
    circle(400, 305, 5, P.coral600),
  ]);
  const panels: string[] = [];
  for (let x = Math.floor(box.x / 300) * 300 + 60; x < box.x + box.w; x += 300)
    panels.push(rect(x, box.y, 4, box.h, darken(P.canvas, 0.06)));
  return g([
    cover(box, P.canvas),
    ...panels,
    circle(600, 450, 360, P.teal50),
    below(box, 800, P.line),
    rr(410, 120, 380, 600, 180, darken(P.canvas, 0.06)),
    rr(430, 140, 340, 560, 160, "#ffffff"),
    at(470, 180, [
      clipped(rr(0, 0, 260, 480, 120, "#000"), [
        view,
        rect(0, 0, 260, 90, P.line),
        rect(0, 86, 260, 8, darken(P.line, 0.1)),
        rr(110, 70, 40, 12, 6, darken(P.line, 0.2)),
      ]),
      rr(0, 0, 260, 480, 120, "none", { stroke: darken(P.canvas, 0.12), "stroke-width": 6 }),
    ]),
  ]);
}

/* ---------- reading corner ---------- */

export function quietScene(box: Box): string {
  return g([
    cover(box, P.canvas),
    circle(620, 400, 330, P.coral100),
    below(box, 740, P.teal100),
    rect(box.x, 740, box.w, 6, P.line),
    ellipse(610, 790, 330, 40, P.teal200),
    wallArt(700, 160, 190, 140, [P.teal50, P.amber400, P.teal200]),
    floorLamp(300, 740, 470),
    armchair(600, 740, P.petrol700, P.teal200),
    // open book on the seat
    at(
      610,
      560,
      [
        path("M-70 0C-40-14-10-14 0 0C10-14 40-14 70 0V14C40 0 10 0 0 14C-10 0-40 0-70 14Z", "#ffffff"),
        path("M-70 14C-40 0-10 0 0 14C10 0 40 0 70 14V22H-70Z", P.coral600),
      ],
      -6,
    ),
    table(890, 740, 150, 190, P.petrol800),
    bookStack(880, 540, [P.coral600, P.teal200, P.amber400]),
    mug(930, 540, P.teal200),
    plant(1040, 740, 0.6, P.amber400),
  ]);
}

/* ---------- swimming pool ---------- */

export function swimScene(box: Box): string {
  const tiles: string[] = [];
  for (let x = Math.floor(box.x / 60) * 60; x < box.x + box.w; x += 60)
    tiles.push(rect(x, box.y, 3, 330 - box.y, P.line));
  for (let y = 330 - 60; y > box.y; y -= 60) tiles.push(rect(box.x, y, box.w, 3, P.line));
  const water = linear([
    [0, "#6cc3c0"],
    [1, P.petrol600],
  ]);
  const waves: string[] = [];
  for (let i = 0; i < 7; i++) {
    const y = 420 + i * 62;
    const off = (i % 2) * 60;
    let dd = d`M${box.x - 120 + off} ${y}`;
    for (let x = box.x - 120 + off; x < box.x + box.w + 120; x += 120) dd += d`q30 -16 60 0t60 0`;
    waves.push(stroke(dd, "#ffffff", 5, { opacity: 0.35 - i * 0.03 }));
  }
  const ring = g([
    circle(0, 0, 92, P.coral600),
    clipped(circle(0, 0, 92, "#000"), [
      path("M0 0L-100-60L-60-100Z", "#ffffff"),
      path("M0 0L100-60L60-100Z", "#ffffff"),
      path("M0 0L-100 60L-60 100Z", "#ffffff"),
      path("M0 0L100 60L60 100Z", "#ffffff"),
    ]),
    circle(0, 0, 44, "#6cc3c0"),
    path("M-70-40C-50-70 10-84 50-60", "none", {
      stroke: "#ffffff",
      "stroke-width": 8,
      "stroke-linecap": "round",
      opacity: 0.5,
    }),
  ]);
  const drop = (x: number, y: number, s: number) =>
    at(x, y, path("M0-24C10-8 16 2 16 10A16 16 0 0 1-16 10C-16 2-10-8 0-24Z", P.teal200), 0, s);
  return g([
    cover(box, P.teal50),
    ...tiles,
    below(box, 330, water),
    rect(box.x, 330, box.w, 30, "#ffffff"),
    rect(box.x, 360, box.w, 8, P.line),
    ...waves,
    // ladder
    at(860, 0, [
      stroke("M-60 620V330C-60 260 20 260 20 330V352", "#c9d3d6", 16),
      stroke("M60 620V330C60 260 140 260 140 330V352", "#c9d3d6", 16),
      stroke("M-60 620V330C-60 260 20 260 20 330V352", "#ffffff", 5, { opacity: 0.6 }),
      stroke("M60 620V330C60 260 140 260 140 330V352", "#ffffff", 5, { opacity: 0.6 }),
      ...[450, 530, 610].map((y) => rr(-64, y, 128, 16, 8, "#c9d3d6")),
      rect(-80, 620, 160, 300, P.petrol600, { opacity: 0.35 }),
    ]),
    ellipse(430, 620, 120, 28, P.petrol700, { opacity: 0.35 }),
    at(430, 580, ring, 0, 1, 0.55),
    drop(560, 230, 1.1),
    drop(610, 180, 0.8),
    drop(520, 160, 0.7),
  ]);
}

/* ---------- bedroom at night ---------- */

export function sleepScene(box: Box): string {
  const night = linear([
    [0, P.petrol950],
    [1, P.petrol700],
  ]);
  const stars: [number, number, number][] = [
    [60, 60, 4],
    [200, 40, 3],
    [250, 150, 4],
    [90, 210, 3],
    [320, 80, 3],
  ];
  const view = g([
    rect(0, 0, 380, 300, night),
    ...stars.map(([x, y, r]) => circle(x, y, r, "#fff6dc", { opacity: 0.8 })),
    circle(270, 110, 50, "#fbeec6"),
    circle(296, 92, 46, P.petrol900),
    path("M0 250C80 220 180 260 380 230V300H0Z", P.petrol950, { opacity: 0.6 }),
  ]);
  return g([
    cover(box, P.petrol800),
    circle(600, 380, 340, P.petrol700, { opacity: 0.55 }),
    below(box, 730, P.petrol900),
    rect(box.x, 730, box.w, 6, P.petrol950),
    path("M430 420L770 420L960 730H240Z", "#fbeec6", { opacity: 0.07 }),
    windowFrame(410, 100, 380, 300, view, P.teal100),
    // bed
    rr(250, 470, 700, 190, 40, P.petrol600),
    rr(280, 560, 640, 120, 20, "#ffffff"),
    rr(330, 520, 200, 80, 36, "#ffffff"),
    rr(330, 520, 200, 80, 36, "none", { stroke: P.teal200, "stroke-width": 4 }),
    path("M500 560H920V700C920 716 910 726 894 726H500Z", P.teal200),
    path("M500 560H920V590H500Z", lighten(P.teal200, 0.4)),
    path("M640 600C700 620 780 610 860 640", "none", {
      stroke: P.teal100,
      "stroke-width": 6,
      "stroke-linecap": "round",
    }),
    rr(270, 680, 24, 56, 8, P.petrol950),
    rr(906, 680, 24, 56, 8, P.petrol950),
    // night stand with a small lamp
    table(1060, 730, 120, 150, P.petrol600),
    path("M1040 520H1080L1092 560H1028Z", P.coral100, { opacity: 0.8 }),
    line(1060, 560, 1060, 580, P.petrol950, 6),
    shadow(600, 736, 380, 12, 0.2),
  ]);
}
