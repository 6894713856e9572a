// The `interior` artwork: treatment room, reception and the optician's shop with its hearing corner.
import type { ArtSpec } from "#/media/art/spec.ts";
import { P } from "#/media/art/palette.ts";
import { audiogram } from "#/media/art/scenes-care.ts";
import {
  chair,
  chairFront,
  clock,
  headphones,
  hearingAid,
  monitor,
  pendant,
  plant,
  room,
  spectacles,
  table,
  wallArt,
} from "#/media/art/props.ts";
import { ellipse, g, mix, path, rect, rr, shadow, type Box } from "#/media/art/svg.ts";

function treatment(box: Box): string {
  return g([
    room(box, { wall: P.teal50, floor: P.teal100, floorY: 760, disc: P.teal100, discR: 320, discY: 400 }),
    // sound booth
    rr(110, 190, 250, 570, 20, P.petrol700),
    rr(130, 210, 210, 550, 14, P.petrol600),
    rr(160, 250, 150, 140, 12, mix(P.teal200, P.petrol600, 0.2)),
    path("M170 380L260 260H300L200 380Z", "#ffffff", { opacity: 0.15 }),
    rr(300, 480, 16, 70, 8, P.teal200),
    wallArt(520, 150, 200, 140, [P.coral100, P.petrol600, P.teal200]),
    clock(900, 190),
    // table with the test equipment, two chairs
    table(720, 760, 440, 210, P.petrol800),
    monitor(790, 550, 230, 140, audiogram(230, 140)),
    headphones(610, 500, 0.45, -6, P.petrol900, P.coral100),
    chair(440, 760, P.petrol700, 1, P.coral100),
    chair(1010, 760, P.petrol700, -1, P.coral100),
  ]);
}

function reception(box: Box): string {
  const wood = "#d9a25f";
  return g([
    room(box, { wall: P.canvas, floor: P.teal100, floorY: 760, disc: P.coral100, discR: 330, discY: 380 }),
    pendant(box.y, 420, 230),
    pendant(box.y, 600, 200, P.coral600),
    pendant(box.y, 780, 230),
    wallArt(850, 170, 190, 210, [P.teal50, P.amber400, P.teal200]),
    // reception desk
    shadow(480, 760, 300, 14),
    rr(200, 470, 560, 30, 12, wood),
    rr(220, 496, 520, 264, 20, P.petrol700),
    ...[0, 1, 2, 3, 4].map((i) => rect(260 + i * 100, 520, 6, 220, P.petrol600)),
    monitor(
      560,
      470,
      150,
      96,
      g([
        rect(0, 0, 150, 96, P.teal100),
        rr(14, 14, 70, 10, 5, P.petrol600),
        rr(14, 34, 110, 10, 5, P.teal200),
        rr(14, 54, 90, 10, 5, P.teal200),
      ]),
    ),
    rr(300, 444, 60, 26, 6, "#ffffff"),
    plant(150, 760, 0.9),
    // waiting chairs
    chairFront(850, 760, P.teal200, P.coral100),
    chairFront(1010, 760, P.teal200, P.coral100),
    rr(905, 610, 50, 150, 8, P.petrol800),
    rr(895, 600, 70, 14, 6, wood),
  ]);
}

function optician(box: Box): string {
  const frames = [P.petrol900, P.coral600, P.amber400, P.petrol600, "#46555f", P.coral700];
  const wall: string[] = [];
  for (let r = 0; r < 4; r++) {
    const y = 180 + r * 110;
    wall.push(rect(130, y + 38, 560, 8, "#ffffff"), rect(130, y + 46, 560, 4, P.line));
    for (let c = 0; c < 4; c++)
      wall.push(spectacles(205 + c * 140, y + 10, 0.62, frames[(r * 4 + c) % frames.length]!));
  }
  return g([
    room(box, { wall: P.canvas, floor: P.teal100, floorY: 760, disc: P.teal100, discR: 330, discY: 400 }),
    rr(100, 130, 620, 480, 24, P.teal50),
    ...wall,
    rr(100, 610, 620, 150, 16, P.petrol700),
    rr(120, 630, 580, 20, 8, P.petrol600),
    // mirror
    rr(740, 180, 90, 240, 45, "#ffffff"),
    rr(752, 192, 66, 216, 33, mix(P.teal100, P.teal200, 0.5)),
    // hearing corner: a small round table, two chairs and a display with hearing aids
    ellipse(960, 560, 110, 22, P.petrol800),
    rect(950, 560, 20, 190, P.petrol900),
    ellipse(960, 756, 60, 10, P.petrol900),
    rr(900, 510, 120, 44, 10, "#ffffff"),
    hearingAid(930, 526, 0.22, 70),
    hearingAid(990, 526, 0.22, 70, P.coral600),
    chair(820, 760, P.teal200, 1, P.coral100),
    chair(1100, 760, P.teal200, -1, P.coral100),
    plant(1010, 300, 0.45, P.coral600, P.petrol700),
    rr(900, 300, 220, 14, 7, P.petrol800),
  ]);
}

export function interiorArt(room_: Extract<ArtSpec, { kind: "interior" }>["room"], box: Box): string {
  return room_ === "treatment" ? treatment(box) : room_ === "reception" ? reception(box) : optician(box);
}
