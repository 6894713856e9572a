// E-sports scenes for the gamers' page: two team desks side by side, and in-ear monitors on a lit keyboard.
import { P } from "#/media/art/palette.ts";
import { plant } from "#/media/art/props.ts";
import { gameScreen } from "#/media/art/scenes-music.ts";
import { curvePts, shell, twistedCable } from "#/media/art/shells.ts";
import { at, circle, cover, darken, ellipse, g, line, mix, path, radial, rect, rr, type Box } from "#/media/art/svg.ts";

/** A gaming chair seen from behind, standing on (x, y). */
function chairBack(x: number, y: number, colour: string, stripe: string): string {
  return at(x, y, [
    ellipse(0, 0, 110, 14, P.petrol950, { opacity: 0.5 }),
    ...[-90, -45, 0, 45, 90].map((dx) => line(0, -30, dx, -4, P.petrol950, 10)),
    rect(-10, -130, 20, 100, P.petrol950),
    rr(-110, -180, 220, 60, 26, colour),
    rr(-100, -460, 200, 300, 60, colour),
    rr(-70, -520, 140, 80, 34, colour),
    rr(-18, -450, 36, 280, 18, stripe),
    rr(-40, -506, 80, 26, 13, darken(colour, 0.3)),
  ]);
}

/** One player's desk: a monitor with a game, keyboard and mouse, a headset stand; the desk's top centred at (x, y). */
function teamDesk(x: number, y: number, glow: string): string {
  return at(x, y, [
    ellipse(0, -180, 260, 160, glow, { opacity: 0.5 }),
    rr(-240, 0, 480, 24, 8, P.petrol950),
    rect(-220, 24, 20, 240, P.petrol950),
    rect(200, 24, 20, 240, P.petrol950),
    rect(-240, 20, 480, 5, P.coral600, { opacity: 0.7 }),
    path("M-16-60h32l14 56h-60z", P.petrol950),
    rr(-80, -8, 160, 12, 6, P.petrol950),
    at(-170, -300, [rr(-12, -12, 364, 228, 16, P.petrol950), gameScreen(340, 204)]),
    rr(-130, -20, 200, 20, 6, P.petrol950),
    ellipse(120, -10, 16, 10, P.petrol950),
  ]);
}

/** Two players of a team side by side: two desks with their screens, two chairs seen from behind, the team's banner. */
export function esportsScene(box: Box): string {
  const halo = radial([
    [0, P.coral100, 0.35],
    [1, P.teal200, 0],
  ]);
  return g([
    cover(box, P.petrol800),
    ellipse(600, 360, 560, 340, halo),
    // the team's banner: a shield on a pennant
    path("M540 60H660V190L600 224L540 190Z", P.petrol950),
    path("M566 92H634V160C634 176 618 186 600 194C582 186 566 176 566 160Z", P.coral600),
    path("M600 104L612 132H640L618 148L626 176L600 160L574 176L582 148L560 132H588Z", P.amber400),
    rect(box.x, 700, box.w, box.y + box.h - 700, P.petrol900),
    teamDesk(330, 560, P.teal200),
    teamDesk(870, 560, P.coral100),
    chairBack(330, 860, P.petrol950, P.coral600),
    chairBack(870, 860, P.petrol950, P.teal200),
    plant(box.x + 80, 700, 0.5, P.petrol700, P.teal200),
  ]);
}

/** Transparent smoke-grey in-ear monitors lying on a mechanical keyboard whose keys glow. */
export function keyboardScene(box: Box): string {
  const keys: string[] = [];
  const cols = 15;
  for (let r = 0; r < 5; r++)
    for (let c = 0; c < cols; c++) {
      const glow = mix(P.teal200, P.coral600, (c + r) / (cols + 4));
      const kx = 150 + c * 62 + (r % 2) * 14;
      const ky = 360 + r * 66;
      keys.push(
        rr(kx - 5, ky - 5, 62, 62, 13, glow, { opacity: 0.9 }),
        rr(kx, ky, 52, 52, 10, P.petrol700),
        rr(kx + 6, ky + 4, 40, 36, 8, P.petrol600),
      );
    }
  return g([
    cover(box, P.petrol950),
    // the desk mat
    rr(box.x + 20, 220, box.w - 40, 700, 40, P.petrol800),
    rr(box.x + 40, 240, box.w - 80, 660, 30, "none", { stroke: P.petrol700, "stroke-width": 4 }),
    // the keyboard, seen from above
    rr(110, 310, 1000, 420, 30, P.petrol900),
    rr(110, 310, 1000, 420, 30, "none", { stroke: P.teal200, "stroke-width": 3, opacity: 0.4 }),
    ...keys,
    circle(1060, 280, 8, P.coral600),
    // the monitors and their cable
    twistedCable(
      curvePts([
        [430, 520],
        [520, 640],
        [640, 660],
        [720, 560],
        [800, 470],
        [880, 430],
        [940, 520],
      ]),
      "#5d6670",
      6,
    ),
    twistedCable(
      curvePts([
        [640, 660],
        [660, 760],
        [700, 820],
        [760, 900],
      ]),
      "#5d6670",
      7,
    ),
    ellipse(440, 520, 150, 40, P.petrol950, { opacity: 0.45 }),
    ellipse(940, 530, 150, 40, P.petrol950, { opacity: 0.45 }),
    at(420, 470, shell({ variant: "monitor", colour: "smoke", finish: "transparent" }), -15, 0.8),
    at(960, 480, shell({ variant: "monitor", colour: "smoke", finish: "transparent", seed: 2 }), 18, -0.8, 0.8),
  ]);
}
