// Table-top scenes of the practice and at home: a price quote with a calculator (costs), a hearing aid
// under the magnifier (second opinion), tea for a talk about tinnitus, a game at the kitchen table.
import { P } from "#/media/art/palette.ts";
import { deskTable } from "#/media/art/scenes-care.ts";
import {
  chair,
  clock,
  hearingAid,
  hearingAidBody,
  mug,
  pendant,
  plant,
  room,
  wallArt,
  windowFrame,
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
  path,
  rect,
  rr,
  shadow,
  stroke,
  type Box,
} from "#/media/art/svg.ts";

/** A table top seen from above and in front, its front edge at y, running back to y - depth. */
function tableTop(box: Box, y: number, depth: number, top: string): string {
  return g([
    path(d`M${box.x - 40} ${y}L${box.x + 120} ${y - depth}H${box.x + box.w - 120}L${box.x + box.w + 40} ${y}Z`, top),
    rect(box.x - 40, y, box.w + 80, box.y + box.h - y + 40, darken(top, 0.2)),
    rect(box.x - 40, y, box.w + 80, 10, lighten(top, 0.25)),
  ]);
}

/** A euro sign drawn with strokes, centred at (0, 0), about 60 tall at scale 1. */
function euro(colour: string, s = 1): string {
  return at(
    0,
    0,
    [
      stroke("M22-24C10-36-20-34-26-4C-30 24-6 38 22 26", colour, 8),
      line(-38, -8, 8, -8, colour, 6),
      line(-38, 8, 4, 8, colour, 6),
    ],
    0,
    s,
  );
}

/** A price quote lying on the table: lines of items with their amounts and a highlighted total. */
function quote(): string {
  const rows: string[] = [];
  for (let i = 0; i < 4; i++) {
    rows.push(rr(36, 150 + i * 44, 150 - (i % 2) * 40, 12, 6, P.line), rr(230, 150 + i * 44, 70, 12, 6, P.teal200));
  }
  return g([
    rr(6, 10, 340, 440, 14, "#06303a", { opacity: 0.08 }),
    rr(0, 0, 340, 440, 14, "#ffffff"),
    rr(0, 0, 340, 90, 14, P.petrol700),
    rect(0, 60, 340, 30, P.petrol700),
    at(60, 46, euro("#ffffff", 0.8)),
    rr(110, 34, 150, 12, 6, P.teal100, { opacity: 0.8 }),
    rr(110, 56, 100, 10, 5, P.teal100, { opacity: 0.5 }),
    ...rows,
    rr(24, 338, 292, 52, 12, P.coral100),
    rr(40, 358, 110, 14, 7, P.coral600),
    rr(220, 354, 80, 22, 8, P.coral600),
  ]);
}

/** A desk calculator with a display and a grid of keys, top-left at (0, 0). */
function calculator(): string {
  const keys: string[] = [];
  for (let r = 0; r < 4; r++)
    for (let c = 0; c < 4; c++) {
      const last = c === 3;
      keys.push(rr(22 + c * 50, 118 + r * 46, 40, 36, 9, last ? (r === 3 ? P.coral600 : P.amber400) : P.petrol700));
    }
  return g([
    rr(8, 10, 220, 320, 26, "#06303a", { opacity: 0.1 }),
    rr(0, 0, 220, 320, 26, P.petrol900),
    rr(18, 22, 184, 72, 12, P.teal100),
    ...[0, 1, 2, 3, 4].map((i) => rr(64 + i * 26, 44, 18, 30, 4, P.petrol700, { opacity: 0.75 })),
    ...keys,
  ]);
}

/** A health-insurance card: a coloured band, a chip and two lines of print. */
function insuranceCard(): string {
  return g([
    rr(6, 8, 260, 164, 18, "#06303a", { opacity: 0.1 }),
    rr(0, 0, 260, 164, 18, P.teal200),
    clipped(rr(0, 0, 260, 164, 18, "#000"), [
      rect(0, 0, 260, 50, P.petrol600),
      circle(230, 20, 50, P.amber400, { opacity: 0.9 }),
    ]),
    rr(24, 76, 50, 38, 8, P.amber400),
    line(24, 95, 74, 95, darken(P.amber400, 0.25), 3),
    rr(96, 80, 130, 12, 6, P.petrol700, { opacity: 0.6 }),
    rr(96, 104, 90, 12, 6, P.petrol700, { opacity: 0.4 }),
    rr(24, 134, 160, 10, 5, "#ffffff", { opacity: 0.7 }),
  ]);
}

