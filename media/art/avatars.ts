// Illustrated team avatars: head and shoulders on a coloured disc, friendly and without a real face.
import type { ArtSpec } from "./spec.ts";
import { P } from "./palette.ts";
import { circle, ellipse, g, path, type Box } from "./svg.ts";

type Person = Extract<ArtSpec, { kind: "portrait" }>["person"];

const people: Record<Person, { disc: string; top: string; collar: string; hair: string; long: boolean }> = {
  audiologist: { disc: P.teal200, top: P.petrol800, collar: P.teal50, hair: "#5a3b2e", long: true },
  trainee: { disc: P.coral100, top: P.petrol600, collar: P.white, hair: "#2f2a26", long: false },
};

const skin = "#e6b89c";

/** Drawn in the 1000×1000 square frame. */
export function avatarArt(person: Person, box: Box): string {
  const p = people[person];
  const parts = [path(`M${box.x} ${box.y}h${box.w}v${box.h}h${-box.w}z`, P.teal50), circle(500, 500, 420, p.disc)];
  // Long hair falls behind the shoulders.
  if (p.long) parts.push(path("M318 420c0-150 80-240 182-240s182 90 182 240v250H318z", p.hair));
  parts.push(
    // Shoulders and top, clipped by the disc's lower edge.
    path("M190 900c20-170 150-250 310-250s290 80 310 250c-90 40-200 20-310 20s-220 20-310-20z", p.top),
    path("M430 650l70 90 70-90z", p.collar),
    path("M450 560h100v110c-20 20-80 20-100 0z", skin),
    ellipse(500, 440, 132, 158, skin),
  );
  parts.push(
    p.long
      ? path("M364 420c0-120 60-180 136-180 90 0 140 70 140 160-60-10-120-50-150-100-30 60-80 100-126 120z", p.hair)
      : path("M366 410c-10-110 50-180 134-180 96 0 150 70 136 180-20-60-60-90-136-96-70 4-112 40-134 96z", p.hair),
    // Eyes and a gentle smile: just enough to feel friendly.
    circle(452, 452, 10, P.petrol950),
    circle(548, 452, 10, P.petrol950),
  );
  return g([
    ...parts,
    `<path d="M456 520c26 22 62 22 88 0" fill="none" stroke="${P.petrol950}" stroke-width="8" stroke-linecap="round"/>`,
  ]);
}
