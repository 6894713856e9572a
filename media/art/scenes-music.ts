// Music and media scenes: stage, studio, gaming desk and streaming corner (also used by the loops).
import { P } from "#/media/art/palette.ts";
import { monitor, plant, soundWaves, speaker } from "#/media/art/props.ts";
import { curvePts, shell, twistedCable } from "#/media/art/shells.ts";
import {
  at,
  below,
  circle,
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
  radial,
  rect,
  rr,
  shadow,
  stroke,
  type Box,
} from "#/media/art/svg.ts";

/* ---------- stage ---------- */

/** A stage spotlight hanging at (x, y) aimed by `angle` degrees (0 = straight down), with its cone of light. */
export function spotlight(x: number, y: number, angle: number, colour: string, length = 700, opacity = 0.3): string {
  const cone = linear(
    [
      [0, colour, opacity],
      [1, colour, 0],
    ],
    0,
    0,
    0,
    1,
  );
  return at(
    x,
    y,
    [
      path(d`M${-22} 30L${-length * 0.32} ${length}H${length * 0.32}L22 30Z`, cone),
      rr(-30, -40, 60, 76, 18, P.petrol950),
      ellipse(0, 34, 24, 8, lighten(colour, 0.5)),
      line(0, -40, 0, -62, P.petrol950, 8),
    ],
    angle,
  );
}

/** A guitar amplifier standing on (x, y). */
export function amp(x: number, y: number, w = 230, h = 200): string {
  const grille = mix(P.petrol800, P.teal200, 0.28);
  return at(x, y, [
    shadow(0, 0, w * 0.6, 10, 0.25),
    stroke(d`M${-40} ${-h - 4}C${-40} ${-h - 30} 40 ${-h - 30} 40 ${-h - 4}`, P.petrol950, 10),
    rr(-w / 2, -h, w, h, 18, P.petrol950),
    rr(-w / 2 + 14, -h + 48, w - 28, h - 62, 10, grille),
    ...[0, 1, 2, 3, 4, 5].map((i) =>
      rect(-w / 2 + 14, -h + 60 + i * 22, w - 28, 3, darken(grille, 0.2), { opacity: 0.5 }),
    ),
    ...[0, 1, 2, 3, 4].map((i) => circle(-w / 2 + 34 + i * 28, -h + 24, 8, P.amber400)),
    rr(w / 2 - 60, -h + 16, 36, 16, 6, P.coral600),
  ]);
}

/** An acoustic guitar, bottom of the body at (0,0) in local space, about 560 tall. */
export function guitar(body = P.amber400, neck = P.coral700): string {
  return g([
    rr(-17, -470, 34, 330, 10, neck),
    ...[0, 1, 2, 3, 4, 5, 6].map((i) => rect(-17, -440 + i * 40, 34, 3, lighten(neck, 0.45), { opacity: 0.7 })),
    path("M-26-560h52l-6 100h-40z", P.petrol950),
    ...[0, 1, 2].map((i) => circle(-30, -545 + i * 28, 6, P.canvas)),
    ...[0, 1, 2].map((i) => circle(30, -545 + i * 28, 6, P.canvas)),
    circle(0, -120, 96, darken(body, 0.18)),
    circle(0, -250, 74, darken(body, 0.18)),
    ellipse(0, -185, 70, 60, darken(body, 0.18)),
    circle(0, -124, 88, body),
    circle(0, -250, 66, body),
    ellipse(0, -188, 62, 60, body),
    circle(0, -205, 30, P.petrol950),
    circle(0, -205, 36, "none", { stroke: darken(body, 0.3), "stroke-width": 4 }),
    rr(-40, -100, 80, 18, 8, P.petrol950),
    ...[-10, -3, 4, 11].map((sx) => line(sx, -100, sx * 0.8, -465, P.canvas, 2, { opacity: 0.7 })),
  ]);
}

export function stageBackdrop(box: Box, floorY = 660, lipY = 806): string {
  const folds: string[] = [];
  for (let x = Math.floor(box.x / 90) * 90; x < box.x + box.w; x += 90)
    folds.push(rect(x, box.y, 44, floorY - box.y, P.petrol950, { opacity: 0.28 }));
  return g([
    cover(box, P.petrol900),
    ...folds,
    below(box, floorY, P.petrol800),
    rect(box.x, floorY, box.w, 8, P.petrol700),
    below(box, lipY + 14, P.petrol950),
    rect(box.x, lipY, box.w, 14, P.petrol700),
  ]);
}

export function truss(box: Box, y = 70): string {
  const bars: string[] = [rect(box.x, y - 12, box.w, 8, P.petrol950), rect(box.x, y + 20, box.w, 8, P.petrol950)];
  for (let x = Math.floor(box.x / 40) * 40; x < box.x + box.w; x += 40)
    bars.push(line(x, y - 8, x + 20, y + 24, P.petrol950, 4), line(x + 20, y + 24, x + 40, y - 8, P.petrol950, 4));
  return g(bars);
}

