// The `production` artwork: the workshop steps that turn an ear impression into a finished custom shell.
import type { ArtSpec } from "#/media/art/spec.ts";
import { P, SHELL } from "#/media/art/palette.ts";
import { materialFill } from "#/media/art/materials.ts";
import { monitor } from "#/media/art/props.ts";
import { BODY_PATH, FACE_PATH, shell } from "#/media/art/shells.ts";
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
  radial,
  rect,
  rr,
  shadow,
  smooth,
  stroke,
  type Box,
  type Pt,
} from "#/media/art/svg.ts";

type Step = Extract<ArtSpec, { kind: "production" }>["step"];

const IMPRESSION = "#f2a08a";
const WOOD = "#d9a25f";

/** Workshop wall, soft disc and a light work surface with a dark front edge. */
function bench(box: Box, disc: string = P.teal100): string {
  return g([
    cover(box, P.teal50),
    circle(600, 400, 340, disc),
    below(box, 650, "#f4f1ec"),
    rect(box.x, 650, box.w, 6, P.line),
    below(box, 730, P.teal200),
    rect(box.x, 730, box.w, 16, P.petrol600),
  ]);
}

/** An ear impression (soft silicone cast of the ear), about 200 wide. */
function impression(x: number, y: number, s = 1, rot = 0): string {
  const pts: Pt[] = [
    [-90, 10],
    [-70, -36],
    [-20, -50],
    [0, -90],
    [30, -110],
    [56, -96],
    [60, -50],
    [96, -20],
    [100, 30],
    [60, 60],
    [0, 62],
    [-50, 50],
  ];
  return at(
    x,
    y,
    [
      path(smooth(pts), darken(IMPRESSION, 0.15), { transform: "translate(4 6)" }),
      path(smooth(pts), IMPRESSION),
      stroke(
        smooth(
          [
            [-70, -10],
            [-30, -30],
            [0, -60],
            [24, -90],
          ],
          false,
        ),
        "#ffffff",
        8,
        { opacity: 0.4 },
      ),
    ],
    rot,
    s,
  );
}

function scan(box: Box): string {
  const beam = (fromY: number) => path(d`M745 ${fromY}L520 470L600 520Z`, P.teal200, { opacity: 0.4 });
  return g([
    bench(box),
    shadow(600, 700, 260, 16),
    rr(360, 560, 480, 140, 34, "#ffffff"),
    rr(360, 650, 480, 50, 24, P.petrol700),
    circle(420, 675, 8, P.amber400),
    rr(700, 260, 100, 330, 30, P.petrol800),
    circle(750, 330, 30, P.petrol950),
    circle(750, 330, 18, P.teal200),
    circle(750, 430, 30, P.petrol950),
    circle(750, 430, 18, P.teal200),
    ellipse(540, 590, 150, 34, darken(P.line, 0.1)),
    ellipse(540, 580, 150, 34, P.petrol600),
    ellipse(540, 578, 120, 26, P.petrol700),
    beam(330),
    beam(430),
    impression(540, 510, 0.95),
    line(450, 500, 640, 500, P.coral600, 3, { opacity: 0.8 }),
  ]);
}

