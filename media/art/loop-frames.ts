// The two hero video loops: calm, seamless motion (rings of sound spreading, a soft screen glow).
// Frame t and t + 1 are identical, so the loop never jumps.
import type { LoopName } from "./spec.ts";
import { P } from "./palette.ts";
import { at, circle, cover, g, rr, type Box } from "./svg.ts";
import { monitorCable, shell } from "./shells.ts";

const TAU = Math.PI * 2;

/** Three rings of sound spreading from a point, each fading as it grows. */
function rings(cx: number, cy: number, t: number, colour: string, from = 120, span = 340): string {
  return [0, 1 / 3, 2 / 3]
    .map((offset) => {
      const phase = (t + offset) % 1;
      return circle(cx, cy, from + phase * span, "none", {
        stroke: colour,
        "stroke-width": 10,
        opacity: (0.55 * (1 - phase)).toFixed(3),
      });
    })
    .join("");
}

function stage(t: number, box: Box): string {
  const sway = Math.sin(t * TAU);
  return g([
    cover(box, P.petrol900),
    // Two spotlights sweeping gently.
    `<path d="M${300 + sway * 60} -40L${120 + sway * 120} 760h360z" fill="${P.amber400}" opacity="0.10"/>`,
    `<path d="M${980 - sway * 60} -40L${800 - sway * 120} 760h360z" fill="${P.teal200}" opacity="0.10"/>`,
    rings(640, 380, t, P.teal200),
    circle(640, 380, 250, P.petrol800),
    // Stage floor.
    `<rect x="${box.x}" y="640" width="${box.w}" height="${box.h}" fill="${P.petrol950}"/>`,
    at(500, 420, monitorCable("#d7e2e4", -1), 10, -0.8, 0.8),
    at(790, 412, monitorCable("#d7e2e4", 1), 14, 0.8),
    at(500, 420, shell({ variant: "monitor", colour: "coral", second: "petrol", finish: "two-tone" }), 10, -0.8, 0.8),
    at(790, 412, shell({ variant: "monitor", colour: "coral", second: "petrol", finish: "two-tone" }), 14, 0.8),
  ]);
}

function gaming(t: number, box: Box): string {
  const glow = 0.22 + 0.1 * Math.sin(t * TAU);
  return g([
    cover(box, P.petrol950),
    // Desk and screen with a softly pulsing glow.
    circle(640, 300, 420, P.teal200, { opacity: glow.toFixed(3) }),
    rr(330, 90, 620, 360, 24, P.petrol800),
    rr(352, 112, 576, 316, 12, P.petrol600),
    rings(640, 270, t, P.teal50, 60, 220),
    `<rect x="600" y="450" width="80" height="60" fill="${P.petrol800}"/>`,
    `<rect x="${box.x}" y="510" width="${box.w}" height="${box.h}" fill="${P.petrol900}"/>`,
    rr(420, 540, 440, 60, 14, P.petrol700),
    at(360, 580, shell({ variant: "monitor", colour: "black", second: "coral", finish: "two-tone" }), 20, -0.55, 0.55),
    at(920, 580, shell({ variant: "monitor", colour: "black", second: "coral", finish: "two-tone" }), -10, 0.55),
  ]);
}

export function loopArt(loop: LoopName, t: number, box: Box): string {
  const phase = ((t % 1) + 1) % 1;
  return loop === "stage" ? stage(phase, box) : gaming(phase, box);
}
