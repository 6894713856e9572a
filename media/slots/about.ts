import type { MediaEntry } from "#/media/types.ts";

/** Pictures of /over-ons: the practice and the two locations (team portraits are uploads, content/team.yaml). */
export const aboutSlots = {
  "about-hero": {
    photo: "De lichte ontvangstruimte van de praktijk, met de balie en een paar stoelen om even rustig te wachten",
    ratio: [4, 3],
    placeholder: {
      art: { kind: "interior", room: "reception" },
      alt: "Illustratie van een lichte ontvangstruimte met een balie en stoelen",
    },
  },
  "about-hurdegaryp-outside": {
    photo: "De voorgevel van onze praktijk in Hurdegaryp, gezien vanaf de straat",
    ratio: [4, 3],
    placeholder: {
      art: { kind: "facade", branch: "hurdegaryp" },
      alt: "Illustratie van de voorgevel van de praktijk in Hurdegaryp",
    },
  },
  "about-hurdegaryp-inside": {
    photo: "De behandelkamer in Hurdegaryp, met een tafel, twee stoelen en de apparatuur voor de hoortest",
    ratio: [4, 3],
    placeholder: {
      art: { kind: "interior", room: "treatment" },
      alt: "Illustratie van een rustige behandelkamer met een tafel en twee stoelen",
    },
  },
  "about-wieringerwerf-outside": {
    photo: "De winkelpui van de opticien in Wieringerwerf waar onze praktijk zit, gezien vanaf de straat",
    ratio: [4, 3],
    placeholder: {
      art: { kind: "facade", branch: "wieringerwerf" },
      alt: "Illustratie van de winkelpui van een opticien in Wieringerwerf",
    },
  },
  "about-wieringerwerf-inside": {
    photo: "De winkel van de opticien in Wieringerwerf, met brillen aan de wand en de hoek voor hoorzorg",
    ratio: [4, 3],
    placeholder: {
      art: { kind: "interior", room: "optician" },
      alt: "Illustratie van de winkel van een opticien met brillen aan de wand",
    },
  },
} satisfies Record<string, MediaEntry>;