function model(box: Box): string {
  const grid: string[] = [rect(0, 0, 560, 330, P.petrol950)];
  for (let x = 40; x < 420; x += 40) grid.push(rect(x, 0, 1.5, 330, P.petrol800));
  for (let y = 30; y < 330; y += 40) grid.push(rect(0, y, 420, 1.5, P.petrol800));
  const contours: string[] = [];
  for (let i = -5; i <= 5; i++)
    contours.push(
      stroke(d`M-220 ${i * 30}C-80 ${i * 30 - 30} 80 ${i * 30 + 30} 220 ${i * 30}`, P.teal200, 1.5, { opacity: 0.6 }),
    );
  for (let i = -6; i <= 6; i++)
    contours.push(
      stroke(d`M${i * 32} -200C${i * 32 + 24} -60 ${i * 32 - 24} 60 ${i * 32} 200`, P.teal200, 1.5, { opacity: 0.35 }),
    );
  const wire = at(
    210,
    175,
    [
      path(BODY_PATH, P.teal200, { opacity: 0.12 }),
      clipped(path(BODY_PATH, "#000"), contours),
      path(BODY_PATH, "none", { stroke: P.teal200, "stroke-width": 3 }),
      path(FACE_PATH, "none", { stroke: P.amber400, "stroke-width": 2, "stroke-dasharray": "8 8" }),
      ...(
        [
          [-182, -12],
          [28, -172],
          [138, -2],
          [48, 136],
          [-92, 62],
        ] as Pt[]
      ).map(([x, y]) => circle(x, y, 6, P.amber400)),
    ],
    -10,
    0.72,
  );
  const panel = [0, 1, 2, 3, 4].map((i) =>
    g([
      rr(440, 40 + i * 52, 100, 8, 4, P.petrol800),
      circle(460 + ((i * 29) % 70), 44 + i * 52, 9, i === 1 ? P.coral600 : P.teal200),
    ]),
  );
  return g([
    bench(box, P.coral100),
    monitor(600, 690, 560, 330, g([...grid, wire, rect(420, 0, 140, 330, P.petrol900), ...panel])),
    rr(330, 664, 160, 44, 12, "#ffffff"),
    ellipse(830, 690, 30, 18, "#ffffff"),
  ]);
}

function print(box: Box): string {
  const colours = [SHELL.coral, SHELL.teal, SHELL.blue, SHELL.amber] as const;
  return g([
    bench(box),
    shadow(600, 702, 240, 14),
    rr(390, 230, 420, 470, 36, P.petrol800),
    rr(425, 300, 350, 320, 22, mix(P.teal100, P.petrol600, 0.15)),
    rr(425, 300, 350, 320, 22, "#ffffff", { opacity: 0.12 }),
    rr(430, 248, 120, 34, 10, P.petrol950),
    rect(446, 258, 70, 14, P.teal200),
    circle(760, 265, 14, P.amber400),
    // gantry and print head
    rect(425, 350, 350, 10, "#aebcc1"),
    rr(560, 326, 70, 60, 12, P.petrol950),
    path("M585 386h20l-10 22z", "#aebcc1"),
    // build plate with shells
    rr(450, 560, 300, 20, 6, "#c9d3d6"),
    rect(590, 580, 20, 40, "#aebcc1"),
    ...colours.map((c, i) =>
      at(
        500 + i * 66,
        520,
        clipped(rect(-200, i === 3 ? -40 : -300, 400, 400, "#000"), path(BODY_PATH, c)),
        i % 2 ? 12 : -10,
        0.24,
      ),
    ),
    stroke("M670 516h46", P.amber400, 4, { opacity: 0.6 }),
    rr(400, 690, 60, 14, 7, P.petrol950),
    rr(740, 690, 60, 14, 7, P.petrol950),
  ]);
}

function cure(box: Box): string {
  const glow = radial([
    [0, lighten(SHELL.lilac, 0.4)],
    [0.7, SHELL.lilac],
    [1, mix(SHELL.lilac, P.petrol800, 0.4)],
  ]);
  const halo = radial([
    [0.5, SHELL.lilac, 0.45],
    [1, SHELL.lilac, 0],
  ]);
  return g([
    bench(box, P.coral100),
    circle(560, 470, 230, halo),
    shadow(600, 704, 250, 14),
    rr(370, 280, 460, 420, 40, "#ffffff"),
    rr(370, 640, 460, 60, 28, P.petrol700),
    circle(560, 460, 150, P.petrol800),
    circle(560, 460, 130, glow),
    at(500, 470, path(BODY_PATH, lighten(SHELL.lilac, 0.2), { opacity: 0.9 }), -12, 0.32),
    at(620, 470, path(BODY_PATH, lighten(SHELL.lilac, 0.2), { opacity: 0.9 }), 14, -0.32, 0.32),
    path("M470 380C500 350 560 340 610 352", "none", {
      stroke: "#ffffff",
      "stroke-width": 10,
      opacity: 0.5,
      "stroke-linecap": "round",
    }),
    rr(740, 330, 50, 120, 16, P.petrol800),
    circle(765, 500, 24, P.petrol800),
    line(765, 500, 775, 484, P.teal200, 5),
    circle(765, 560, 8, P.amber400),
    circle(765, 590, 8, P.teal200),
  ]);
}

