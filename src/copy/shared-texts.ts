/**
 * Advice the site gives in the same words wherever it comes up: written once here, shown by
 * SharedTextBlock on pages and, in a blog post, by a line of its own that names it:
 *
 *     {{vaste tekst: plotseling-slechter-horen}}
 *
 * Each follows a dated source in docs/sources.md. The rules for when a page or post must show one
 * are in src/copy/advice-rules.ts.
 */
import { COVENANT } from "#/src/copy/noise-rules.ts";

export type SharedText = {
  /** What it is about, as the owner would say it: for messages ('de tekst gaat over …'). */
  about: string;
  title: string;
  paragraphs: readonly string[];
  /** `urgent`: act today (drawn in coral); `note`: good to know before going on. */
  look: "urgent" | "note";
};

export const sharedTexts = {
  "plotseling-slechter-horen": {
    about: "plotseling slechter horen",
    title: "Opeens slechter horen? Bel dezelfde dag de huisarts",
    paragraphs: [
      "Hoort u opeens veel minder of niets meer met één oor, of met beide? Bel dan direct uw huisarts, of buiten kantoortijden de huisartsenpost. Wacht niet af en maak niet eerst een afspraak voor een hoortest.",
      "Snel onderzoek is belangrijk: soms helpt een behandeling, en die moet dan snel beginnen.",
    ],
    look: "urgent",
  },
  "na-hard-geluid": {
    about: "doffe of piepende oren na hard geluid",
    title: "Na hard geluid nog minder horen? Bel dezelfde dag de huisarts",
    paragraphs: [
      "Hoort u de dag na hard geluid nog steeds minder, of klinkt een oor nog dof? Bel dan dezelfde dag uw huisarts, of buiten kantoortijden de huisartsenpost. Soms helpt een behandeling, en die moet dan snel beginnen.",
      "Blijft alleen het piepen langer dan een paar dagen, neem dan ook contact op met uw huisarts.",
    ],
    look: "urgent",
  },
  "oorsuizen-huisarts": {
    about: "oorsuizen en wanneer u snel naar de huisarts gaat",
    title: "Oorsuizen? Ga eerst naar de huisarts",
    paragraphs: [
      "Heeft u last van oorsuizen, ga dan eerst naar uw huisarts. Die kijkt of er een oorzaak is die te behandelen is, en verwijst u zo nodig door.",
      "Ga snel naar de huisarts als het suizen aan één kant zit, klopt op het ritme van uw hartslag of samengaat met duizeligheid, of als u met het ene oor slechter hoort dan met het andere.",
    ],
    look: "note",
  },
  "zwemmen-met-buisjes": {
    about: "trommelvliesbuisjes",
    title: "Trommelvliesbuisjes? Uw kind mag gewoon zwemmen",
    paragraphs: [
      "Heeft uw kind trommelvliesbuisjes, dan mag het meestal vanaf een week na de ingreep gewoon zwemmen, zonder oordopjes. Ook springen en zwemles kunnen dan gewoon.",
      "Oordopjes zijn alleen nodig als de KNO-arts ze aanraadt, bijvoorbeeld voor badwater met zeep en shampoo. Volg het advies dat u van het ziekenhuis meekreeg.",
      "Heeft uw kind tijdens of na het zwemmen oorpijn, of komt er vocht uit het oor? Neem dan contact op met de huisarts of de KNO-arts.",
    ],
    look: "note",
  },
  "oorafdruk-voorzichtig": {
    about: "een oorafdruk bij een gaatje in het trommelvlies, een geopereerd oor of een loopoor",
    title: "Gaatje in het trommelvlies, geopereerd oor of een loopoor?",
    paragraphs: [
      "Heeft u een gaatje in uw trommelvlies, bent u aan uw oor geopereerd of loopt er vocht uit uw oor? Vraag dan eerst uw KNO-arts of er een oorafdruk gemaakt mag worden, en of zwemdopjes uw oor droog genoeg houden.",
    ],
    look: "note",
  },
  "geluid-bij-concerten": {
    about: "het geluid bij concerten en festivals",
    title: "Hoe hard mag het bij een concert of festival?",
    paragraphs: [
      `Veel zalen en festivals hebben in het convenant tegen gehoorschade afgesproken dat het geluid voor het publiek gemiddeld per ${COVENANT.overMinutes} minuten niet boven ${COVENANT.maxDbA} dB(A) komt. Vlak bij de speakers is het vaak harder.`,
    ],
    look: "note",
  },
  "duurder-toestel": {
    about: "een duurder hoortoestel",
    title: "Duurder toestel of hogere categorie: een groot verschil",
    paragraphs: [
      "Kiest u een duurder toestel binnen uw eigen categorie, dan vergoedt uw zorgverzekeraar de prijs van uw categorie. Het verschil betaalt u zelf, naast de eigen bijdrage.",
      "Kiest u een toestel uit een hogere categorie dan waar u recht op heeft, dan vergoeden veel zorgverzekeraars niets, ook niet de prijs van uw eigen categorie. U betaalt dan het hele toestel zelf. En een toestel dat uw verzekering niet vergoedt, mag u ook niet aftrekken van de belasting.",
      "Niet elke verzekeraar regelt dit hetzelfde. Vraag daarom vóór u kiest aan uw zorgverzekeraar wat hij in uw geval vergoedt. We zoeken het graag samen met u uit.",
    ],
    look: "note",
  },
} as const satisfies Record<string, SharedText>;

export type SharedTextId = keyof typeof sharedTexts;

export const sharedTextIds = Object.keys(sharedTexts) as SharedTextId[];

export const isSharedTextId = (name: string): name is SharedTextId => Object.hasOwn(sharedTexts, name);

/** The heading's id: unique on a page, as each text appears at most once. */
export const sharedTextHeadingId = (id: SharedTextId) => `vaste-tekst-${id}`;
