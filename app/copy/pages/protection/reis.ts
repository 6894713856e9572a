import { warranty } from "#/app/data/business.ts";
import { marked } from "#/app/copy/marked-text.ts";
import prices from "#/content/prices.yaml";
import type { ContentPage } from "#/app/copy/sections.ts";

const page: ContentPage = {
  meta: {
    title: "Gehoorbescherming voor op reis",
    description:
      "Reisbescherming op maat: rustiger onderweg in vliegtuig, trein of bus en beter slapen in hotel of op de camping. Gemaakt naar uw eigen oor.",
  },
  hero: {
    eyebrow: "Gehoorbescherming op maat",
    title: "Ontspannen onderweg, waar u ook naartoe gaat",
    intro:
      "Reizen is mooi, maar zelden stil. Het gebrom van een vliegtuig, een volle trein of een gehorig hotel kan flink vermoeiend zijn. Met reisbescherming op maat reist u rustiger en komt u minder moe aan.",
    image: "protection-travel-hero",
  },
  sections: [
    {
      type: "products",
      id: "product",
      title: "Reisbescherming op maat",
      intro:
        "Eén paar oordoppen voor alle momenten onderweg. We maken ze naar een afdruk van uw eigen oor. Zo zitten ze prettig, ook als u urenlang stilzit of met uw hoofd tegen een kussen leunt.",
      products: [
        {
          name: "Reisbescherming op maat",
          price: prices["travel"],
          description:
            "Comfortabele oordoppen die het constante geruis van reizen dempen. Stemmen en omroepberichten hoort u meestal nog goed.",
          details: ["Klein en licht, past in elke tas", marked`${warranty}`],
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
            "Urenlang motorgeluid en geroezemoes kosten energie, ook als u het niet direct merkt. Met minder lawaai komt u frisser aan.",
          icon: "gauge",
        },
        {
          title: "Beter slapen op vreemde plekken",
          description:
            "Een gehorige hotelkamer, een tentwand of een nieuwe omgeving: met oordoppen op maat slaapt u rustiger door.",
          icon: "moon",
        },
        {
          title: "Rustiger vliegen",
          description: "Het constante gebrom van de motoren klinkt een stuk zachter, zodat u uitgeruster aankomt.",
          icon: "plane",
        },
        {
          title: "Comfort dat blijft",
          description:
            "Omdat ze precies in uw oor passen, drukken ze niet en blijven ze goed zitten, ook op een lange reis.",
          icon: "check",
        },
      ],
    },
    {
      type: "personalisation",
      id: "personaliseren",
      title: "Kies uw materiaal en kleur",
      intro:
        "Uw reisbescherming wordt speciaal voor u gemaakt. Tijdens de afspraak bespreken we welk materiaal het beste bij u past.",
      materials: [
        {
          name: "Siliconen",
          description: "Zacht en soepel. Fijn als u ze lang draagt of ermee slaapt.",
        },
        {
          name: "Acrylaat",
          description: "Stevig en glad. Makkelijk in te doen en snel schoon te maken onderweg.",
        },
      ],
      colours:
        "Kies uit meer dan 20 kleuren. Een opvallende kleur vindt u snel terug in uw tas of op het nachtkastje in uw hotel.",
      extras: ["Gemaakt in Duitsland"],
    },
    {
      type: "list",
      id: "situaties",
      title: "Handig in deze situaties",
      items: [
        {
          title: "Vliegreizen",
          description: "Minder last van het constante gebrom van de motoren.",
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
          description: "Slapen met alleen een tentdoek tussen u en de buren.",
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
        "Bent u verkouden of heeft u last van uw oren vlak voor een vlucht? Overleg dan eerst met uw huisarts. Oordoppen zijn een hulpmiddel voor meer comfort, geen behandeling.",
        "Plan uw afspraak ruim voor uw vertrek. Van intake tot aflevering duurt het gemiddeld ongeveer 3 weken. Drie weken na de aflevering bespreken we samen hoe ze bevallen.",
      ],
    },
  ],
  cta: {
    title: "Binnenkort op reis?",
    text: "Neem contact op met een van onze vestigingen in Hurdegaryp of Wieringerwerf. We vertellen u graag meer over reisbescherming op maat en plannen een afspraak die past bij uw vertrekdatum.",
    contact: "Contact voor advies",
  },
};

export default page;