function finish(box: Box): string {
  const dust: Pt[] = [
    [470, 420],
    [450, 400],
    [488, 392],
    [440, 440],
    [500, 440],
    [430, 415],
  ];
  return g([
    bench(box),
    shadow(470, 694, 150, 14),
    rr(440, 600, 60, 94, 12, P.petrol600),
    at(470, 540, shell({ variant: "monitor", colour: "coral" }), -20, 0.95),
    ...dust.map(([x, y], i) => circle(x, y, 4 + (i % 3) * 2, "#ffffff", { opacity: 0.8 })),
    // micromotor handpiece
    stroke("M900 320C960 340 1000 420 1080 420", P.petrol900, 14),
    at(
      500,
      420,
      [
        rr(30, -8, 40, 16, 6, "#aebcc1"),
        circle(18, 0, 16, P.amber400),
        rr(70, -22, 60, 44, 18, "#c9d3d6"),
        rr(120, -28, 300, 56, 28, P.petrol700),
        ...[0, 1, 2, 3].map((i) => rr(150 + i * 26, -28, 12, 56, 6, P.teal200, { opacity: 0.8 })),
        rr(410, -20, 40, 40, 14, P.petrol900),
      ],
      -18,
    ),
    at(780, 636, shell({ variant: "monitor", colour: "teal" }), 80, 0.4),
  ]);
}

function lacquer(box: Box): string {
  return g([
    bench(box, P.coral100),
    shadow(560, 694, 160, 14),
    rr(540, 590, 40, 104, 10, P.petrol600),
    at(560, 500, shell({ variant: "monitor", colour: "blue", finish: "glossy" }), -10, 1),
    stroke("M470 420C500 400 560 396 600 410", "#ffffff", 12, { opacity: 0.7 }),
    // brush
    at(
      700,
      380,
      [
        rr(-12, -290, 24, 240, 12, WOOD),
        rr(-15, -60, 30, 50, 6, "#c9d3d6"),
        path("M-16-12C-20 20-10 50 0 62C10 50 20 20 16-12Z", darken(WOOD, 0.5)),
        path("M-8 30C-6 46 0 58 0 62C0 58 6 46 8 30Z", SHELL.blue),
      ],
      30,
    ),
    // jar of lacquer
    shadow(300, 694, 70, 8),
    rr(240, 560, 120, 134, 24, "#ffffff", { opacity: 0.8 }),
    rr(250, 610, 100, 76, 18, lighten(SHELL.blue, 0.3)),
    rr(234, 530, 132, 40, 12, P.petrol800),
    rect(262, 580, 12, 80, "#ffffff", { opacity: 0.6 }),
  ]);
}

function faceplate(box: Box): string {
  const fills = [
    materialFill("carbon", "black", 1.2),
    SHELL.coral,
    materialFill("glitter", "blue", 1.2, 3),
    materialFill("wood", "amber", 1.2),
  ];
  const plate = (x: number, y: number, fill: string, r: number, s: number) =>
    at(
      x,
      y,
      [
        path(FACE_PATH, darken(P.teal100, 0.14), { transform: "translate(6 8)" }),
        path(FACE_PATH, fill),
        stroke(d`M${-60} ${-40}C${-40} ${-90} 0 ${-120} 30 ${-128}`, "#ffffff", 8, { opacity: 0.35 }),
      ],
      r,
      s,
    );
  return g([
    bench(box),
    // tray of faceplates
    shadow(380, 690, 250, 14),
    rr(150, 330, 460, 350, 34, P.petrol700),
    rr(172, 352, 416, 306, 24, P.teal100),
    ...fills.map((fill, i) => plate(270 + (i % 2) * 210, 430 + Math.floor(i / 2) * 150, fill, i % 2 ? 8 : -6, 0.5)),
    // a shell on its stand receiving a glitter faceplate
    shadow(840, 694, 140, 12),
    rr(810, 610, 60, 84, 12, P.petrol600),
    at(840, 520, shell({ variant: "monitor", colour: "clear", faceplateFill: "none" }), -8, 0.78),
    at(
      852,
      420,
      [
        path(FACE_PATH, materialFill("glitter", "blue", 1.2, 3)),
        path(FACE_PATH, "none", { stroke: "#ffffff", "stroke-width": 4, opacity: 0.5 }),
      ],
      -8,
      0.78,
    ),
    stroke("M840 470V450M820 476l-10 -14M860 476l10 -14", P.petrol600, 4, { opacity: 0.6 }),
    // tweezers
    at(990, 380, [line(0, -160, -8, 90, "#aebcc1", 12), line(0, -160, 14, 90, "#c9d3d6", 12)], -40),
  ]);
}

