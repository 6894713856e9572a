import type { MediaEntry } from "#/media/types.ts";

/** Pictures of the two branch pages. */
export const branchSlots = {
  "branch-hurdegaryp-hero": {
    photo: "De voorgevel van onze praktijk in Hurdegaryp op een zonnige dag, met de ingang goed in beeld",
    ratio: [4, 3],
    placeholder: {
      art: { kind: "facade", branch: "hurdegaryp" },
      alt: "Illustratie van de voorgevel van de praktijk in Hurdegaryp",
    },
  },
  "branch-wieringerwerf-hero": {
    photo: "De winkelpui van de opticien in Wieringerwerf waar u ons vindt, met de ingang goed in beeld",
    ratio: [4, 3],
    placeholder: {
      art: { kind: "facade", branch: "wieringerwerf" },
      alt: "Illustratie van de winkelpui van een opticien in Wieringerwerf",
    },
  },
  "branch-wieringerwerf-inside": {
    photo:
      "Binnen bij de opticien in Wieringerwerf: brillen aan de wand en een tafel waar u rustig uw gehoor bespreekt",
    ratio: [4, 3],
    placeholder: {
      art: { kind: "interior", room: "optician" },
      alt: "Illustratie van de winkel van een opticien met brillen aan de wand",
    },
  },
} satisfies Record<string, MediaEntry>;
