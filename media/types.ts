import type { ArtSpec } from "#/media/art/spec.ts";

/**
 * One picture slot. `photo` is the alt text of the real photo the practice should take (and
 * therefore the photographer's brief); `placeholder` is the generated artwork shown until a
 * file named `<slot>.jpg` (or .jpeg/.png/.webp) exists in media/photos/.
 */
export type MediaEntry = {
  /** Alt text for the real photo, describing what it should show. */
  photo: string;
  /** Width and height of the displayed picture's aspect ratio, e.g. [4, 3]. Photos are cropped to it. */
  ratio: readonly [number, number];
  placeholder: { art: ArtSpec; alt: string };
};
