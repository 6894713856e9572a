// The `facade` artwork: a Frisian village practice (Hurdegaryp) and an optician's shopfront (Wieringerwerf).
import type { ArtSpec } from "#/media/art/spec.ts";
import { P } from "#/media/art/palette.ts";
import { plant, spectacles } from "#/media/art/props.ts";
import { cloud } from "#/media/art/scenes-life.ts";
import {
  at,
  below,
  circle,
  clipped,
  cover,
  d,
  darken,
  g,
  lighten,
  line,
  mix,
  path,
  pattern,
  rect,
  rr,
  shadow,
  stroke,
  type Box,
} from "#/media/art/svg.ts";

const BRICK = "#9c4a32";

function brick(): string {
  const mortar = lighten(BRICK, 0.35);
  const tile =
    rect(0, 0, 48, 24, BRICK) +
    rect(0, 10.5, 48, 1.5, mortar) +
    rect(0, 22.5, 48, 1.5, mortar) +
    rect(23, 0, 1.5, 11, mortar) +
    rect(0, 12, 1.5, 11, mortar) +
    rect(47, 12, 1.5, 11, mortar) +
    rect(10, 2, 12, 7, lighten(BRICK, 0.08), { opacity: 0.6 }) +
    rect(30, 14, 14, 7, darken(BRICK, 0.08), { opacity: 0.5 });
  return pattern(48, 24, tile);
}

function sky(box: Box, groundY: number): string {
  return g([
    cover(box, P.teal50),
    circle(600, 430, 380, P.teal100),
    cloud(230, 170, 0.7),
    cloud(990, 230, 0.55),
    below(box, groundY, P.line),
  ]);
}

/** A white-framed window with small panes, top-left at (x, y). */
function sashWindow(x: number, y: number, w: number, h: number, cols = 2, rows = 3): string {
  const glass = mix(P.teal200, P.petrol600, 0.25);
  const parts: string[] = [rr(x - 12, y - 12, w + 24, h + 24, 6, "#ffffff"), rect(x, y, w, h, glass)];
  parts.push(
    path(d`M${x} ${y + h * 0.7}L${x + w * 0.6} ${y}H${x + w * 0.85}L${x} ${y + h}Z`, "#ffffff", { opacity: 0.18 }),
  );
  for (let c = 1; c < cols; c++) parts.push(rect(x + (c * w) / cols - 3, y, 6, h, "#ffffff"));
  for (let r = 1; r < rows; r++) parts.push(rect(x, y + (r * h) / rows - 3, w, 6, "#ffffff"));
  parts.push(rr(x - 20, y + h + 8, w + 40, 14, 5, lighten(P.line, 0.3)));
  return g(parts);
}

function bicycle(x: number, y: number, colour = P.petrol800): string {
  const w = (cx: number) =>
    g([circle(cx, -58, 58, "none", { stroke: P.petrol950, "stroke-width": 9 }), circle(cx, -58, 6, P.petrol950)]);
  return at(x, y, [
    w(-90),
    w(90),
    stroke("M-90-58L-30-150H60L90-58M-30-150L-10-58L60-150M-10-58H-90", colour, 9),
    line(60, -150, 50, -190, colour, 9),
    line(36, -190, 70, -192, P.petrol950, 8),
    rr(-56, -166, 52, 14, 7, P.petrol950),
    line(-30, -150, -34, -164, colour, 8),
    rr(-130, -130, 60, 10, 4, colour),
  ]);
}

function bench(x: number, y: number): string {
  const wood = "#c98b4f";
  return at(x, y, [
    shadow(0, 0, 120, 8, 0.1),
    rr(-110, -120, 220, 18, 6, wood),
    rr(-110, -94, 220, 18, 6, wood),
    rr(-120, -60, 240, 20, 6, wood),
    rect(-96, -60, 12, 60, P.petrol900),
    rect(84, -60, 12, 60, P.petrol900),
    rect(-96, -120, 10, 60, P.petrol900),
    rect(86, -120, 10, 60, P.petrol900),
  ]);
}

function roundTree(x: number, y: number, s = 1): string {
  return at(
    x,
    y,
    [
      rect(-10, -160, 20, 160, "#7a5a40"),
      circle(0, -230, 90, P.petrol600),
      circle(-50, -190, 60, P.petrol600),
      circle(55, -195, 62, mix(P.petrol600, P.teal200, 0.2)),
    ],
    0,
    s,
  );
}

