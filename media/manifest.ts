import { z } from "zod";
import about from "#/media/slots/about.json" with { type: "json" };
import blog from "#/media/slots/blog.json" with { type: "json" };
import branches from "#/media/slots/branches.json" with { type: "json" };
import care from "#/media/slots/care.json" with { type: "json" };
import inEar from "#/media/slots/in-ear.json" with { type: "json" };
import protection from "#/media/slots/protection.json" with { type: "json" };
import type { LoopName } from "#/media/art/spec.ts";
import { mediaEntry, type MediaEntry } from "#/media/types.ts";

// One file per area of the site: the seven protection pages, the care pages, the two in-ear pages,
// /over-ons (team portraits are uploads, content/team.yaml), the branch pages, and the blog (the
// default for posts without their own picture, and one per post).
const slots = { ...protection, ...care, ...inEar, ...about, ...branches, ...blog };

/**
 * Every picture on the site, by slot name. A real photo replaces the generated placeholder
 * when it is saved as media/photos/<slot>.jpg (see media/README.md).
 */
export const mediaManifest = z.record(z.string(), mediaEntry).parse(slots) as Record<keyof typeof slots, MediaEntry>;

export type MediaSlot = keyof typeof mediaManifest;

/** The generated video loops, each with the picture slot of its poster (its first frame). */
export const videoManifest = {
  "in-ear-stage": { loop: "stage", poster: "in-ear-musicians-hero" },
  "in-ear-gaming": { loop: "gaming", poster: "in-ear-gamers-hero" },
} as const satisfies Record<string, { loop: LoopName; poster: MediaSlot }>;

export type VideoName = keyof typeof videoManifest;
