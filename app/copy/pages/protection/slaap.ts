import { warranty } from "#/app/data/business.ts";
import { marked } from "#/app/copy/marked-text.ts";
import prices from "#/content/prices.yaml";
import type { ContentPage } from "#/app/copy/sections.ts";

const page: ContentPage = {
  meta: {
    title: "Gehoorbescherming om te slapen",
    description:
      "Slaapbescherming op maat, ook prettig voor zijslapers, met tot 27 dB demping. Voor lichte slapers, bij een snurkende partner en na een nachtdienst.",
  },
  hero: {
    eyebrow: "Gehoorbescherming op maat",
    title: "Eindelijk ongestoord slapen",
    intro:
      "Een snurkende partner, verkeer onder uw raam of slapen terwijl de rest van de wereld wakker is: geluid houdt u makkelijk uit uw slaap. Slaapbescherming op maat dempt de geluiden van de nacht en blijft comfortabel zitten, ook als u op uw zij ligt.",
    image: "protection-sleep-hero",
  },
  sections: [
    {
      type: "products",
      id: "product",
      title: "Slaapbescherming op maat",
      intro:
        "Gewone schuimdopjes drukken vaak of glippen er 's nachts uit. Oordoppen op maat volgen precies de vorm van uw oor en blijven goed zitten.",
      products: [
        {
          name: "Slaapbescherming op maat",
          price: prices["sleep"],
          description:
            "Vlakke oordoppen op maat die tot 27 dB demping geven. Zo plat in het oor dat u er comfortabel mee op uw zij kunt liggen.",
          details: [
            "Vlak in het oor, ook als u op uw zij ligt",
            "Zacht of stevig materiaal, naar keuze",
            marked`${warranty}`,
          ],
          image: "protection-sleep-product",
          features: [
            { name: "Tot 27 dB demping", icon: "volume" },
            { name: "Geschikt voor zijslapers", icon: "moon" },
            { name: "Pasvorm op maat", icon: "ear" },
            { name: "De hele nacht comfortabel", icon: "heart" },
          ],
        },
      ],
    },
    {
      type: "text",
      id: "zijslapers",
      title: "Ook voor zijslapers",
      paragraphs: [
        "Veel mensen slapen op hun zij. Juist dan drukken gewone schuimdopjes tegen het kussen of schuiven ze half uit het oor. Slaapbescherming op maat valt vlak in uw oorschelp, zodat u er nauwelijks iets van voelt.",
        "Met tot 27 dB demping worden storende geluiden flink zachter. Wilt u uw wekker nog horen? Bespreek dat gerust tijdens de afspraak, dan denken we mee over een oplossing die bij u past.",
        "Let op: met oordoppen in hoort u ook een rookmelder minder goed. Zorg daarom voor een rookmelder in of vlak bij uw slaapkamer. Druk met de oordoppen in eens op de testknop: hoort u hem niet goed genoeg, bespreek dat dan met ons. Denk er ook aan op reis.",
        "Heeft u oorsuizen? Dan kan het suizen met oordoppen in een stille slaapkamer juist meer opvallen. Gebruik ze dan alleen tegen echt storend geluid, zoals gesnurk of verkeer, en bespreek het eerst met ons. Zacht achtergrondgeluid kan dan helpen.",
      ],
    },
    {
      type: "personalisation",
      id: "personaliseren",
      title: "Kies wat bij u past",
      intro: "Uw slaapbescherming wordt speciaal voor u gemaakt. Materiaal en kleur kiest u zelf.",
      materials: [
        {
          name: "Siliconen",
          description: "Zacht en soepel. Prettig om de hele nacht te dragen.",
        },
        {
          name: "Acrylaat",
          description: "Stevig en glad, makkelijk in te doen en eenvoudig schoon te houden.",
        },
      ],
      colours: "Kies uit meer dan 20 kleuren. Een lichte kleur vindt u 's ochtends makkelijk terug tussen de lakens.",
      extras: ["Gemaakt in Duitsland"],
    },
    {
      type: "benefits",
      id: "voordelen",
      title: "Wat slaapbescherming op maat u oplevert",
      items: [
        {
          title: "Rustiger doorslapen",
          description: "Minder vaak wakker door gesnurk, verkeer of geluiden in huis.",
          icon: "moon",
        },
        {
          title: "Comfortabel op uw zij",
          description: "Vlak in het oor, zonder drukpunten tegen uw kussen.",
          icon: "heart",
        },
        {
          title: "Blijven goed zitten",
          description: "Ook als u 's nachts veel draait.",
          icon: "check",
        },
        {
          title: "Jarenlang mee",
          description:
            "Geen dagelijkse wegwerpdopjes meer. Drie weken na de aflevering bespreken we hoe ze bevallen, en na 4 maanden volgt nazorg.",
          icon: "clock",
        },
      ],
    },
    {
      type: "list",
      id: "ideaal-voor",
      title: "Ideaal voor",
      items: [
        {
          title: "Een snurkende partner",
          description: "Samen in één bed, zonder dat het gesnurk u wakker houdt.",
        },
        {
          title: "Ploegendiensten",
          description: "Overdag slapen terwijl buiten het leven gewoon doorgaat.",
        },
        {
          title: "Lichte slapers",
          description:
            "Wie bij elk geluidje wakker schrikt, slaapt vaak rustiger door. Heeft u oorsuizen, lees dan eerst ons advies hierboven.",
        },
        {
          title: "Een drukke omgeving",
          description: "Verkeer, uitgaanspubliek of buren die laat thuiskomen.",
        },
        {
          title: "Op reis",
          description: "Beter slapen in een hotel, op de camping of in het vliegtuig.",
        },
      ],
    },
  ],
  cta: {
    title: "Binnenkort beter slapen?",
    text: "Maak een afspraak in Hurdegaryp of Wieringerwerf. We bekijken uw oren, bespreken uw slaapgewoonten en maken een afdruk. Van intake tot aflevering duurt het gemiddeld ongeveer 3 weken. Eerst een vraag? Neem gerust contact met ons op.",
    appointment: "Afspraak maken",
    contact: "Contact voor advies",
  },
};

export default page;
