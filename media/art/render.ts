// Placeholder artwork: turns an ArtSpec into a complete SVG document (the entry point of this folder).
import { avatarArt } from "./avatars.ts";
import { facades, interiors, production, scenes } from "./compositions.ts";
import { document, FRAME_16x9, FRAME_4x3, FRAME_SQUARE } from "./frame.ts";
import { loopArt } from "./loop-frames.ts";
import { materialArt } from "./materials.ts";
import { iconArt } from "./pictograms.ts";
import { shellsArt } from "./shells.ts";
import type { ArtSpec, LoopName } from "./spec.ts";

/** Draws the artwork for a spec as a complete SVG document of the given pixel size. */
export function renderArt(spec: ArtSpec, width: number, height: number): string {
  switch (spec.kind) {
    case "shells":
      return document(FRAME_4x3, width, height, (box) => shellsArt(spec, box));
    case "material":
      return document(FRAME_4x3, width, height, (box) => materialArt(spec, box));
    case "portrait":
      return document(FRAME_SQUARE, width, height, (box) => avatarArt(spec.person, box));
    case "loop":
      return renderLoopFrame(spec.loop, 0, width, height);
    case "scene":
      return iconArt(scenes[spec.theme], width, height);
    case "production":
      return iconArt(production[spec.step], width, height);
    case "facade":
      return iconArt(facades[spec.branch], width, height);
    case "interior":
      return iconArt(interiors[spec.room], width, height);
  }
}

/** One frame (t in [0, 1)) of a seamless video loop. */
export function renderLoopFrame(loop: LoopName, t: number, width: number, height: number): string {
  return document(FRAME_16x9, width, height, (box) => loopArt(loop, t, box));
}