/** A pen lying at (x, y). */
function pen(x: number, y: number, rot: number): string {
  return at(
    x,
    y,
    [
      rr(-110, -9, 200, 18, 9, P.petrol800),
      path("M90-9L124 0L90 9Z", "#e9d8c4"),
      circle(122, 0, 3, P.petrol950),
      rr(-70, -13, 70, 6, 3, "#c9d3d6"),
    ],
    rot,
  );
}

/** Costs: a price quote, an insurance card and a calculator on the consultation table. */
export function costsScene(box: Box): string {
  return g([
    room(box, { wall: P.canvas, floor: P.canvas, floorY: 2000, disc: P.coral100, discR: 330, discY: 330 }),
    wallArt(200, 110, 200, 140, [P.teal100, P.amber400, P.petrol600]),
    clock(980, 150),
    tableTop(box, 840, 470, P.teal200),
    // everything lies on the table, seen from a slight angle
    at(600, 610, [
      at(-380, -160, quote(), -7, 0.95, 0.78),
      at(30, -170, calculator(), 6, 0.95, 0.8),
      at(230, -10, insuranceCard(), -12, 0.95, 0.8),
      pen(-10, 150, -14),
      ellipse(330, -200, 90, 26, "#06303a", { opacity: 0.06 }),
      at(330, -214, hearingAid(0, 0, 0.62, 90, P.coral600), 0, 1, 0.75),
    ]),
  ]);
}

/** A laptop standing on (x, y), the lid's inside (0,0)–(w,h) drawn by `screen`. */
function laptop(x: number, y: number, w: number, h: number, screen: string): string {
  return at(x, y, [
    shadow(0, 2, w * 0.6, 8, 0.12),
    path(d`M${-w / 2 - 40} 0H${w / 2 + 40}L${w / 2 + 10} -22H${-w / 2 - 10}Z`, "#c9d3d6"),
    rr(-w / 2 - 40, -4, w + 80, 10, 5, "#aebcc1"),
    at(-w / 2, -h - 30, [rr(-14, -14, w + 28, h + 28, 14, P.petrol900), g(screen)]),
  ]);
}

/** The fitting software: a target band and the hearing aid's measured curve inside it. */
function fittingScreen(w: number, h: number): string {
  const band = d`M16 ${h * 0.62}C${w * 0.3} ${h * 0.56} ${w * 0.55} ${h * 0.32} ${w - 16} ${h * 0.24}V${h * 0.46}C${w * 0.55} ${h * 0.54} ${w * 0.3} ${h * 0.78} 16 ${h * 0.82}Z`;
  return g([
    rect(0, 0, w, h, "#ffffff"),
    rect(0, 0, w, 30, P.teal100),
    ...[0, 1, 2].map((i) => rr(14 + i * 70, 9, 58, 12, 6, i === 0 ? P.coral600 : P.petrol600, { opacity: 0.7 })),
    ...[1, 2, 3, 4, 5].map((i) => rect((i * w) / 6, 40, 2, h - 50, P.line)),
    path(band, P.teal200, { opacity: 0.8 }),
    stroke(d`M16 ${h * 0.74}C${w * 0.3} ${h * 0.7} ${w * 0.55} ${h * 0.42} ${w - 16} ${h * 0.36}`, P.petrol700, 5),
    stroke(d`M16 ${h * 0.9}C${w * 0.3} ${h * 0.88} ${w * 0.55} ${h * 0.7} ${w - 16} ${h * 0.62}`, P.coral600, 5, {
      "stroke-dasharray": "14 12",
    }),
  ]);
}

