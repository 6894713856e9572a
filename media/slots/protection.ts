import type { MediaEntry } from "#/media/types.ts";

/** Pictures of the seven hearing-protection pages. */
export const protectionSlots = {
  "protection-music-hero": {
    photo: "Gitarist op een podium met een transparante oordop op maat in het oor",
    ratio: [4, 3],
    placeholder: {
      art: { kind: "scene", theme: "stage" },
      alt: "Illustratie van een podium met een gitaar, een versterker en spotlights",
    },
  },
  "protection-music-regular": {
    photo: "Twee oordoppen op maat in petrolblauw met een klein muziekfilter",
    ratio: [4, 3],
    placeholder: {
      art: { kind: "shells", variant: "plug", colours: ["petrol"], filter: true },
      alt: "Illustratie van twee petrolblauwe oordoppen op maat met een muziekfilter",
    },
  },
  "protection-music-premium": {
    photo: "Twee glanzende oordoppen op maat in het rood met een zichtbaar muziekfilter",
    ratio: [4, 3],
    placeholder: {
      art: { kind: "shells", variant: "plug", colours: ["red"], finish: "glossy", filter: true },
      alt: "Illustratie van twee glanzende rode oordoppen op maat met een muziekfilter",
    },
  },
  "protection-motor-hero": {
    photo: "Motorrijder met open vizier op een landweg, klaar om te vertrekken",
    ratio: [4, 3],
    placeholder: {
      art: { kind: "scene", theme: "motor" },
      alt: "Illustratie van een motor op een landweg tussen weilanden",
    },
  },
  "protection-motor-road-regular": {
    photo: "Twee zwarte motoroordoppen op maat naast een motorhandschoen",
    ratio: [4, 3],
    placeholder: {
      art: { kind: "shells", variant: "plug", colours: ["black"], filter: true },
      alt: "Illustratie van twee zwarte motoroordoppen op maat",
    },
  },
  "protection-motor-road-premium": {
    photo: "Twee oranje motoroordoppen op maat op de tank van een motor",
    ratio: [4, 3],
    placeholder: {
      art: { kind: "shells", variant: "plug", colours: ["amber", "black"], finish: "two-tone", filter: true },
      alt: "Illustratie van twee oranje-zwarte motoroordoppen op maat",
    },
  },
  "protection-work-hero": {
    photo: "Timmerman in een werkplaats met een oordop op maat in het oor",
    ratio: [4, 3],
    placeholder: {
      art: { kind: "scene", theme: "workshop" },
      alt: "Illustratie van een werkplaats met een werkbank, een zaag en gereedschap aan de wand",
    },
  },
  "protection-work-pro-regular": {
    photo: "Twee blauwe werkoordoppen op maat op een werkbank naast een rolmaat",
    ratio: [4, 3],
    placeholder: {
      art: { kind: "shells", variant: "plug", colours: ["blue"], filter: true },
      alt: "Illustratie van twee blauwe werkoordoppen op maat",
    },
  },
  "protection-work-pro-premium": {
    photo: "Twee felgele werkoordoppen op maat naast een veiligheidsbril",
    ratio: [4, 3],
    placeholder: {
      art: { kind: "shells", variant: "plug", colours: ["yellow"], finish: "glossy", filter: true },
      alt: "Illustratie van twee felgele werkoordoppen op maat",
    },
  },
  "protection-travel-hero": {
    photo: "Reiziger bij het raam van een vliegtuig, ontspannen met de ogen dicht",
    ratio: [4, 3],
    placeholder: {
      art: { kind: "scene", theme: "travel" },
      alt: "Illustratie van een vliegtuigraampje met wolken en een vleugel",
    },
  },
  "protection-travel-product": {
    photo: "Twee oordoppen op maat in zachtblauw in een klein opbergdoosje naast een paspoort",
    ratio: [4, 3],
    placeholder: {
      art: { kind: "shells", variant: "plug", colours: ["blue", "white"], finish: "marbled" },
      alt: "Illustratie van twee zachtblauwe oordoppen op maat",
    },
  },
  "protection-quiet-hero": {
    photo: "Vrouw leest geconcentreerd een boek in een lichte, rustige kamer",
    ratio: [4, 3],
    placeholder: {
      art: { kind: "scene", theme: "quiet" },
      alt: "Illustratie van een rustige leeshoek met een fauteuil, een lamp en een boek",
    },
  },
  "protection-quiet-product": {
    photo: "Twee oordoppen op maat in zachtgroen op een opengeslagen notitieboek",
    ratio: [4, 3],
    placeholder: {
      art: { kind: "shells", variant: "plug", colours: ["green"] },
      alt: "Illustratie van twee zachtgroene oordoppen op maat",
    },
  },
  "protection-swim-hero": {
    photo: "Kind in een zwembad met kleurige zwemdopjes in de oren, lachend aan de rand",
    ratio: [4, 3],
    placeholder: {
      art: { kind: "scene", theme: "swim" },
      alt: "Illustratie van een zwembad met golvend water, een trapje en een zwemband",
    },
  },
  "protection-swim-basic": {
    photo: "Twee eenvoudige zwemdopjes in lichtblauw op een opgerolde handdoek",
    ratio: [4, 3],
    placeholder: {
      art: { kind: "shells", variant: "plug", colours: ["teal"] },
      alt: "Illustratie van twee lichtblauwe zwemdopjes",
    },
  },
  "protection-swim-custom": {
    photo: "Twee waterdopjes op maat in felgeel en turquoise naast een zwembril",
    ratio: [4, 3],
    placeholder: {
      art: { kind: "shells", variant: "plug", colours: ["yellow", "teal"], finish: "two-tone" },
      alt: "Illustratie van twee waterdopjes op maat in geel en turquoise",
    },
  },
  "protection-sleep-hero": {
    photo: "Vrouw slaapt rustig op haar zij in een bed met lichte lakens",
    ratio: [4, 3],
    placeholder: {
      art: { kind: "scene", theme: "sleep" },
      alt: "Illustratie van een bed met een kussen onder een maanverlicht raam",
    },
  },
  "protection-sleep-product": {
    photo: "Twee oordoppen op maat in zacht lila op een wit kussen",
    ratio: [4, 3],
    placeholder: {
      art: { kind: "shells", variant: "plug", colours: ["lilac"] },
      alt: "Illustratie van twee lila oordoppen op maat",
    },
  },
} satisfies Record<string, MediaEntry>;
