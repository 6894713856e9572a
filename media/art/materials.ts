// Premium shell materials: carbon weave, glitter and wood grain on a faceplate, in three compositions.
import type { ArtSpec } from "./spec.ts";
import { P, SHELL } from "./palette.ts";
import { at, circle, cover, g, mix, pattern, prng, rr, shadow, type Box } from "./svg.ts";
import { backdropFor, shell } from "./shells.ts";

type Material = Extract<ArtSpec, { kind: "material" }>;

function carbon(colour: string): string {
  const dark = mix(colour, "#101418", 0.75);
  const light = mix(colour, "#9aa6ad", 0.35);
  const tile =
    `<rect width="24" height="24" fill="${dark}"/>` +
    `<rect x="1" y="1" width="10" height="22" rx="3" fill="${light}" opacity="0.55"/>` +
    `<rect x="13" y="1" width="10" height="22" rx="3" fill="${light}" opacity="0.25"/>`;
  return pattern(24, 24, tile, "rotate(45)");
}

function glitter(colour: string, seed: number): string {
  const random = prng(seed);
  const dots = Array.from({ length: 26 }, () => {
    const light = random() > 0.5;
    return circle(random() * 60, random() * 60, 1 + random() * 2.6, light ? P.white : P.amber400, {
      opacity: 0.5 + random() * 0.5,
    });
  }).join("");
  return pattern(60, 60, `<rect width="60" height="60" fill="${colour}"/>${dots}`);
}

function wood(colour: string): string {
  const base = mix("#9b6a43", colour, 0.25);
  const grain = mix(base, "#3b2516", 0.45);
  const lines = [8, 19, 27, 41, 52]
    .map(
      (y, i) =>
        `<path d="M0 ${y}c20 ${i % 2 ? 5 : -5} 40 ${i % 2 ? -6 : 6} 80 0" stroke="${grain}" stroke-width="${1.5 + (i % 3)}" fill="none" opacity="0.6"/>`,
    )
    .join("");
  return pattern(80, 60, `<rect width="80" height="60" fill="${base}"/>${lines}`, "rotate(-12)");
}

function fill(spec: Material): string {
  const colour = SHELL[spec.colour];
  if (spec.material === "carbon") return carbon(colour);
  if (spec.material === "glitter") return glitter(colour, spec.variant * 7 + colour.length);
  return wood(colour);
}

/** Drawn in the 4:3 frame (1200×900). */
export function materialArt(spec: Material, box: Box): string {
  const [bg, disc] = backdropFor(spec.colour);
  const faceplateFill = fill(spec);
  const opts = {
    variant: "monitor" as const,
    colour: spec.colour === "black" ? ("smoke" as const) : spec.colour,
    faceplateFill,
  };
  const parts = [cover(box, bg), circle(600, 450, 370, disc)];
  if (spec.variant === 1) {
    parts.push(shadow(430, 690, 150, 18), shadow(800, 680, 150, 18));
    parts.push(at(420, 480, shell(opts), 10, -1.18, 1.18), at(800, 470, shell(opts), 14, 1.18));
  } else if (spec.variant === 2) {
    parts.push(shadow(600, 760, 260, 26), at(600, 470, shell(opts), -8, 1.9));
  } else {
    parts.push(
      at(380, 450, rr(-180, -230, 360, 460, 48, faceplateFill), -6),
      shadow(800, 690, 150, 18),
      at(800, 470, shell(opts), 12, 1.25),
    );
  }
  return g(parts);
}
