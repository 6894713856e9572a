/**
 * What a placeholder picture shows. Each slot in the media manifest names one of these; the
 * generator in this folder draws it as flat duotone artwork in the site's palette until the
 * practice drops in a real photo under the slot's name.
 */

/** Colours a custom shell (earplug or in-ear monitor) can have. */
export type ShellColour =
  | "petrol"
  | "teal"
  | "coral"
  | "amber"
  | "red"
  | "blue"
  | "lilac"
  | "green"
  | "yellow"
  | "black"
  | "white"
  | "clear"
  | "smoke";

export type ArtSpec =
  /** Two custom shells side by side: earplugs (`plug`, optional filter) or in-ear monitors (`monitor`, with cable). */
  | {
      kind: "shells";
      variant: "plug" | "monitor";
      colours: [ShellColour] | [ShellColour, ShellColour];
      finish?: "solid" | "transparent" | "marbled" | "two-tone" | "glossy";
      filter?: boolean;
    }
  /** A close-up of a premium shell material. `variant` (1–3) changes composition and tint. */
  | { kind: "material"; material: "carbon" | "glitter" | "wood"; colour: ShellColour; variant: 1 | 2 | 3 }
  /** One step in the German workshop that makes the shells. */
  | {
      kind: "production";
      step: "scan" | "model" | "print" | "cure" | "finish" | "lacquer" | "faceplate" | "quality" | "pack";
    }
  /** A situation: the background story of a page, drawn as a simple flat scene without people's faces. */
  | {
      kind: "scene";
      theme:
        | "stage"
        | "studio"
        | "gaming"
        | "streaming"
        | "motor"
        | "workshop"
        | "travel"
        | "quiet"
        | "swim"
        | "sleep"
        | "consult"
        | "hearing-aid"
        | "hearing-test"
        | "impression"
        | "medication"
        | "tinnitus"
        | "costs"
        | "second-opinion"
        | "tea-talk"
        | "family-table"
        | "sound-generator"
        | "unwind"
        | "festival"
        | "train"
        | "poolside"
        | "esports"
        | "keyboard";
    }
  /** The front of a branch: Hurdegaryp (a Frisian village practice), Wieringerwerf (inside an optician's shop). */
  | { kind: "facade"; branch: "hurdegaryp" | "wieringerwerf" }
  /** Inside a branch. */
  | { kind: "interior"; room: "treatment" | "reception" | "optician" }
  /** An illustrated team avatar (head and shoulders, friendly, no realistic face). */
  /** The first frame of a video loop: the video's poster. */
  | { kind: "loop"; loop: LoopName };

/** The two generated video loops (frames drawn by the same generator, encoded by scripts/make-videos.ts). */
export type LoopName = "stage" | "gaming";