/** Second opinion: a client's hearing aid under the magnifier lamp, its settings on the laptop beside it. */
export function secondOpinionScene(box: Box): string {
  const lensX = 430;
  const lensY = 420;
  return g([
    room(box, { wall: P.teal50, floor: P.teal100, floorY: 800, disc: P.teal100, discR: 340, discY: 380 }),
    rr(140, 606, 920, 26, 10, P.petrol600),
    rect(180, 632, 22, 168, P.petrol700),
    rect(998, 632, 22, 168, P.petrol700),
    shadow(600, 800, 460, 12, 0.08),
    laptop(810, 606, 320, 210, fittingScreen(320, 210)),
    // a white tray with the hearing aid and a spare dome
    ellipse(430, 600, 130, 20, "#ffffff"),
    ellipse(430, 598, 110, 14, P.teal50),
    at(420, 588, hearingAid(0, 0, 0.42, 90, P.coral600), 0, 1, 0.6),
    ellipse(500, 594, 12, 7, P.teal200),
    // the magnifier lamp: a clamp on the table edge, an arm, and a round lens showing the aid large
    rr(168, 596, 60, 40, 8, P.petrol900),
    stroke(d`M198 600L230 300L${lensX - 40} ${lensY - 150}`, P.petrol900, 14),
    stroke(d`M${lensX - 40} ${lensY - 150}L${lensX - 6} ${lensY - 96}`, P.petrol900, 10),
    circle(lensX, lensY, 104, P.petrol900),
    circle(lensX, lensY, 88, "#ffffff"),
    clipped(circle(lensX, lensY, 88, "#000"), [
      circle(lensX, lensY, 88, P.teal50),
      at(lensX + 10, lensY + 8, hearingAid(0, 0, 0.62, 0, P.coral600)),
      circle(lensX - 40, lensY - 46, 60, "#ffffff", { opacity: 0.35 }),
    ]),
    // a small box of domes and filters, a tool
    rr(560, 566, 110, 40, 8, P.coral600),
    ...[0, 1, 2].map((i) => circle(584 + i * 32, 578, 9, P.coral100)),
    line(640, 620, 740, 630, "#aebcc1", 6),
    plant(1040, 606, 0.5, P.amber400, P.petrol700),
    clock(900, 150),
  ]);
}

/** A teapot standing on (x, y). */
function teapot(x: number, y: number, colour = P.coral600): string {
  return at(x, y, [
    stroke("M60-70C110-80 110-20 66-16", colour, 12),
    path("M-62-50C-100-60-118-100-120-112L-104-116C-96-98-80-76-56-72Z", colour),
    path("M-70-40C-74-110 74-110 70-40C68-10 40 0 0 0C-40 0-68-10-70-40Z", colour),
    rr(-42, -112, 84, 16, 8, darken(colour, 0.15)),
    circle(0, -120, 10, darken(colour, 0.15)),
    path("M-50-62C-40-84-10-92 16-90", "none", {
      stroke: "#ffffff",
      "stroke-width": 7,
      "stroke-linecap": "round",
      opacity: 0.4,
    }),
  ]);
}

/** A cup of tea on its saucer, standing on (x, y), with steam. */
function teacup(x: number, y: number, colour = "#ffffff"): string {
  return at(x, y, [
    ellipse(0, -4, 54, 10, P.teal200),
    stroke("M34-40C54-40 54-16 32-16", colour, 7),
    path("M-38-48H38C38-20 24-8 0-8C-24-8-38-20-38-48Z", colour),
    ellipse(0, -48, 38, 8, "#b9733f"),
    stroke("M-8-70C-20-90 4-100-8-120M12-72C0-92 24-102 12-122", "#ffffff", 5, { opacity: 0.7 }),
  ]);
}

/** An easy chair in side view on (x, y), facing right (dir 1) or left (-1). */
function easyChair(x: number, y: number, colour: string, cushion: string, dir: 1 | -1): string {
  return at(
    x,
    y,
    [
      shadow(0, 0, 110, 10, 0.08),
      line(-70, -60, -80, 0, darken(colour, 0.3), 10),
      line(70, -60, 80, 0, darken(colour, 0.3), 10),
      path("M-100-300C-130-300-130-240-120-200L-100-70H-50L-60-210C-62-260-80-300-100-300Z", colour),
      rr(-112, -120, 220, 64, 28, colour),
      rr(-76, -150, 180, 44, 22, cushion),
      rr(-110, -170, 40, 110, 18, darken(colour, 0.12)),
    ],
    0,
    dir,
    1,
  );
}

