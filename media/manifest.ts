import { aboutSlots } from "#/media/slots/about.ts";
import { blogSlots } from "#/media/slots/blog.ts";
import { branchSlots } from "#/media/slots/branches.ts";
import { careSlots } from "#/media/slots/care.ts";
import { inEarSlots } from "#/media/slots/in-ear.ts";
import { protectionSlots } from "#/media/slots/protection.ts";
import type { LoopName } from "#/media/art/spec.ts";
import type { MediaEntry } from "#/media/types.ts";

/**
 * Every picture on the site, by slot name. A real photo replaces the generated placeholder
 * when it is saved as media/photos/<slot>.jpg (see media/README.md).
 */
export const mediaManifest = {
  ...protectionSlots,
  ...careSlots,
  ...inEarSlots,
  ...aboutSlots,
  ...branchSlots,
  ...blogSlots,
} satisfies Record<string, MediaEntry>;

export type MediaSlot = keyof typeof mediaManifest;

/** The generated video loops, each with the picture slot of its poster (its first frame). */
export const videoManifest = {
  "in-ear-stage": { loop: "stage", poster: "in-ear-musicians-hero" },
  "in-ear-gaming": { loop: "gaming", poster: "in-ear-gamers-hero" },
} as const satisfies Record<string, { loop: LoopName; poster: MediaSlot }>;

export type VideoName = keyof typeof videoManifest;