function hurdegaryp(box: Box): string {
  const wall = brick();
  const ground = 720;
  return g([
    sky(box, ground),
    rect(box.x, ground, box.w, 14, darken(P.line, 0.1)),
    below(box, 780, mix(P.line, P.petrol600, 0.2)),
    roundTree(170, ground, 0.95),
    // roof behind the gable and chimney
    rect(722, 160, 44, 110, darken(BRICK, 0.2)),
    rect(714, 152, 60, 16, P.petrol900),
    path("M290 430L600 150L910 430Z", P.petrol900),
    // brick front with a pointed gable
    path("M320 430L600 180L880 430V720H320Z", wall),
    path("M300 436L600 168L900 436", "none", { stroke: "#ffffff", "stroke-width": 16, "stroke-linejoin": "round" }),
    rect(310, 426, 580, 14, "#ffffff"),
    circle(600, 320, 44, "#ffffff"),
    circle(600, 320, 32, mix(P.teal200, P.petrol600, 0.25)),
    rect(597, 288, 6, 64, "#ffffff"),
    rect(568, 317, 64, 6, "#ffffff"),
    path("M586 160L600 120L614 160Z", "#ffffff"),
    // windows and door
    sashWindow(370, 500, 130, 150),
    sashWindow(700, 500, 130, 150),
    rr(540, 540, 120, 180, 8, "#ffffff"),
    rr(552, 552, 96, 168, 6, P.petrol800),
    rect(562, 566, 76, 50, mix(P.teal200, P.petrol600, 0.25)),
    circle(634, 650, 6, P.amber400),
    rr(528, 716, 144, 10, 4, lighten(P.line, 0.2)),
    // sign board (no letters: a calm emblem)
    rr(520, 462, 160, 56, 12, P.petrol700),
    circle(560, 490, 14, P.teal200),
    stroke("M584 480C592 486 592 494 584 500M598 474C610 484 610 496 598 506", P.teal200, 5),
    rr(620, 484, 44, 10, 5, P.teal200, { opacity: 0.6 }),
    plant(505, ground, 0.3, P.coral600, P.petrol700),
    plant(695, ground, 0.3, P.coral600, P.petrol700),
    bench(330, 790),
    bicycle(900, 780),
  ]);
}

function wieringerwerf(box: Box): string {
  const ground = 700;
  const glass = mix(P.teal200, P.petrol600, 0.2);
  const windowPane = (x: number, w: number) =>
    g([
      rect(x, 450, w, 230, glass),
      clipped(rect(x, 450, w, 230, "#000"), [
        path(d`M${x + 20} 680L${x + 140} 450H${x + 200}L${x + 80} 680Z`, "#ffffff", { opacity: 0.16 }),
        rect(x + 14, 540, w - 28, 8, "#ffffff", { opacity: 0.8 }),
        rect(x + 14, 620, w - 28, 8, "#ffffff", { opacity: 0.8 }),
        spectacles(x + w * 0.3, 522, 0.42, P.petrol900),
        spectacles(x + w * 0.72, 522, 0.42, P.coral600),
        spectacles(x + w * 0.3, 602, 0.42, P.amber400),
        spectacles(x + w * 0.72, 602, 0.42, P.petrol700),
      ]),
      rect(x, 450, w, 230, "none", { stroke: P.petrol900, "stroke-width": 8 }),
    ]);
  const bays: string[] = [];
  for (let i = -3; i <= 3; i++)
    bays.push(path(d`M${600 + i * 230} 780L${600 + i * 320} 900`, "none", { stroke: "#ffffff", "stroke-width": 8 }));
  return g([
    sky(box, ground),
    rect(box.x, ground, box.w, 16, darken(P.line, 0.08)),
    below(box, 760, mix(P.line, P.petrol800, 0.35)),
    rect(box.x, 760, box.w, 10, darken(P.line, 0.15)),
    ...bays,
    roundTree(130, ground, 0.85),
    // low building with a flat roof
    rect(200, 330, 800, 370, "#f1ede6"),
    rect(190, 320, 820, 30, P.petrol800),
    rect(200, 350, 800, 60, P.petrol700),
    spectacles(600, 380, 0.55, "#ffffff", P.petrol700),
    windowPane(240, 250),
    windowPane(710, 250),
    // entrance
    rect(530, 450, 140, 250, P.petrol900),
    rect(540, 460, 58, 240, glass),
    rect(602, 460, 58, 240, glass),
    rect(588, 560, 6, 50, "#ffffff"),
    rect(606, 560, 6, 50, "#ffffff"),
    // awning
    path("M230 420H970L1000 470H200Z", P.coral600),
    ...[0, 1, 2, 3, 4, 5, 6, 7].map((i) =>
      path(d`M${230 + i * 92.5} 420H${276 + i * 92.5}L${282 + i * 100} 470H${232 + i * 100}Z`, "#ffffff", {
        opacity: 0.28,
      }),
    ),
    plant(220, ground, 0.4, P.petrol700, P.petrol600),
    plant(980, ground, 0.4, P.petrol700, P.petrol600),
    // parked car in a bay
    at(330, 860, [
      shadow(0, 0, 190, 12, 0.15),
      path("M-170-40C-170-70-150-80-120-84L-70-130H60L120-84C160-80 180-66 180-40V-20H-170Z", P.teal200),
      path("M-56-118H0V-84H-90Z", mix(P.teal200, P.petrol600, 0.45)),
      path("M14-118H56L100-84H14Z", mix(P.teal200, P.petrol600, 0.45)),
      circle(-100, -18, 34, P.petrol950),
      circle(-100, -18, 14, "#c9d3d6"),
      circle(110, -18, 34, P.petrol950),
      circle(110, -18, 14, "#c9d3d6"),
      rr(160, -64, 18, 12, 4, P.amber400),
    ]),
    // parking sign, no letters: a blue square on a pole
    line(930, 860, 930, 640, "#aebcc1", 10),
    rr(890, 590, 80, 80, 12, "#3f6fb5"),
    rr(904, 604, 52, 52, 8, "none", { stroke: "#ffffff", "stroke-width": 6 }),
  ]);
}

export function facadeArt(branch: Extract<ArtSpec, { kind: "facade" }>["branch"], box: Box): string {
  return branch === "hurdegaryp" ? hurdegaryp(box) : wieringerwerf(box);
}