/** A talk over tea: two easy chairs at a low round table with a teapot and two cups, a window behind. */
export function teaTalkScene(box: Box): string {
  const view = g([
    rect(0, 0, 300, 330, P.teal100),
    circle(80, 320, 120, P.teal200),
    circle(240, 340, 100, lighten(P.petrol600, 0.5)),
  ]);
  return g([
    room(box, { wall: P.canvas, floor: P.teal100, floorY: 760, disc: P.coral100, discR: 330, discY: 400 }),
    windowFrame(450, 110, 300, 230, view, "#ffffff"),
    plant(700, 352, 0.32, P.coral600, P.petrol600),
    easyChair(270, 760, P.petrol700, P.teal200, 1),
    easyChair(930, 760, P.petrol700, P.teal200, -1),
    // low round table
    shadow(600, 760, 190, 12, 0.1),
    rect(590, 600, 20, 160, darken(P.petrol600, 0.2)),
    ellipse(600, 756, 80, 10, darken(P.petrol600, 0.2)),
    ellipse(600, 596, 190, 28, darken(P.petrol600, 0.15)),
    ellipse(600, 588, 190, 28, P.petrol600),
    teapot(600, 590),
    teacup(470, 596),
    teacup(730, 596),
  ]);
}

/** A checkers board lying on the table with a few pieces, centred at (0, 0). */
function gameBoard(): string {
  const cells: string[] = [];
  for (let r = 0; r < 6; r++)
    for (let c = 0; c < 6; c++) if ((r + c) % 2) cells.push(rect(-150 + c * 50, -150 + r * 50, 50, 50, P.petrol700));
  const pieces: [number, number, string][] = [
    [0, 1, P.coral600],
    [2, 1, P.coral600],
    [1, 2, P.coral600],
    [3, 4, "#ffffff"],
    [5, 4, "#ffffff"],
    [2, 3, "#ffffff"],
  ];
  return g([
    rr(-166, -160, 332, 332, 14, "#06303a", { opacity: 0.1 }),
    rr(-166, -166, 332, 332, 14, P.petrol900),
    rect(-150, -150, 300, 300, P.teal100),
    ...cells,
    ...pieces.flatMap(([c, r, col]) => [
      circle(-125 + c * 50, -119 + r * 50, 19, darken(col, 0.3)),
      circle(-125 + c * 50, -125 + r * 50, 19, col),
    ]),
  ]);
}

/** A glass of lemonade standing on (x, y). */
function glass(x: number, y: number): string {
  return at(x, y, [
    path("M-30-110H30L24 0H-24Z", "#ffffff", { opacity: 0.7 }),
    path("M-27-70H27L24 0H-24Z", P.amber400),
    line(10, -140, 0, -40, P.coral600, 6),
    circle(-10, -76, 14, "#f7e08a", { opacity: 0.9 }),
  ]);
}

/** The charging case of a pair of hearing aids, open, standing on (x, y). */
function chargingCase(x: number, y: number): string {
  return at(x, y, [
    shadow(0, 0, 90, 8, 0.12),
    path("M-84-50C-84-150 84-150 84-50Z", "#dfe7e9"),
    path("M-70-54C-70-130 70-130 70-54Z", "#eef3f4"),
    at(-30, -84, hearingAidBody(P.petrol700), 0, 0.4),
    at(30, -84, hearingAidBody(P.petrol700), 0, -0.4, 0.4),
    rr(-90, -60, 180, 60, 22, "#ffffff"),
    circle(0, -30, 6, P.teal200),
  ]);
}

/** Family time: a board game, lemonade and cocoa on the kitchen table; hearing aids charged for the day. */
export function familyTableScene(box: Box): string {
  const view = g([
    rect(0, 0, 340, 250, P.teal100),
    circle(260, 60, 34, P.amber400),
    path("M0 190C90 150 200 200 340 170V250H0Z", P.teal200),
  ]);
  return g([
    room(box, { wall: P.canvas, floor: P.teal100, floorY: 780, disc: P.coral100, discR: 340, discY: 380 }),
    windowFrame(640, 120, 340, 250, view, "#ffffff"),
    pendant(box.y, 420, 230, P.coral600),
    chair(200, 780, P.petrol700, 1),
    chair(1000, 780, P.petrol700, -1, P.coral100),
    rr(990, 584, 110, 30, 12, P.coral600),
    deskTable(600, 780, 640, 250, 120, P.petrol600),
    at(560, 472, gameBoard(), 0, 0.7, 0.26),
    glass(740, 520),
    mug(380, 516, P.teal200),
    chargingCase(880, 532),
  ]);
}
