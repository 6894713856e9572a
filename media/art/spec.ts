/**
 * What a placeholder picture shows. Each slot in the media manifest (media/slots/*.json) names one
 * of these; the generator in this folder draws it as flat duotone artwork in the site's palette
 * until the practice drops in a real photo under the slot's name. The drawing tool checks each
 * slot's `art` against this schema before it draws.
 */
import { z } from "zod";

/** Colours a custom shell (earplug or in-ear monitor) can have. */
const shellColour = z.enum([
  "petrol",
  "teal",
  "coral",
  "amber",
  "red",
  "blue",
  "lilac",
  "green",
  "yellow",
  "black",
  "white",
  "clear",
  "smoke",
]);
export type ShellColour = z.infer<typeof shellColour>;

/** The two generated video loops (frames drawn by the same generator, encoded by scripts/make-videos.ts). */
const loopName = z.enum(["stage", "gaming"]);
export type LoopName = z.infer<typeof loopName>;

export const artSpec = z.discriminatedUnion("kind", [
  /** Two custom shells side by side: earplugs (`plug`, optional filter) or in-ear monitors (`monitor`, with cable). */
  z.strictObject({
    kind: z.literal("shells"),
    variant: z.enum(["plug", "monitor"]),
    colours: z.union([z.tuple([shellColour]), z.tuple([shellColour, shellColour])]),
    finish: z.enum(["solid", "transparent", "marbled", "two-tone", "glossy"]).optional(),
    filter: z.boolean().optional(),
  }),
  /** A close-up of a premium shell material. `variant` (1–3) changes composition and tint. */
  z.strictObject({
    kind: z.literal("material"),
    material: z.enum(["carbon", "glitter", "wood"]),
    colour: shellColour,
    variant: z.literal([1, 2, 3]),
  }),
  /** One step in the German workshop that makes the shells. */
  z.strictObject({
    kind: z.literal("production"),
    step: z.enum(["scan", "model", "print", "cure", "finish", "lacquer", "faceplate", "quality", "pack"]),
  }),
  /** A situation: the background story of a page, drawn as a simple flat scene without people's faces. */
  z.strictObject({
    kind: z.literal("scene"),
    theme: z.enum([
      "stage",
      "studio",
      "gaming",
      "streaming",
      "motor",
      "workshop",
      "travel",
      "quiet",
      "swim",
      "sleep",
      "consult",
      "hearing-aid",
      "hearing-test",
      "impression",
      "medication",
      "tinnitus",
      "costs",
      "second-opinion",
      "tea-talk",
      "family-table",
      "sound-generator",
      "unwind",
      "festival",
      "train",
      "poolside",
      "esports",
      "keyboard",
    ]),
  }),
  /** The front of a branch: Hurdegaryp (a Frisian village practice), Wieringerwerf (inside an optician's shop). */
  z.strictObject({ kind: z.literal("facade"), branch: z.enum(["hurdegaryp", "wieringerwerf"]) }),
  /** Inside a branch. */
  z.strictObject({ kind: z.literal("interior"), room: z.enum(["treatment", "reception", "optician"]) }),
  /** The first frame of a video loop: the video's poster. */
  z.strictObject({ kind: z.literal("loop"), loop: loopName }),
]);

export type ArtSpec = z.infer<typeof artSpec>;
