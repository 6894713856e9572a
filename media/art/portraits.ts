// The `portrait` artwork: friendly illustrated head-and-shoulders avatars on a coloured disc (no realistic face).
import type { ArtSpec } from "#/media/art/spec.ts";
import { P, SHELL } from "#/media/art/palette.ts";
import { circle, clipped, cover, ellipse, g, mix, path, rr, stroke, type Box } from "#/media/art/svg.ts";

type Person = Extract<ArtSpec, { kind: "portrait" }>["person"];

type Look = { bg: string; disc: string; skin: string; hair: string; top: string; long: boolean };

const looks: Record<Person, Look> = {
  audiologist: { bg: P.teal50, disc: P.teal200, skin: "#efc4a6", hair: "#6b4434", top: P.petrol800, long: true },
  trainee: { bg: P.canvas, disc: P.coral100, skin: "#e2aa88", hair: "#3a2b24", top: SHELL.teal, long: false },
};

/** Drawn in the square frame (1000×1000); the figure is cut off by the disc's lower edge. */
export function portraitArt(person: Person, box: Box): string {
  const l = looks[person];
  const shade = mix(l.skin, "#a8391f", 0.18);
  const disc = circle(500, 480, 400, "#000");
  const figure: string[] = [];
  if (l.long)
    figure.push(
      path(
        "M320 430C300 290 380 200 500 200C620 200 700 290 680 430C672 500 690 560 700 600C640 640 360 640 300 600C310 560 328 500 320 430Z",
        l.hair,
      ),
    );
  figure.push(rr(452, 520, 96, 120, 40, shade));
  const clothes: string[] = [path("M140 960C150 770 290 672 500 672C710 672 850 770 860 960Z", l.top)];
  if (l.long) {
    clothes.push(
      path("M444 676L500 752L556 676Z", l.skin),
      path("M430 672L500 760L470 770L400 690Z", P.teal50),
      path("M570 672L500 760L530 770L600 690Z", P.teal50),
      rr(610, 780, 70, 40, 8, "#ffffff"),
      rr(620, 790, 24, 20, 4, P.coral600),
    );
  } else {
    clothes.push(
      path("M452 672Q500 712 548 672Z", l.skin),
      path("M440 668L500 716L474 752L420 690Z", "#ffffff"),
      path("M560 668L500 716L526 752L580 690Z", "#ffffff"),
      circle(500, 770, 7, mix(l.top, "#ffffff", 0.5)),
      circle(500, 810, 7, mix(l.top, "#ffffff", 0.5)),
    );
  }
  figure.push(g(clothes, { transform: "translate(0 -36)" }));
  if (!l.long) {
    figure.push(ellipse(380, 440, 22, 36, l.skin), ellipse(620, 440, 22, 36, l.skin), ellipse(382, 442, 10, 20, shade));
    figure.push(ellipse(618, 442, 10, 20, shade));
  }
  figure.push(ellipse(500, 420, 122, 150, l.skin));
  figure.push(
    l.long
      ? path(
          "M372 440C350 300 420 240 500 240C596 240 650 300 630 440C616 370 570 330 530 300C490 350 430 390 372 440Z",
          l.hair,
        )
      : path(
          "M378 410C362 290 430 244 506 244C590 244 646 296 624 410C612 356 584 330 548 322C510 312 470 334 448 320C426 340 396 360 378 410Z",
          l.hair,
        ),
  );
  if (!l.long) figure.push(path("M470 256C500 226 560 230 584 258C556 250 520 254 500 270Z", l.hair));
  // small dot eyes, rosy cheeks, a gentle smile
  figure.push(
    circle(452, 432, 10, P.petrol950),
    circle(548, 432, 10, P.petrol950),
    circle(426, 482, 22, "#f29c86", { opacity: 0.35 }),
    circle(574, 482, 22, "#f29c86", { opacity: 0.35 }),
    stroke("M498 450C494 466 494 474 504 476", shade, 6),
    stroke("M462 506Q500 534 538 506", P.petrol950, 7),
  );
  return g([cover(box, l.bg), circle(500, 480, 400, l.disc), clipped(disc, figure)]);
}