export function stageScene(box: Box): string {
  return g([
    stageBackdrop(box),
    ellipse(330, 700, 180, 36, P.amber400, { opacity: 0.14 }),
    ellipse(820, 700, 190, 36, P.teal200, { opacity: 0.14 }),
    spotlight(300, 110, -8, P.amber400, 640),
    spotlight(600, 100, 0, P.canvas, 640, 0.18),
    spotlight(900, 110, 14, P.teal200, 640),
    truss(box),
    // microphone stand
    at(230, 690, [
      line(0, 0, 0, -330, P.petrol950, 9),
      line(-50, 8, 0, -40, P.petrol950, 8),
      line(50, 8, 0, -40, P.petrol950, 8),
      line(0, -330, 60, -380, P.petrol950, 8),
      at(72, -392, [rr(-14, -34, 28, 56, 14, "#46555f"), rr(-14, -34, 28, 26, 13, "#8d9aa0")], 40),
    ]),
    // guitar on its stand
    at(470, 690, [
      line(-50, 0, 0, -120, P.petrol950, 8),
      line(50, 0, 0, -120, P.petrol950, 8),
      shadow(0, 4, 120, 10, 0.25),
      at(10, -20, guitar(), -10),
    ]),
    amp(790, 690),
    stroke("M730 690C680 740 560 720 500 760S380 790 330 770", P.petrol950, 8),
  ]);
}

/* ---------- studio ---------- */

function acousticPanels(x: number, y: number, cols: number, rows: number): string {
  const out: string[] = [];
  for (let c = 0; c < cols; c++)
    for (let r = 0; r < rows; r++)
      out.push(rr(x + c * 74, y + r * 104, 64, 94, 12, (c + r) % 2 ? P.petrol700 : P.teal200));
  return g(out);
}

function waveformScreen(w: number, h: number): string {
  const bars: string[] = [rect(0, 0, w, h, P.petrol950)];
  for (let i = 0; i < 40; i++) {
    const a = 10 + Math.abs(Math.sin(i * 0.7) * 40 + Math.sin(i * 1.9) * 20);
    bars.push(rr(16 + i * ((w - 32) / 40), h * 0.42 - a / 2, 5, a, 2.5, i < 26 ? P.teal200 : P.petrol600));
  }
  bars.push(rect(0, h * 0.78, w, 2, P.petrol700));
  for (let i = 0; i < 4; i++) bars.push(rr(20 + i * 60, h * 0.84, 44, 10, 5, i === 1 ? P.coral600 : P.petrol700));
  return g(bars);
}

/** A mixing console whose slanted top spans x0..x1 at y (the back edge). */
function console_(cx: number, y: number, w: number): string {
  const parts: string[] = [];
  const top = linear([
    [0, P.petrol700],
    [1, P.petrol800],
  ]);
  parts.push(
    path(d`M${cx - w / 2 + 30} ${y}H${cx + w / 2 - 30}L${cx + w / 2} ${y + 120}H${cx - w / 2}Z`, top),
    rect(cx - w / 2, y + 120, w, 70, P.petrol900),
    rect(cx - w / 2, y + 120, w, 8, P.petrol600),
  );
  const n = 14;
  for (let i = 0; i < n; i++) {
    const fx = cx - w / 2 + 60 + (i * (w - 120)) / (n - 1);
    parts.push(
      circle(fx, y + 22, 7, i % 4 === 0 ? P.coral600 : P.teal200),
      circle(fx, y + 44, 6, P.teal100, { opacity: 0.8 }),
      rr(fx - 3, y + 60, 6, 50, 3, P.petrol950),
      rr(fx - 9, y + 66 + ((i * 17) % 34), 18, 12, 3, i === 6 || i === 7 ? P.amber400 : P.canvas),
    );
  }
  return g(parts);
}

export function studioScene(box: Box): string {
  return g([
    cover(box, P.teal50),
    circle(600, 360, 330, P.teal100),
    below(box, 760, P.teal100),
    rect(box.x, 760, box.w, 6, P.line),
    acousticPanels(110, 90, 2, 2),
    acousticPanels(942, 90, 2, 2),
    at(600, 420, monitor(0, 0, 400, 210, waveformScreen(400, 210))),
    // desk
    rr(260, 560, 680, 24, 10, P.petrol800),
    rect(300, 580, 20, 180, P.petrol900),
    rect(880, 580, 20, 180, P.petrol900),
    console_(600, 470, 520),
    // speakers on stands
    at(180, 760, [
      line(0, 0, 0, -250, P.petrol900, 14),
      rr(-60, -262, 120, 20, 8, P.petrol900),
      shadow(0, 0, 60, 8, 0.1),
    ]),
    speaker(180, 500, 150, 230),
    at(1020, 760, [
      line(0, 0, 0, -250, P.petrol900, 14),
      rr(-60, -262, 120, 20, 8, P.petrol900),
      shadow(0, 0, 60, 8, 0.1),
    ]),
    speaker(1020, 500, 150, 230),
    plant(1120, 760, 0.6),
  ]);
}

