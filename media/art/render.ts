// Placeholder artwork: turns an ArtSpec into a complete SVG document (the entry point of this folder).
import type { ArtSpec, LoopName } from "#/media/art/spec.ts";
import { facadeArt } from "#/media/art/buildings.ts";
import { document, FRAME_4x3 } from "#/media/art/frame.ts";
import { interiorArt } from "#/media/art/interiors.ts";
import { FRAME_LOOP, loopArt } from "#/media/art/loops.ts";
import { materialArt } from "#/media/art/materials.ts";
import { productionArt } from "#/media/art/production.ts";
import { sceneArt } from "#/media/art/scenes.ts";
import { shellsArt } from "#/media/art/shells.ts";

/** Draws the artwork for a spec as a complete SVG document of the given pixel size. */
export function renderArt(spec: ArtSpec, width: number, height: number): string {
  switch (spec.kind) {
    case "shells":
      return document(FRAME_4x3, width, height, (box) => shellsArt(spec, box));
    case "material":
      return document(FRAME_4x3, width, height, (box) => materialArt(spec, box));
    case "production":
      return document(FRAME_4x3, width, height, (box) => productionArt(spec.step, box));
    case "scene":
      return document(FRAME_4x3, width, height, (box) => sceneArt(spec.theme, box));
    case "facade":
      return document(FRAME_4x3, width, height, (box) => facadeArt(spec.branch, box));
    case "interior":
      return document(FRAME_4x3, width, height, (box) => interiorArt(spec.room, box));
    case "loop":
      return renderLoopFrame(spec.loop, 0, width, height);
  }
}

/** One frame of a seamless video loop: t in [0, 1), and t = 1 gives the same picture as t = 0. */
export function renderLoopFrame(loop: LoopName, t: number, width: number, height: number): string {
  return document(FRAME_LOOP, width, height, (box) => loopArt(loop, t, box));
}
