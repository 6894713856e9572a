// The two video loops (stage, gaming): calm seamless motion, frame t and t + 1 identical.
import type { LoopName } from "#/media/art/spec.ts";
import { P } from "#/media/art/palette.ts";
import type { Frame } from "#/media/art/frame.ts";
import { amp, gamingScene, guitar, spotlight, stageBackdrop, truss } from "#/media/art/scenes-music.ts";
import { cableColour, curvePts, shell, twistedCable, type ShellOptions } from "#/media/art/shells.ts";
import { at, circle, d, ellipse, g, line, rect, rr, shadow, stroke, type Box, type Pt } from "#/media/art/svg.ts";

/** Loops are drawn in the 4:3 design space; the 16:9 video shows its middle band. */
export const FRAME_LOOP: Frame = { w: 1200, h: 900, safeW: 1100, safeH: 620 };

const TAU = Math.PI * 2;

/** Rings that keep spreading from a point; each fades in and out, so nothing pops. */
function rings(
  x: number,
  y: number,
  t: number,
  colour: string,
  from: number,
  span: number,
  width = 6,
  peak = 0.3,
): string {
  return g(
    [0, 1 / 3, 2 / 3].map((offset) => {
      const phase = (t + offset) % 1;
      return circle(x, y, from + phase * span, "none", {
        stroke: colour,
        "stroke-width": width,
        opacity: peak * Math.sin(Math.PI * phase),
      });
    }),
  );
}

/** Arcs that keep spreading upwards from a point. */
function arcs(x: number, y: number, t: number, colour: string, from: number, span: number, peak = 0.6): string {
  return g(
    [0, 1 / 3, 2 / 3].map((offset) => {
      const phase = (t + offset) % 1;
      const r = from + phase * span;
      const a0 = (-90 - 40) * (Math.PI / 180);
      const a1 = (-90 + 40) * (Math.PI / 180);
      return stroke(
        d`M${x + r * Math.cos(a0)} ${y + r * Math.sin(a0)}A${r} ${r} 0 0 1 ${x + r * Math.cos(a1)} ${y + r * Math.sin(a1)}`,
        colour,
        8,
        {
          opacity: peak * Math.sin(Math.PI * phase),
        },
      );
    }),
  );
}

/** Where a point in a shell's own coordinates lands after translate(x y) rotate(rot) scale(sx sy). */
function place(x: number, y: number, rot: number, sx: number, sy: number, p: Pt): Pt {
  const a = (rot * Math.PI) / 180;
  const px = p[0] * sx;
  const py = p[1] * sy;
  return [x + px * Math.cos(a) - py * Math.sin(a), y + px * Math.sin(a) + py * Math.cos(a)];
}

/** A pair of in-ear monitors whose cables meet in a Y-splitter below them. */
function monitorPair(cx: number, cy: number, scale: number, o: ShellOptions): string {
  const L: [number, number, number, number, number] = [cx - 125, cy + 10, -14, scale, scale];
  const R: [number, number, number, number, number] = [cx + 125, cy, 8, -scale, scale];
  const socket: Pt = [48, -172];
  const [lx, ly] = place(...L, socket);
  const [rx, ry] = place(...R, socket);
  const split: Pt = [cx, cy + 190];
  const colour = cableColour(o.colour);
  const strand = (x: number, y: number, side: number) =>
    twistedCable(
      curvePts([
        [x, y],
        [x + 4 * side, y - 70],
        [cx + 40 * side, y - 90],
        [cx + 14 * side, cy + 20],
        [cx + 6 * side, cy + 100],
        [cx, split[1] - 60],
        split,
      ]),
      colour,
      5,
    );
  return g([
    shadow(cx - 125, cy + 190, 120, 12, 0.3),
    shadow(cx + 125, cy + 180, 120, 12, 0.3),
    strand(lx, ly, -1),
    strand(rx, ry, 1),
    twistedCable(
      curvePts([split, [cx, split[1] + 80], [cx - 40, split[1] + 160], [cx - 20, split[1] + 320]]),
      colour,
      6,
    ),
    rr(cx - 12, split[1] - 14, 24, 38, 10, P.petrol950),
    at(L[0], L[1], shell(o), L[2], L[3], L[4]),
    at(R[0], R[1], shell(o), R[2], R[3], R[4]),
  ]);
}

function stageLoop(t: number, box: Box): string {
  const s = (k: number) => Math.sin(TAU * t + (k * TAU) / 3);
  const lamps: [number, number, string, number][] = [
    [300, -12 + 9 * s(0), P.amber400, 0.3],
    [600, 7 * s(1), P.canvas, 0.16],
    [900, 12 + 9 * s(2), P.teal200, 0.3],
  ];
  const floorY = 610;
  return g([
    stageBackdrop(box, floorY, 760),
    ...lamps.map(([x, a, c]) =>
      ellipse(x - Math.tan((a * Math.PI) / 180) * 470, floorY + 50, 170, 30, c, { opacity: 0.14 }),
    ),
    at(
      250,
      floorY + 10,
      [line(-40, 0, 0, -100, P.petrol950, 7), line(40, 0, 0, -100, P.petrol950, 7), at(8, -16, guitar(), -10)],
      0,
      0.7,
    ),
    amp(960, floorY + 14, 200, 170),
    rect(box.x, box.y, box.w, box.h, P.petrol900, { opacity: 0.3 }),
    ...lamps.map(([x, a, c, o]) => spotlight(x, 170, a, c, 560, o)),
    truss(box, 130),
    rings(600, 470, t, P.teal200, 130, 300),
    monitorPair(600, 470, 0.6, { variant: "monitor", colour: "coral", finish: "glossy" }),
  ]);
}

function gamingLoop(t: number, box: Box): string {
  const glow = 1 + 0.1 * Math.sin(TAU * t);
  return gamingScene(box, { glow, wave: arcs(915, 640, t, P.teal200, 40, 150) });
}

export function loopArt(loop: LoopName, t: number, box: Box): string {
  const u = t - Math.floor(t);
  return loop === "stage" ? stageLoop(u, box) : gamingLoop(u, box);
}