/* ---------- gaming desk ---------- */

/** A calm game landscape for the monitor, drawn in (0,0)–(w,h). */
export function gameScreen(w: number, h: number, glow = 1): string {
  const sky = linear([
    [0, mix(P.coral100, P.amber400, 0.2)],
    [1, P.coral100],
  ]);
  return g([
    rect(0, 0, w, h, sky),
    circle(w * 0.68, h * 0.42, h * 0.16, P.amber400),
    path(
      d`M0 ${h * 0.7}L${w * 0.18} ${h * 0.42}L${w * 0.34} ${h * 0.62}L${w * 0.52} ${h * 0.36}L${w * 0.78} ${h * 0.66}L${w} ${h * 0.5}V${h}H0Z`,
      P.teal200,
    ),
    path(d`M0 ${h * 0.8}C${w * 0.3} ${h * 0.66} ${w * 0.6} ${h * 0.9} ${w} ${h * 0.72}V${h}H0Z`, P.petrol600),
    path(d`M0 ${h * 0.9}C${w * 0.4} ${h * 0.8} ${w * 0.7} ${h * 0.98} ${w} ${h * 0.86}V${h}H0Z`, P.petrol800),
    rr(w * 0.06, h * 0.08, w * 0.2, 12, 6, "#ffffff", { opacity: 0.7 }),
    rr(w * 0.06, h * 0.08, w * 0.13, 12, 6, P.coral600),
    rect(0, 0, w, h, "#ffffff", { opacity: 0.06 * glow }),
  ]);
}

/** A game controller lying flat, centred at (x, y). */
function controller(x: number, y: number, rot = 0, colour = P.petrol950): string {
  return at(
    x,
    y,
    [
      path(
        "M-70-30C-40-42 40-42 70-30C98-20 110 30 92 44C76 56 58 40 44 22H-44C-58 40-76 56-92 44C-110 30-98-20-70-30Z",
        colour,
      ),
      rect(-56, -10, 32, 8, P.teal200, { rx: 3 }),
      rect(-44, -22, 8, 32, P.teal200, { rx: 3 }),
      circle(44, -16, 7, P.coral600),
      circle(60, -2, 7, P.amber400),
      circle(28, -2, 7, P.teal200),
      circle(44, 12, 7, P.teal100),
    ],
    rot,
  );
}

export type GamingOptions = { glow?: number; wave?: string };

/** The gaming desk; `glow` (about 0.8–1.2) scales the screen's soft light, `wave` draws extra sound rings. */
export function gamingScene(box: Box, o: GamingOptions = {}): string {
  const glow = o.glow ?? 1;
  const halo = radial([
    [0, P.coral100, 0.55],
    [0.6, P.teal200, 0.16],
    [1, P.teal200, 0],
  ]);
  const keys: string[] = [];
  for (let r = 0; r < 4; r++)
    for (let c = 0; c < 14; c++)
      keys.push(rr(430 + c * 17.5, 648 + r * 11, 13, 8, 2, r === 1 && c > 2 && c < 6 ? P.coral600 : P.petrol600));
  return g([
    cover(box, P.petrol800),
    ellipse(600, 400, 460, 330, halo, { opacity: Math.min(1, 0.85 * glow) }),
    // shelf with a plant and a small speaker
    rr(120, 230, 230, 14, 7, P.petrol950),
    plant(180, 230, 0.42, P.coral600, P.teal200),
    rr(250, 170, 60, 60, 10, P.petrol950),
    circle(280, 200, 16, P.petrol700),
    rr(860, 250, 210, 14, 7, P.petrol950),
    rr(880, 190, 30, 60, 6, P.teal200),
    rr(916, 200, 26, 50, 6, P.coral600),
    rr(948, 182, 34, 68, 6, P.amber400),
    // desk
    rect(box.x, 770, box.w, box.y + box.h - 770, P.petrol900),
    path("M150 620H1050L1080 700H120Z", P.petrol700),
    rect(120, 700, 960, 26, P.petrol950),
    rect(170, 726, 26, 120, P.petrol950),
    rect(1004, 726, 26, 120, P.petrol950),
    rect(140, 726, 920, 5, P.coral600, { opacity: 0.7 }),
    // monitor
    monitor(600, 640, 520, 290, gameScreen(520, 290, glow), P.petrol950),
    // keyboard, mouse, controller
    rr(420, 640, 260, 56, 10, P.petrol950),
    ...keys,
    ellipse(740, 668, 22, 30, P.petrol950),
    line(740, 646, 740, 660, P.petrol700, 3),
    controller(290, 668, -8),
    // in-ear monitors resting on the desk
    twistedCable(
      curvePts([
        [880, 640],
        [820, 700],
        [760, 700],
        [830, 720],
        [900, 740],
        [990, 700],
        [960, 650],
      ]),
      "#3a424a",
      4,
    ),
    at(862, 652, shell({ variant: "monitor", colour: "black", second: "coral", finish: "two-tone" }), -20, 0.32),
    at(972, 662, shell({ variant: "monitor", colour: "black", second: "coral", finish: "two-tone" }), 16, -0.32, 0.32),
    o.wave ?? soundWaves(915, 630, -90, P.teal200, 56, 32, 3, 80),
  ]);
}

