import prices from "#/content/prices.yaml";
import type { ContentPage } from "#/app/content/sections.ts";

const page: ContentPage = {
  meta: {
    title: "Gehoorbescherming voor op reis",
    description:
      "Reisbescherming op maat: rustiger onderweg in vliegtuig, trein of bus en beter slapen in hotel of op de camping. Gemaakt naar je eigen oor.",
  },
  hero: {
    eyebrow: "Gehoorbescherming op maat",
    title: "Ontspannen onderweg, waar je ook naartoe gaat",
    intro:
      "Reizen is mooi, maar zelden stil. Het gebrom van een vliegtuig, een volle trein of een gehorig hotel kan je flink vermoeien. Met reisbescherming op maat kom je rustiger aan en begin je uitgerust aan je bestemming.",
    image: "protection-travel-hero",
  },
  sections: [
    {
      type: "products",
      id: "product",
      title: "Reisbescherming op maat",
      intro:
        "Eén paar oordoppen voor alle momenten onderweg. We maken ze naar een afdruk van jouw eigen oor, zodat ze prettig zitten, ook als je urenlang stilzit of met je hoofd tegen een kussen leunt.",
      products: [
        {
          name: "Reisbescherming op maat",
          price: prices["travel"],
          description:
            "Comfortabele oordoppen die het constante geruis van reizen dempen. Stemmen en omroepberichten blijf je horen, zodat je niets belangrijks mist.",
          details: [
            "Gemaakt naar een afdruk van je oor",
            "Klein en licht, past in elke tas",
            "5 jaar garantie en service",
          ],
          image: "protection-travel-product",
          features: [
            { name: "Rustiger onderweg", icon: "plane" },
            { name: "Pasvorm op maat", icon: "ear" },
            { name: "Urenlang comfortabel", icon: "heart" },
            { name: "Handig mee te nemen", icon: "package" },
          ],
        },
      ],
    },
    {
      type: "benefits",
      id: "voordelen",
      title: "Waarom reisbescherming op maat?",
      items: [
        {
          title: "Minder reismoeheid",
          description:
            "Urenlang motorgeluid en geroezemoes kosten energie, ook als je het niet direct merkt. Met minder lawaai kom je frisser aan.",
          icon: "gauge",
        },
        {
          title: "Beter slapen op vreemde plekken",
          description:
            "Een gehorige hotelkamer, een tentwand of een nieuwe omgeving: met oordoppen op maat slaap je rustiger door.",
          icon: "moon",
        },
        {
          title: "Prettiger bij opstijgen en landen",
          description:
            "Oordoppen kunnen helpen om de snelle drukverandering in het vliegtuig voor je oren wat geleidelijker te laten verlopen.",
          icon: "plane",
        },
        {
          title: "Comfort dat blijft",
          description:
            "Omdat ze precies in je oor passen, drukken ze niet en vallen ze er niet uit. Ook niet als je ze een hele reis draagt.",
          icon: "check",
        },
      ],
    },
    {
      type: "personalisation",
      id: "personaliseren",
      title: "Kies je materiaal en kleur",
      intro:
        "Je reisbescherming wordt speciaal voor jou gemaakt. Tijdens de afspraak bespreken we welk materiaal het beste bij je past.",
      materials: [
        {
          name: "Siliconen",
          description: "Zacht en soepel. Fijn als je ze lang draagt of ermee slaapt.",
        },
        {
          name: "Acrylaat",
          description: "Stevig en glad. Makkelijk in te doen en snel schoon te maken onderweg.",
        },
      ],
      colours:
        "Kies uit meer dan 20 kleuren. Een opvallende kleur vind je snel terug in je tas of op het nachtkastje van je hotel.",
      extras: ["Gemaakt in Duitsland naar een afdruk van je eigen oor"],
    },
    {
      type: "list",
      id: "situaties",
      title: "Handig in deze situaties",
      items: [
        {
          title: "Vliegreizen",
          description:
            "Minder last van het constante gebrom van de motoren en van de drukverandering bij opstijgen en landen.",
        },
        {
          title: "Trein en bus",
          description: "Rustig lezen, werken of een dutje doen, ook in een volle coupé.",
        },
        {
          title: "Hotel",
          description: "Minder last van verkeer, dichtslaande deuren en geluiden op de gang.",
        },
        {
          title: "Camping",
          description: "Slapen met alleen een tentdoek tussen jou en de buren.",
        },
        {
          title: "Lange autoritten",
          description: "Als passagier rustiger onderweg, zonder het contact met de anderen in de auto te verliezen.",
        },
        {
          title: "Boot en veerpont",
          description: "Minder last van het geluid van motoren tijdens de overtocht.",
        },
      ],
    },
    {
      type: "text",
      id: "goed-om-te-weten",
      title: "Goed om te weten",
      paragraphs: [
        "Ben je verkouden of heb je last van je oren vlak voor een vlucht? Overleg dan eerst met je huisarts. Oordoppen zijn een hulpmiddel voor meer comfort, geen behandeling.",
        "Plan je afspraak op tijd voor je vertrek. Van intake tot aflevering duurt het gemiddeld ongeveer 3 weken. Na 3 weken dragen evalueren we samen hoe het bevalt.",
      ],
    },
    {
      type: "cta",
      id: "contact",
      variant: "contact",
      title: "Binnenkort op reis?",
      text: "Neem contact op met een van onze vestigingen in Hurdegaryp en Wieringerwerf. We vertellen je graag meer over reisbescherming op maat en plannen een afspraak die past bij je vertrekdatum.",
      button: "Contact voor advies",
    },
  ],
};

export default page;
