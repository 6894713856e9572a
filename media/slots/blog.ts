import type { MediaEntry } from "#/media/types.ts";

/** Pictures of the blog: the default for posts without their own, and one per post. */
export const blogSlots = {
  "blog-default": {
    photo: "Audicien in gesprek met een bezoeker aan een lichte tafel in de praktijk, met een oorstukje in de hand",
    ratio: [4, 3],
    placeholder: {
      art: { kind: "scene", theme: "consult" },
      alt: "Illustratie van een spreekkamertafel met een hoortoestel en een map met uitslagen",
    },
  },
  "blog-gehoorschade-voorkomen": {
    photo: "Jonge vrouw draagt oordoppen op maat tijdens een concert, met podiumlicht op de achtergrond",
    ratio: [4, 3],
    placeholder: {
      art: { kind: "shells", variant: "plug", colours: ["teal"], filter: true },
      alt: "Illustratie van twee turquoise oordoppen op maat met een filter",
    },
  },
  "blog-muziekfestivals-en-gehoor": {
    photo: "Festivalpubliek voor een groot podium in de avondzon, een bezoeker doet oordoppen in",
    ratio: [4, 3],
    placeholder: {
      art: { kind: "scene", theme: "stage" },
      alt: "Illustratie van een podium met een gitaar, een versterker en spotlights",
    },
  },
  "blog-tinnitus-behandeling": {
    photo: "Audicien bespreekt met een man van middelbare leeftijd de uitslag van zijn hoortest",
    ratio: [4, 3],
    placeholder: {
      art: { kind: "scene", theme: "hearing-test" },
      alt: "Illustratie van een hoortest: een koptelefoon naast een scherm met een audiogram",
    },
  },
  "blog-zwemdopjes-essentieel": {
    photo: "Kind met kleurige zwemdopjes op maat springt lachend in een zwembad",
    ratio: [4, 3],
    placeholder: {
      art: { kind: "scene", theme: "swim" },
      alt: "Illustratie van een zwembad met golvend water, een zwemband en druppels",
    },
  },
  "blog-noise-cancelling-effect": {
    photo: "Reiziger met een noise-cancelling koptelefoon in een treinstoel bij het raam",
    ratio: [4, 3],
    placeholder: {
      art: { kind: "scene", theme: "travel" },
      alt: "Illustratie van een vliegtuigraampje met wolken en een vleugel",
    },
  },
  "blog-gehoorverlies-hersengezondheid": {
    photo: "Oudere man met een hoortoestel lacht tijdens een gesprek met zijn kleindochter aan tafel",
    ratio: [4, 3],
    placeholder: {
      art: { kind: "scene", theme: "hearing-aid" },
      alt: "Illustratie van een oor met zachte geluidsgolven en een klein hoortoestel",
    },
  },
  "blog-tinnitus-week": {
    photo: "Twee mensen in gesprek in een rustige spreekkamer, met een kop thee op tafel",
    ratio: [4, 3],
    placeholder: {
      art: { kind: "scene", theme: "consult" },
      alt: "Illustratie van een gesprek in de spreekkamer met een map en een hoortoestel",
    },
  },
  "blog-stress-tinnitus": {
    photo: "Vrouw ontspant met gesloten ogen in een lichte leesstoel bij het raam",
    ratio: [4, 3],
    placeholder: {
      art: { kind: "scene", theme: "quiet" },
      alt: "Illustratie van een rustige leeshoek met een fauteuil, een lamp en een boek",
    },
  },
  "blog-ototoxische-medicatie": {
    photo: "Apotheker bespreekt een medicijndoosje met een oudere vrouw aan de balie",
    ratio: [4, 3],
    placeholder: {
      art: { kind: "scene", theme: "medication" },
      alt: "Illustratie van een pil naast een oor, een stethoscoop en een checklist",
    },
  },
} satisfies Record<string, MediaEntry>;
