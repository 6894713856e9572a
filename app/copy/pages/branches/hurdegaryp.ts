import { practiceFact, warranty } from "#/app/data/business.ts";
import { marked } from "#/app/copy/marked-text.ts";
import type { ContentPage } from "#/app/copy/sections.ts";

const page: ContentPage = {
  meta: {
    title: "Hoorzorg in Hurdegaryp",
    description:
      "Hoortest, hoortoestellen en gehoorbescherming op maat in Hurdegaryp, voor Leeuwarden, Burgum, Dokkum en omstreken, met gratis parkeren.",
  },
  hero: {
    eyebrow: "Locatie Hurdegaryp",
    title: "Hoorzorg in Hurdegaryp en omgeving",
    intro:
      "In onze praktijk in Hurdegaryp helpen we mensen uit het dorp en de wijde omgeving: uit Leeuwarden, Burgum, Dokkum en de dorpen daartussen. U kunt bij ons terecht voor een hoortest, een hoortoestel of gehoorbescherming op maat, in een rustige praktijk waar we de tijd voor u nemen.",
    image: "branch-hurdegaryp-hero",
  },
  sections: [
    {
      type: "list",
      id: "diensten",
      title: "Onze diensten in Hurdegaryp",
      items: [
        {
          title: "Hoortoestellen",
          description:
            "We zoeken samen een hoortoestel dat past bij uw gehoor, uw oren en uw dagelijks leven, en stellen het zorgvuldig voor u in.",
        },
        {
          title: "Gehoorbescherming",
          description:
            "Oordoppen op maat voor muziek, werk, de motor, op reis, bij het zwemmen of om rustig te slapen.",
        },
        {
          title: "Hoortests",
          description: "Een gratis hoortest, met een uitleg van de uitslag in gewone taal.",
        },
        {
          title: "Nazorg",
          description:
            "Een evaluatie na 3 weken en een nazorgafspraak na 4 maanden. Ook daarna kunt u bij ons terecht.",
        },
        {
          title: "Advies",
          description:
            "Over uw gehoor, over de keuze tussen hoortoestellen en over de vergoeding door uw zorgverzekeraar.",
        },
      ],
    },
    {
      type: "benefits",
      id: "waarom",
      title: "Waarom kiezen voor onze praktijk?",
      items: [
        {
          title: "Gratis hoortest",
          description: "U weet waar u staat, zonder dat u ergens aan vastzit.",
          icon: "ear",
        },
        {
          title: "Eerst proberen",
          description: "In de proefperiode test u een hoortoestel thuis en onderweg, voordat u beslist.",
          icon: "check",
        },
        {
          title: "Persoonlijke aandacht",
          description: "U heeft een vaste audicien als aanspreekpunt, die uw gehoor en uw wensen kent.",
          icon: "heart",
        },
        {
          title: "Nazorg en garantie",
          description: marked`Na de aflevering blijven we voor u klaarstaan, met ${warranty}.`,
          icon: "shield",
        },
        {
          title: marked`${practiceFact("yearsOfExperience", (years) => `${years}+ jaar ervaring`)}`,
          description: "We helpen al jaren mensen met hoortoestellen en gehoorbescherming op maat.",
          icon: "award",
        },
        {
          title: "Eerlijk advies",
          description: "We adviseren wat u echt helpt, ook als dat betekent dat u nog geen hoortoestel nodig heeft.",
          icon: "handshake",
        },
      ],
    },
    {
      type: "branch-contact",
      id: "contact",
      title: "Adres en contact",
      intro: "Heeft u een vraag of wilt u een afspraak maken? Bel, mail of stuur ons een bericht.",
      branch: "hurdegaryp",
    },
    {
      type: "opening-hours",
      id: "openingstijden",
      title: "Openingstijden",
      branch: "hurdegaryp",
    },
    {
      type: "benefits",
      id: "toegankelijkheid",
      title: "Goed toegankelijk",
      intro:
        "Een bezoek aan onze praktijk moet voor iedereen makkelijk zijn, ook als lopen of traplopen u moeite kost.",
      items: [
        {
          title: "Alles op de begane grond",
          description:
            "Alle behandelkamers liggen op de begane grond: u hoeft geen trap op. Het gebouw heeft daarnaast een lift.",
          icon: "home",
        },
        {
          title: "Gratis parkeren",
          description: "U parkeert gratis, zodat u zonder haast naar uw afspraak kunt komen.",
          icon: "parking",
        },
        {
          title: "Toegankelijk voor iedereen",
          description:
            "De praktijk is goed toegankelijk voor mensen die minder goed ter been zijn. Heeft u ergens hulp bij nodig? Zeg het gerust.",
          icon: "accessibility",
        },
      ],
    },
    {
      type: "map",
      id: "route",
      title: "Route naar onze praktijk",
      branch: "hurdegaryp",
    },
  ],
  cta: {
    title: "Welkom in Hurdegaryp",
    text: "Maak een afspraak voor een gratis hoortest of voor advies over hoortoestellen en gehoorbescherming.",
    appointment: "Maak een afspraak",
    branch: "hurdegaryp",
  },
};

export default page;
