import { paths } from "#/app/registry/pages.ts";
import type { ContentPage } from "#/app/copy/sections.ts";

const page: ContentPage = {
  meta: {
    title: "Hoorzorg in Wieringerwerf",
    description:
      "Onze praktijk in Wieringerwerf zit in de winkel van een opticien: voor een hoortest, hoortoestellen, gehoorbescherming op maat en tinnitusbegeleiding.",
  },
  hero: {
    eyebrow: "Locatie Wieringerwerf",
    title: "Hoorzorg bij de opticien in Wieringerwerf",
    intro:
      "In Wieringerwerf vindt u onze praktijk in de winkel van een opticien. Zo kunt u op één adres terecht: bij de opticien voor uw ogen, bij ons voor uw oren. Voor een hoortest, een hoortoestel of gehoorbescherming op maat nemen we rustig de tijd voor u.",
    image: "branch-wieringerwerf-hero",
  },
  sections: [
    {
      type: "list",
      id: "diensten",
      title: "Onze diensten in Wieringerwerf",
      items: [
        {
          title: "Uitgebreide hoortest",
          description: "We meten uw gehoor zorgvuldig en bespreken de uitslag met u in gewone taal.",
        },
        {
          title: "Hoortoestellen van bekende merken",
          description: "We werken met verschillende grote merken. Zo kunnen we samen kiezen wat bij u past.",
        },
        {
          title: "Gehoorbescherming op maat",
          description:
            "Oordoppen naar een afdruk van uw oren, voor muziek, werk, de motor, op reis, bij het zwemmen of om te slapen.",
        },
        {
          title: "Tinnitusbegeleiding",
          href: paths.tinnitus,
          description:
            "Heeft u last van oorsuizen? Ga eerst naar uw huisarts. Daarna zoeken we samen naar wat u helpt om er beter mee om te gaan.",
        },
        {
          title: "Second opinion",
          description:
            "Twijfelt u over een advies of over uw huidige hoortoestel, dan kijken we er met een frisse blik naar.",
        },
        {
          title: "Hoorzorg aan huis in de regio",
          description:
            "Kunt u zelf moeilijk naar de praktijk komen? Vraag ons of we bij u thuis kunnen komen en wat dat kost.",
        },
        {
          title: "Onderhoud en reparatie",
          description: "We maken uw hoortoestel schoon, controleren het en verhelpen kleine storingen.",
        },
      ],
    },
    {
      type: "figure",
      id: "winkel",
      image: "branch-wieringerwerf-inside",
      caption: "In de winkel van de opticien in Wieringerwerf: de opticien en onze praktijk op één adres.",
    },
    {
      type: "branch-contact",
      id: "contact",
      title: "Adres en contact",
      intro: "Heeft u een vraag of wilt u een afspraak maken? Bel, mail of stuur ons een bericht.",
      branch: "wieringerwerf",
    },
    {
      type: "opening-hours",
      id: "openingstijden",
      title: "Openingstijden",
      branch: "wieringerwerf",
    },
    {
      type: "text",
      id: "bereikbaarheid",
      title: "Bereikbaarheid",
      paragraphs: [
        "Met de auto neemt u de A7 tot afslag 13, Wieringerwerf. Vanuit Den Helder rijdt u over de N99 naar de A7, of bij Westerland over de N240 via Slootdorp naar Wieringerwerf. U parkeert gratis.",
        "De winkel is goed toegankelijk voor mensen die minder goed ter been zijn. Heeft u ergens hulp bij nodig? Zeg het gerust, dan helpen we u graag.",
      ],
    },
    {
      type: "map",
      id: "route",
      title: "Route naar onze praktijk",
      branch: "wieringerwerf",
    },
  ],
  cta: {
    // The spec's call to action, as the block's heading: as a button label it cannot stay on one line on a phone.
    title: "Plan een afspraak in Wieringerwerf",
    text: "Voor een hoortest, advies over hoortoestellen of gehoorbescherming op maat: wij ontvangen u graag.",
    appointment: "Maak een afspraak",
    branch: "wieringerwerf",
  },
};

export default page;
