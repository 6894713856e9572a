// The `scene` artwork: picks the drawing for each theme.
import type { ArtSpec } from "#/media/art/spec.ts";
import type { Box } from "#/media/art/svg.ts";
import { gamingScene, stageScene, streamingScene, studioScene } from "#/media/art/scenes-music.ts";
import { motorScene, quietScene, sleepScene, swimScene, travelScene, workshopScene } from "#/media/art/scenes-life.ts";
import {
  consultScene,
  hearingAidScene,
  hearingTestScene,
  impressionScene,
  medicationScene,
  tinnitusScene,
} from "#/media/art/scenes-care.ts";
import { soundGeneratorScene, unwindScene } from "#/media/art/scenes-calm.ts";
import { esportsScene, keyboardScene } from "#/media/art/scenes-esports.ts";
import { festivalScene, poolsideScene, trainScene } from "#/media/art/scenes-outing.ts";
import { costsScene, familyTableScene, secondOpinionScene, teaTalkScene } from "#/media/art/scenes-table.ts";

type Theme = Extract<ArtSpec, { kind: "scene" }>["theme"];

const scenes: Record<Theme, (box: Box) => string> = {
  stage: stageScene,
  studio: studioScene,
  gaming: (box) => gamingScene(box),
  streaming: streamingScene,
  motor: motorScene,
  workshop: workshopScene,
  travel: travelScene,
  quiet: quietScene,
  swim: swimScene,
  sleep: sleepScene,
  consult: consultScene,
  "hearing-aid": hearingAidScene,
  "hearing-test": hearingTestScene,
  impression: impressionScene,
  medication: medicationScene,
  tinnitus: tinnitusScene,
  costs: costsScene,
  "second-opinion": secondOpinionScene,
  "tea-talk": teaTalkScene,
  "family-table": familyTableScene,
  "sound-generator": soundGeneratorScene,
  unwind: unwindScene,
  festival: festivalScene,
  train: trainScene,
  poolside: poolsideScene,
  esports: esportsScene,
  keyboard: keyboardScene,
};

/** Draws a scene; a theme added to the spec but not drawn yet falls back to the calm hearing-aid scene. */
export function sceneArt(theme: Theme, box: Box): string {
  return (scenes[theme] ?? hearingAidScene)(box);
}