function quality(box: Box): string {
  const o = { variant: "monitor" as const, colour: "teal" as const };
  const curve = g([
    rect(0, 0, 300, 180, P.petrol950),
    ...[1, 2, 3, 4].map((i) => rect(0, i * 36, 300, 1.5, P.petrol800)),
    ...[1, 2, 3, 4, 5].map((i) => rect(i * 50, 0, 1.5, 180, P.petrol800)),
    stroke("M10 120C50 118 70 96 110 98S170 110 200 80S260 60 290 92", P.teal200, 5),
    stroke("M10 128C50 126 70 104 110 106S170 118 200 88S260 68 290 100", P.coral600, 3, { opacity: 0.8 }),
  ]);
  return g([
    bench(box, P.coral100),
    // measuring device with a response curve and a check mark
    shadow(820, 700, 180, 14),
    rr(660, 360, 320, 340, 30, "#ffffff"),
    at(685, 385, curve, 0, 0.9),
    rr(685, 570, 270, 100, 18, P.teal100),
    circle(740, 620, 28, P.petrol800),
    circle(740, 620, 12, P.petrol600),
    rr(790, 602, 140, 12, 6, P.petrol600, { opacity: 0.5 }),
    rr(790, 626, 90, 12, 6, P.petrol600, { opacity: 0.3 }),
    circle(960, 370, 56, P.petrol700),
    stroke("M934 372l18 18l34 -38", "#ffffff", 13),
    // shell on a stand under a magnifier
    shadow(400, 694, 150, 14),
    rr(370, 600, 60, 94, 12, P.petrol600),
    at(400, 500, shell(o), -14, 0.75),
    at(420, 400, rr(120, -14, 200, 34, 17, P.petrol800), 135),
    circle(420, 400, 140, "#ffffff"),
    clipped(circle(420, 400, 128, "#000"), [rect(280, 260, 280, 280, P.teal50), at(410, 440, shell(o), -14, 0.95)]),
    circle(420, 400, 134, "none", { stroke: P.petrol800, "stroke-width": 20 }),
    stroke("M336 336C352 310 378 294 404 288", "#ffffff", 9, { opacity: 0.7 }),
  ]);
}

function pack(box: Box): string {
  const base = P.petrol800;
  return g([
    bench(box),
    shadow(600, 700, 300, 18),
    // lid, opened backwards
    rr(330, 250, 540, 250, 60, darken(base, 0.15)),
    rr(356, 274, 488, 206, 44, P.teal200),
    rect(400, 480, 400, 24, darken(base, 0.25)),
    // base with the foam insert
    rr(310, 490, 580, 200, 60, base),
    rr(340, 500, 520, 110, 44, P.petrol950),
    ellipse(480, 552, 110, 42, darken(P.petrol950, 0.2)),
    ellipse(720, 552, 110, 42, darken(P.petrol950, 0.2)),
    circle(600, 560, 44, "none", { stroke: "#d4e0e2", "stroke-width": 7 }),
    circle(600, 560, 32, "none", { stroke: "#d4e0e2", "stroke-width": 7, opacity: 0.8 }),
    at(470, 546, shell({ variant: "monitor", colour: "coral", finish: "glossy" }), -8, 0.5, 0.42),
    at(730, 546, shell({ variant: "monitor", colour: "coral", finish: "glossy" }), 8, -0.5, 0.42),
    rr(560, 640, 80, 14, 7, P.petrol600),
    // cleaning tool
    at(
      960,
      650,
      [rr(-8, -110, 16, 120, 8, P.amber400), rr(-3, -150, 6, 44, 3, "#aebcc1"), circle(0, -152, 8, P.petrol700)],
      20,
    ),
  ]);
}

const steps: Record<Step, (box: Box) => string> = {
  scan,
  model,
  print,
  cure,
  finish,
  lacquer,
  faceplate,
  quality,
  pack,
};

export function productionArt(step: Step, box: Box): string {
  return steps[step](box);
}
