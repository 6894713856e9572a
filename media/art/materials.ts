// Premium faceplate materials (carbon twill, glitter, wood grain) as fills, and the `material` artwork.
import type { ArtSpec, ShellColour } from "#/media/art/spec.ts";
import { P, SHELL } from "#/media/art/palette.ts";
import { cableColour, monitorCable, shell, type ShellOptions } from "#/media/art/shells.ts";
import {
  at,
  circle,
  cover,
  d,
  darken,
  ellipse,
  g,
  hash,
  lighten,
  mix,
  path,
  pattern,
  prng,
  rect,
  rr,
  shadow,
  stroke,
  type Box,
} from "#/media/art/svg.ts";

type Material = Extract<ArtSpec, { kind: "material" }>["material"];

/** Carbon fibre twill: 2/2 weave of light and dark bundles, tinted by the colour. */
function carbon(colour: string, cell: number): string {
  const dark = mix(colour, "#0e1215", 0.8);
  const light = mix(colour, "#7d8a91", colour === SHELL.black ? 0.5 : 0.45);
  const tiles: string[] = [rect(0, 0, cell * 4, cell * 4, dark)];
  for (let i = 0; i < 4; i++)
    for (let j = 0; j < 4; j++) {
      const across = (i + j) % 4 < 2;
      const x = i * cell;
      const y = j * cell;
      tiles.push(
        across
          ? rr(x + 0.5, y + cell * 0.12, cell - 1, cell * 0.76, cell * 0.3, light, { opacity: 0.75 })
          : rr(x + cell * 0.12, y + 0.5, cell * 0.76, cell - 1, cell * 0.3, light, { opacity: 0.4 }),
      );
    }
  return pattern(cell * 4, cell * 4, tiles.join(""), "rotate(45)");
}

/** Glitter: the colour sprinkled with light and dark specks and a few four-point sparkles. */
function glitter(colour: string, seed: number, size: number): string {
  const rnd = prng(seed);
  const base = colour === SHELL.clear || colour === SHELL.white ? "#dfe9ec" : colour;
  const out: string[] = [rect(0, 0, size, size, base)];
  for (let i = 0; i < 46; i++) {
    const x = rnd() * size;
    const y = rnd() * size;
    const r = size * (0.006 + rnd() * 0.014);
    const pick = rnd();
    const c = pick < 0.45 ? "#ffffff" : pick < 0.7 ? lighten(base, 0.5) : pick < 0.85 ? P.amber400 : darken(base, 0.35);
    out.push(circle(x, y, r, c, { opacity: 0.6 + rnd() * 0.4 }));
  }
  for (let i = 0; i < 4; i++) {
    const x = size * (0.15 + rnd() * 0.7);
    const y = size * (0.15 + rnd() * 0.7);
    const s = size * (0.03 + rnd() * 0.03);
    out.push(
      path(
        d`M${x} ${y - s}Q${x} ${y} ${x + s} ${y}Q${x} ${y} ${x} ${y + s}Q${x} ${y} ${x - s} ${y}Q${x} ${y} ${x} ${y - s}Z`,
        "#ffffff",
      ),
    );
  }
  return pattern(size, size, out.join(""));
}

/** Wood: warm grain lines with a knot, stained towards the colour. */
function wood(colour: string, w: number): string {
  const h = w * 0.5;
  const base = mix("#c58a52", colour, colour === SHELL.clear || colour === SHELL.white ? 0.1 : 0.3);
  const grain = mix(base, "#4a2a14", 0.4);
  const out: string[] = [rect(0, 0, w, h, base)];
  const kx = w * 0.62;
  const ky = h * 0.5;
  for (let i = 0; i < 12; i++) {
    const y = (i + 0.5) * (h / 12);
    let dd = d`M0 ${y}`;
    const steps = 8;
    for (let k = 1; k <= steps; k++) {
      const x = (k * w) / steps;
      const bulge =
        Math.exp(-(((x - kx) / (w * 0.12)) ** 2)) * (y < ky ? -1 : 1) * h * 0.08 * (1 - Math.abs(y - ky) / h);
      dd += d`L${x} ${y + Math.sin((k / steps) * Math.PI * 2 + i) * h * 0.012 + bulge}`;
    }
    out.push(stroke(dd, grain, h * (0.006 + (i % 3) * 0.004), { opacity: 0.55 }));
  }
  out.push(
    ellipse(kx, ky, w * 0.035, h * 0.045, grain, { opacity: 0.7 }),
    ellipse(kx, ky, w * 0.06, h * 0.08, "none", { stroke: grain, "stroke-width": h * 0.008, opacity: 0.5 }),
  );
  return pattern(w, h, out.join(""), "rotate(-8)");
}

/** A fill (pattern reference) for a material at a given scale (1 ≈ faceplate on a normal-size shell). */
export function materialFill(material: Material, colour: ShellColour, scale = 1, seed = 1): string {
  const c = SHELL[colour];
  if (material === "carbon") return carbon(c, 9 * scale);
  if (material === "glitter") return glitter(c, seed, 110 * scale);
  return wood(c, 260 * scale);
}

/** The translucent or dark shell body a material faceplate sits on. */
function bodyFor(material: Material, colour: ShellColour): ShellColour {
  if (material === "carbon") return colour === "black" || colour === "smoke" ? "smoke" : "clear";
  return colour === "clear" || colour === "white" ? "smoke" : "clear";
}

export function materialArt(spec: Extract<ArtSpec, { kind: "material" }>, box: Box): string {
  const seed = hash(JSON.stringify(spec));
  const body = bodyFor(spec.material, spec.colour);
  const [bg, disc] =
    spec.variant === 2 ? [P.teal50, P.teal100] : spec.variant === 3 ? [P.canvas, P.coral100] : [P.teal100, P.teal200];
  const opts = (scale: number): ShellOptions => ({
    variant: "monitor",
    colour: body,
    finish: "glossy",
    faceplateFill: materialFill(spec.material, spec.colour, scale, seed),
  });
  const parts = [cover(box, bg), circle(600, 450, 370, disc)];
  if (spec.variant === 1) {
    // close-up of one faceplate
    parts.push(shadow(610, 790, 280, 24, 0.12), at(630, 490, shell(opts(0.75)), -12, 2.15));
  } else if (spec.variant === 2) {
    // a pair of monitors
    const place = (x: number, y: number, r: number, sx: number, c: string) => at(x, y, c, r, sx, Math.abs(sx));
    parts.push(shadow(415, 700, 150, 16), shadow(800, 690, 150, 16));
    parts.push(
      place(405, 530, -16, 1.02, monitorCable(cableColour(body))),
      place(805, 518, 4, -1.02, monitorCable(cableColour(body))),
    );
    parts.push(place(405, 530, -16, 1.02, shell(opts(1))), place(805, 518, 4, -1.02, shell(opts(1))));
  } else {
    // a swatch of the material with a shell resting beside it
    const fill = materialFill(spec.material, spec.colour, 2, seed);
    parts.push(
      shadow(420, 720, 260, 22, 0.1),
      at(
        420,
        440,
        [
          rr(-230, -230, 460, 460, 56, darken(bg, 0.2), { transform: "translate(10 14)", opacity: 0.5 }),
          rr(-230, -230, 460, 460, 56, fill),
          rr(-230, -230, 460, 460, 56, "none", { stroke: "#ffffff", "stroke-width": 6, opacity: 0.4 }),
        ],
        -8,
      ),
      shadow(810, 700, 170, 16),
      at(810, 520, shell(opts(1)), 14, 1.2),
    );
  }
  return g(parts);
}
