import { z } from "zod";

/**
 * One picture slot (media/slots/*.json). `photo` is the alt text of the real photo the practice
 * should take (and therefore the photographer's brief); `placeholder` is the generated artwork
 * shown until a file named `<slot>.jpg` (or .jpeg/.png/.webp) exists in media/photos/. What the
 * artwork shows (`art`) is checked by the drawing tool (media/art/spec.ts): the build never draws.
 */
export const mediaEntry = z.strictObject({
  /** Alt text for the real photo, describing what it should show. */
  photo: z.string().min(1),
  /** Width and height of the displayed picture's aspect ratio, e.g. [4, 3]. Photos are cropped to it. */
  ratio: z.tuple([z.number().int().positive(), z.number().int().positive()]).readonly(),
  placeholder: z.strictObject({ art: z.looseObject({ kind: z.string() }), alt: z.string().min(1) }),
});

export type MediaEntry = z.infer<typeof mediaEntry>;
