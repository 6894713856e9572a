// Calm rooms for the tinnitus posts: a sound generator on a side table in the evening, a chair by the window to unwind.
import { P } from "#/media/art/palette.ts";
import { tree } from "#/media/art/scenes-life.ts";
import { bookStack, floorLamp, mug, plant, room, soundWaves, table, windowFrame } from "#/media/art/props.ts";
import {
  at,
  below,
  circle,
  darken,
  ellipse,
  g,
  lighten,
  line,
  linear,
  path,
  rect,
  rr,
  shadow,
  stroke,
  type Box,
} from "#/media/art/svg.ts";

/** A small round sound generator (a speaker puck with a soft light ring and two buttons) standing on (x, y). */
function soundGenerator(x: number, y: number): string {
  return at(x, y, [
    shadow(0, 0, 96, 10, 0.2),
    path("M-90-14C-90-70 90-70 90-14C90 0 70 4 0 4C-70 4-90 0-90-14Z", P.canvas),
    ellipse(0, -52, 76, 16, "#e6ddd2"),
    ...[0, 1, 2, 3, 4].map((i) =>
      ellipse(0, -52, 64 - i * 12, 12 - i * 2.4, "none", { stroke: "#cdbfb0", "stroke-width": 3 }),
    ),
    rr(-70, -30, 140, 8, 4, P.teal200),
    circle(-24, -14, 6, P.petrol700),
    circle(24, -14, 6, P.petrol700),
  ]);
}

/** Evening: a sound generator on the side table fills a calm room with soft sound, by an easy chair and a lamp. */
export function soundGeneratorScene(box: Box): string {
  const dusk = linear([
    [0, P.petrol800],
    [0.7, lighten(P.petrol600, 0.15)],
    [1, "#f3c18a"],
  ]);
  const view = g([
    rect(0, 0, 300, 360, dusk),
    circle(80, 70, 4, "#fff6dc", { opacity: 0.8 }),
    circle(200, 40, 3, "#fff6dc", { opacity: 0.8 }),
    circle(240, 110, 36, "#fbeec6", { opacity: 0.9 }),
    tree(60, 380, 0.9, P.petrol900),
    tree(250, 380, 0.7, P.petrol900),
    path("M0 320C90 300 200 330 300 310V360H0Z", P.petrol950),
  ]);
  const glow = linear(
    [
      [0, "#fbeec6", 0.5],
      [1, "#fbeec6", 0],
    ],
    0.5,
    0,
    0.5,
    1,
  );
  return g([
    room(box, { wall: P.petrol700, floor: P.petrol800, floorY: 760, disc: P.petrol600, discR: 330, discY: 400 }),
    windowFrame(160, 120, 300, 360, view, P.teal100),
    // curtain
    path("M110 90H170C160 300 180 480 150 560H110Z", P.coral600),
    path("M470 90H520V560H480C450 470 470 300 470 90Z", P.coral600),
    rect(100, 80, 440, 14, P.petrol950),
    // easy chair and lamp
    floorLamp(1050, 760, 470, "#fbeec6"),
    path("M950 330L1150 330L1240 760H860Z", glow, { opacity: 0.35 }),
    at(840, 760, [
      shadow(0, 0, 170, 14, 0.2),
      rr(-125, -330, 250, 240, 70, darken(P.teal200, 0.35)),
      rr(-110, -150, 220, 110, 30, darken(P.teal200, 0.2)),
      rr(-100, -175, 200, 60, 28, P.teal200),
      rr(-160, -210, 70, 180, 34, darken(P.teal200, 0.2)),
      rr(90, -210, 70, 180, 34, darken(P.teal200, 0.2)),
      path("M-60-190C-20-230 60-220 90-170L60-120H-70Z", P.amber400, { opacity: 0.85 }),
    ]),
    // side table with the sound generator, a book and a cup of tea
    table(560, 760, 360, 230, P.petrol900),
    at(510, 540, soundGenerator(0, 0), 0, 1.15),
    soundWaves(510, 460, -90, "#fbeec6", 74, 48, 3, 90),
    bookStack(660, 540, [P.coral600]),
    mug(660, 512, P.canvas),
    stroke("M660 456C646 436 670 422 656 402", "#ffffff", 5, { opacity: 0.5 }),
    below(box, 860, P.petrol900, { opacity: 0.5 }),
  ]);
}

/** A lounge chair in side view facing right, with a soft blanket over its arm, standing on (x, y). */
function loungeChair(x: number, y: number, colour: string, cushion: string): string {
  return at(x, y, [
    shadow(10, 0, 170, 12, 0.1),
    line(-110, -70, -140, 0, darken(colour, 0.35), 10),
    line(110, -70, 140, 0, darken(colour, 0.35), 10),
    path("M-150-360C-190-350-190-290-176-250L-140-80H-80L-100-240C-110-300-120-360-150-360Z", colour),
    path("M-150-330C-170-320-168-280-160-250L-128-120H-98L-114-250C-120-290-126-330-150-330Z", cushion),
    rr(-160, -140, 330, 80, 34, colour),
    rr(-120, -172, 270, 52, 26, cushion),
    // blanket over the arm
    path("M90-180C140-190 170-170 168-130L160 -20C140-10 120-14 110-24L110-140C96-150 90-164 90-180Z", P.coral600),
    ...[0, 1, 2].map((i) => line(124 + i * 14, -120, 122 + i * 14, -30, lighten(P.coral600, 0.35), 4)),
  ]);
}

/** Unwinding: an easy lounge chair by a big window onto a garden, a cup of tea, plants and soft light. */
export function unwindScene(box: Box): string {
  const garden = g([
    rect(0, 0, 520, 470, P.teal100),
    circle(400, 90, 46, P.amber400, { opacity: 0.9 }),
    path("M0 330C140 290 320 350 520 300V470H0Z", P.teal200),
    tree(90, 350, 1.2, P.petrol600),
    tree(330, 330, 0.9, lighten(P.petrol600, 0.2)),
    path("M0 400C160 380 300 420 520 390V470H0Z", lighten(P.petrol600, 0.35)),
  ]);
  const sun = linear(
    [
      [0, "#ffffff", 0.6],
      [1, "#ffffff", 0],
    ],
    0,
    0,
    0,
    1,
  );
  return g([
    room(box, { wall: P.canvas, floor: P.teal100, floorY: 760, disc: P.coral100, discR: 340, discY: 400 }),
    windowFrame(560, 120, 520, 470, garden, "#ffffff"),
    path("M580 610H1060L1160 860H420Z", sun, { opacity: 0.8 }),
    ellipse(480, 800, 300, 34, P.teal200),
    loungeChair(440, 760, P.petrol700, P.teal200),
    // small round side table with tea
    shadow(760, 760, 70, 8, 0.1),
    rect(752, 620, 16, 140, P.petrol900),
    ellipse(760, 758, 50, 8, P.petrol900),
    ellipse(760, 616, 80, 14, P.petrol800),
    at(760, 616, [
      ellipse(0, -4, 44, 9, P.teal200),
      stroke("M28-36C46-36 46-14 26-14", "#ffffff", 6),
      path("M-30-44H30C30-18 18-8 0-8C-18-8-30-18-30-44Z", "#ffffff"),
      ellipse(0, -44, 30, 6, "#b9733f"),
      stroke("M-6-64C-16-82 4-92-6-110M10-66C0-84 20-94 10-112", "#ffffff", 5, { opacity: 0.8 }),
    ]),
    plant(180, 760, 0.9, P.amber400, P.petrol700),
    plant(1080, 760, 0.55, P.coral600, P.petrol600),
  ]);
}
