import { warranty } from "#/app/data/business.ts";
import { marked } from "#/app/copy/marked-text.ts";
import prices from "#/content/prices.yaml";
import type { ContentPage } from "#/app/copy/sections.ts";

const page: ContentPage = {
  meta: {
    title: "Zwemdopjes en waterbescherming",
    description:
      "Zwemdopjes en waterdopjes op maat: veel minder water in uw oren bij zwemmen, douchen en in bad. Met uitleg over zwemmen met trommelvliesbuisjes.",
  },
  hero: {
    eyebrow: "Waterbescherming voor uw oren",
    title: "Zorgeloos het water in",
    intro:
      "Krijgt u snel last van water in uw oren, of heeft uw arts u aangeraden uw oren droog te houden? Met goede zwemdopjes komt er veel minder water in uw oren. Zo kunt u weer ontspannen zwemmen, douchen en spelen in het water.",
    image: "protection-swim-hero",
  },
  sections: [
    // Before any offer: most children with grommets swim without plugs (docs/sources.md).
    { type: "shared-text", id: "buisjes", text: "zwemmen-met-buisjes" },
    {
      type: "products",
      id: "producten",
      title: "Onze zwemdopjes",
      intro:
        "We hebben twee mogelijkheden. In de praktijk bekijken we samen wat past bij de oren, de leeftijd en hoe vaak u in het water bent.",
      products: [
        {
          name: "Zwemdopjes basis",
          price: prices["swim-basic"],
          description:
            "Een voordelige oplossing om water buiten de oren te houden. Geschikt voor wie af en toe zwemt of vooral bij het douchen en in bad bescherming wil.",
          details: ["Voor kinderen en volwassenen", "Inclusief uitleg over het juiste gebruik"],
          image: "protection-swim-basic",
          features: [
            { name: "Houdt water tegen", icon: "droplets" },
            { name: "Voordelig", icon: "check" },
          ],
        },
        {
          name: "Waterdopjes op maat",
          price: prices["swim-custom"],
          description:
            "Gemaakt naar een afdruk van het eigen oor. Ze sluiten nauwkeurig af, blijven goed zitten tijdens het zwemmen en zijn prettig om lang te dragen.",
          details: [
            "Gemaakt naar een afdruk van het oor",
            "Sluit nauwkeurig af en blijft goed zitten, ook in het water",
            "Keuze uit meer dan 20 kleuren",
            marked`${warranty}`,
            "Bij kinderen groeien de oren nog. Past een dopje niet meer, dan is een nieuwe afdruk nodig: vraag ons wat dat kost.",
          ],
          image: "protection-swim-custom",
          features: [
            { name: "Houdt water tegen", icon: "droplets" },
            { name: "Geschikt voor kinderen", icon: "baby" },
          ],
        },
      ],
    },
    {
      type: "benefits",
      id: "voordelen",
      title: "Waarom zwemdopjes?",
      items: [
        {
          title: "Minder water in uw oren",
          description: "Er komt veel minder zwem-, douche- en badwater in de gehoorgang.",
          icon: "droplets",
        },
        {
          title: "Ontspannen zwemmen",
          description: "Geen gedoe meer met watten, vet of een badmuts die steeds verschuift.",
          icon: "waves",
        },
        {
          title: "Meedoen met alles",
          description: "Heeft uw kind dopjes nodig, dan doet het gewoon mee met zwemles, schoolzwemmen en uitjes.",
          icon: "baby",
        },
        {
          title: "Comfortabel",
          description: "Dopjes op maat drukken niet en blijven ook bij springen en spelen goed zitten.",
          icon: "heart",
        },
      ],
    },
    {
      type: "accordion",
      id: "voor-wie",
      title: "Voor wie zijn zwemdopjes?",
      items: [
        {
          title: "Kinderen met trommelvliesbuisjes",
          paragraphs: [
            "Meestal heeft een kind met buisjes bij het zwemmen geen dopjes nodig: zie hierboven. Raadt de KNO-arts ze toch aan, dan zijn waterdopjes op maat een prettige keuze. Ze sluiten goed af en blijven zitten, ook als uw kind onder water gaat of wild speelt. Vraag de KNO-arts wel eerst of er een oorafdruk gemaakt mag worden: een buisje is een kleine opening in het trommelvlies.",
          ],
          points: [
            "Alleen als de KNO-arts ze aanraadt",
            "Geschikt voor zwemles, douchen en in bad",
            "Vrolijke kleuren, zodat ze graag gedragen worden",
          ],
        },
        {
          title: "Volwassenen",
          paragraphs: [
            "Ook volwassenen kunnen baat hebben bij zwemdopjes, bijvoorbeeld als u vaak water in uw oren houdt of na het zwemmen snel last krijgt van uw oren. Of als uw arts u heeft aangeraden uw oren droog te houden.",
            "Zwemt u regelmatig, surft u of bent u veel op het water, dan zijn dopjes op maat het meest comfortabel en betrouwbaar.",
          ],
        },
        {
          title: "Op maat gemaakt",
          paragraphs: [
            "Waterdopjes op maat maken we naar een afdruk van het eigen oor. Daardoor sluiten ze precies aan op de vorm van de gehoorgang en houden ze het water goed buiten, zonder te knellen.",
            "U kiest zelf de kleur uit meer dan 20 mogelijkheden. De dopjes worden gemaakt in Duitsland. Drie weken na de aflevering kijken we samen of alles goed zit.",
          ],
          points: ["Gemaakt naar een afdruk van het oor", "Van intake tot aflevering gemiddeld ongeveer 3 weken"],
        },
      ],
    },
    {
      type: "list",
      id: "activiteiten",
      title: "Geschikt bij",
      items: [
        { title: "Zwemles en schoolzwemmen" },
        { title: "Douchen en haren wassen" },
        { title: "In bad" },
        { title: "Surfen en suppen" },
        { title: "Snorkelen aan de oppervlakte (niet om mee te duiken)" },
        { title: "Waterpolo" },
        { title: "Vakanties aan zee of bij het zwembad" },
      ],
    },
    {
      type: "steps",
      id: "oorafdruk",
      title: "Zo maken we een oorafdruk",
      intro:
        "Voor waterdopjes op maat hebben we een afdruk van het oor nodig. Dat klinkt spannender dan het is: het is meestal pijnloos en duurt in totaal ongeveer 15 minuten. Kinderen mogen gerust bij een ouder op schoot zitten.",
      // Before the first step: who asks the ENT doctor first (docs/sources.md, 'zonder bron, voorzichtig gekozen').
      note: "oorafdruk-voorzichtig",
      steps: [
        {
          title: "We bekijken het oor",
          description:
            "Met een otoscoop, een kleine lamp met vergrootglas, kijken we in de gehoorgang. Zo zien we of het oor schoon en gezond genoeg is voor een afdruk.",
        },
        {
          title: "We beschermen het trommelvlies",
          description:
            "We plaatsen een klein tamponnetje van schuim of watten, een otostop, in de gehoorgang. Dat zorgt ervoor dat het afdrukmateriaal niet te diep komt.",
        },
        {
          title: "We vullen het oor met afdrukmateriaal",
          description:
            "Met een spuitje brengen we zacht afdrukmateriaal in het oor. Dat voelt koel en wat vol aan, maar doet geen pijn.",
        },
        {
          title: "Even laten uitharden",
          description:
            "Het materiaal hardt in een paar minuten uit. Daarna halen we de afdruk en de otostop voorzichtig weer uit het oor.",
        },
        {
          title: "Naar het laboratorium",
          description:
            "We sturen de afdruk naar het laboratorium, waar de dopjes precies naar de vorm van het oor worden gemaakt.",
        },
      ],
    },
  ],
  cta: {
    title: "Vragen over zwemdopjes?",
    text: "Twijfelt u welke dopjes bij u of uw kind passen? Neem contact op met een van onze vestigingen in Hurdegaryp of Wieringerwerf.",
    contact: "Contact voor advies",
  },
};

export default page;
