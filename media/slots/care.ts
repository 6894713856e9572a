import type { MediaEntry } from "#/media/types.ts";

/** Pictures of the hearing-care pages. */
export const careSlots = {
  "care-hearing-aids-hero": {
    photo: "Oudere vrouw lacht tijdens een gesprek aan de keukentafel, met een klein hoortoestel achter haar oor",
    ratio: [4, 3],
    placeholder: {
      art: { kind: "scene", theme: "hearing-aid" },
      alt: "Illustratie van een klein hoortoestel achter een oor, met zachte geluidsgolven",
    },
  },
  "care-second-opinion-hero": {
    photo: "Audicien bekijkt aan tafel samen met een oudere man zijn hoortoestel",
    ratio: [4, 3],
    placeholder: {
      art: { kind: "scene", theme: "second-opinion" },
      alt: "Illustratie van een hoortoestel onder een loeplamp, met de instellingen ervan op een laptop ernaast",
    },
  },
  "care-tinnitus-hero": {
    photo: "Audicien zet een oudere man een koptelefoon op voor een hoortest, met de toonaudiometer op tafel",
    ratio: [4, 3],
    placeholder: {
      art: { kind: "scene", theme: "tinnitus" },
      alt: "Illustratie van een toonaudiometer en een koptelefoon op de spreekkamertafel, met een hoortoestel dat zacht geluid geeft",
    },
  },
  "care-method-hero": {
    photo: "Audicien legt een oudere vrouw aan tafel de uitslag van haar hoortest uit",
    ratio: [4, 3],
    placeholder: {
      art: { kind: "scene", theme: "hearing-test" },
      alt: "Illustratie van een hoortest: een koptelefoon naast een scherm met een audiogram",
    },
  },
  "care-costs-hero": {
    photo: "Audicien en een oudere man bekijken aan tafel samen een prijsopgave voor hoortoestellen",
    ratio: [4, 3],
    placeholder: {
      art: { kind: "scene", theme: "costs" },
      alt: "Illustratie van een prijsopgave, een rekenmachine, een zorgpas en een hoortoestel op de spreekkamertafel",
    },
  },
} satisfies Record<string, MediaEntry>;