/* ---------- streaming corner ---------- */

function ringLight(x: number, y: number, r: number): string {
  const glow = radial([
    [0.55, "#ffffff", 0],
    [0.78, "#ffffff", 0.55],
    [1, "#ffffff", 0],
  ]);
  return g([
    line(x, y + r, x, 780, P.petrol900, 10),
    line(x, 780, x - 70, 800, P.petrol900, 8),
    line(x, 780, x + 70, 800, P.petrol900, 8),
    circle(x, y, r * 1.45, glow),
    circle(x, y, r, "none", { stroke: P.petrol800, "stroke-width": 40 }),
    circle(x, y, r, "none", { stroke: "#fffaf0", "stroke-width": 24 }),
    rr(x - 20, y + r + 10, 40, 30, 8, P.petrol900),
  ]);
}

function camera(x: number, y: number): string {
  return at(x, y, [
    line(0, 0, -40, 70, P.petrol900, 6),
    line(0, 0, 40, 70, P.petrol900, 6),
    line(0, 0, 0, 70, P.petrol900, 6),
    rr(-14, -14, 28, 18, 4, P.petrol900),
    rr(-70, -90, 120, 78, 14, P.petrol900),
    rr(-50, -104, 46, 20, 6, P.petrol900),
    rr(-70, -70, 26, 50, 8, P.petrol800),
    circle(30, -52, 40, P.petrol800),
    circle(30, -52, 28, P.petrol950),
    circle(30, -52, 16, P.petrol600),
    circle(24, -58, 5, "#ffffff", { opacity: 0.7 }),
    circle(-10, -96, 5, P.coral600),
  ]);
}

export function streamingScene(box: Box): string {
  const foam: string[] = [];
  for (let r = 0; r < 3; r++)
    for (let c = 0; c < 3; c++)
      foam.push(rr(820 + c * 66, 130 + r * 66, 58, 58, 10, (r + c) % 2 ? P.petrol700 : P.petrol600));
  const screen = g([
    rect(0, 0, 340, 200, P.petrol700),
    rr(14, 14, 210, 172, 10, P.teal100),
    circle(119, 88, 36, P.teal200),
    path("M59 186C64 140 174 140 179 186Z", P.teal200),
    ...[0, 1, 2, 3].map((i) => rr(236, 18 + i * 42, 90, 30, 8, i === 0 ? P.coral600 : P.petrol600)),
  ]);
  return g([
    cover(box, P.canvas),
    circle(560, 400, 340, P.coral100),
    below(box, 790, P.teal100),
    rect(box.x, 790, box.w, 6, P.line),
    g(foam),
    ringLight(300, 330, 120),
    // desk
    rr(430, 600, 660, 24, 10, P.petrol800),
    rect(460, 620, 20, 170, P.petrol900),
    rect(1040, 620, 20, 170, P.petrol900),
    monitor(720, 610, 340, 200, screen),
    camera(1005, 520),
    // microphone on a boom arm
    rr(470, 588, 40, 30, 6, P.petrol950),
    stroke("M490 590L470 430L600 330", P.petrol950, 12),
    stroke("M490 590L470 430L600 330", P.petrol700, 4),
    line(600, 330, 600, 380, P.petrol950, 8),
    ellipse(600, 440, 52, 20, "none", { stroke: P.petrol950, "stroke-width": 6 }),
    rr(572, 372, 56, 140, 28, P.petrol950),
    rr(578, 380, 44, 76, 22, "#5d6c74"),
    ...[0, 1, 2, 3].map((i) => line(582, 394 + i * 16, 618, 394 + i * 16, "#2b3a42", 3)),
    circle(600, 480, 6, P.coral600),
  ]);
}
