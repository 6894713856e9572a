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
      art: { kind: "scene", theme: "festival" },
      alt: "Illustratie van een festivalterrein in de avondzon, met een groot podium, tenten, vlaggen en een hek",
    },
  },
  "blog-tinnitus-behandeling": {
    photo: "Audicien bespreekt met een man van middelbare leeftijd de uitslag van zijn hoortest",
    ratio: [4, 3],
    placeholder: {
      art: { kind: "scene", theme: "sound-generator" },
      alt: "Illustratie van een rustige kamer in de avond: een geluidsgenerator op een bijzettafel geeft zacht geluid, naast een fauteuil en een staande lamp",
    },
  },
  "blog-zwemdopjes-essentieel": {
    photo: "Kind met kleurige zwemdopjes op maat springt lachend in een zwembad",
    ratio: [4, 3],
    placeholder: {
      art: { kind: "scene", theme: "poolside" },
      alt: "Illustratie van de rand van een zwembad met een opgerolde handdoek, een zwembril en een doosje met twee gekleurde zwemdopjes",
    },
  },
  "blog-noise-cancelling-effect": {
    photo: "Reiziger met een noise-cancelling koptelefoon in een treinstoel bij het raam",
    ratio: [4, 3],
    placeholder: {
      art: { kind: "scene", theme: "train" },
      alt: "Illustratie van een treinstoel bij het raam, met een koptelefoon en een kop koffie op het tafeltje en een molen in de weilanden buiten",
    },
  },
  "blog-gehoorverlies-hersengezondheid": {
    photo: "Oudere man met een hoortoestel lacht tijdens een gesprek met zijn kleindochter aan tafel",
    ratio: [4, 3],
    placeholder: {
      art: { kind: "scene", theme: "family-table" },
      alt: "Illustratie van een keukentafel met een damspel, een glas limonade, een mok en een oplaaddoosje met twee hoortoestellen",
    },
  },
  "blog-tinnitus-week": {
    photo: "Twee mensen in gesprek in een rustige spreekkamer, met een kop thee op tafel",
    ratio: [4, 3],
    placeholder: {
      art: { kind: "scene", theme: "tea-talk" },
      alt: "Illustratie van twee fauteuils bij een laag tafeltje met een theepot en twee kopjes thee",
    },
  },
  "blog-stress-tinnitus": {
    photo: "Vrouw ontspant met gesloten ogen in een lichte leesstoel bij het raam",
    ratio: [4, 3],
    placeholder: {
      art: { kind: "scene", theme: "unwind" },
      alt: "Illustratie van een ligstoel met een plaid bij een groot raam op de tuin, met een kopje thee op een bijzettafel",
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
