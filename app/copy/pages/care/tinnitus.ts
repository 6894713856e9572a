import type { ContentPage } from "#/app/copy/sections.ts";
import { paths } from "#/app/registry/pages.ts";

// Every health statement here follows docs/sources.md ('Tinnitus en hyperacusis' and 'Vergoeding
// door de zorgverzekering'); what the practice offers follows the branch pages: tinnitusbegeleiding
// in Wieringerwerf, the free hearing test and hearing-aid advice in both branches.

/** A post about tinnitus on the blog (content/blog/<slug>.md). */
const post = (slug: string) => `${paths.blogs}/${slug}`;

const page: ContentPage = {
  meta: {
    title: "Oorsuizen (tinnitus)",
    description:
      "Hoort u een piep of suis in uw oren? Ga eerst naar de huisarts. Daarna helpen wij u verder, te beginnen met een gratis hoortest.",
  },
  hero: {
    eyebrow: "Oorsuizen (tinnitus)",
    title: "Last van een piep of suis in uw oren?",
    intro:
      "Naar schatting horen 1 tot 2 miljoen Nederlanders soms of altijd een piep of suis. U bent dus niet de enige. Ga eerst naar uw huisarts. Daarna kijken we samen wat u helpt, te beginnen met een gratis hoortest.",
    image: "care-tinnitus-hero",
  },
  sections: [
    { type: "shared-text", id: "oorsuizen-huisarts", text: "oorsuizen-huisarts" },
    {
      type: "steps",
      id: "wat-wij-doen",
      title: "Wat wij voor u doen",
      intro:
        "In Hurdegaryp en in Wieringerwerf kunt u terecht voor een gratis hoortest en advies over hoortoestellen. In Wieringerwerf bieden we ook tinnitusbegeleiding.",
      steps: [
        {
          title: "Een gratis hoortest",
          description: "We vragen naar uw klachten en meten uw gehoor. U zit daarmee nergens aan vast.",
        },
        {
          title: "De uitslag in gewone taal",
          description: "We bespreken de uitkomst meteen. Zo weet u hoe het met uw gehoor gaat.",
        },
        {
          title: "Een hoortoestel, als dat past",
          description:
            "Sommige hoortoestellen hebben een geluidsgenerator. Die maakt een zacht geluid dat de aandacht kan afleiden van het suizen. We bespreken eerlijk of dat bij u past.",
        },
        {
          title: "Terug naar de huisarts als dat nodig is",
          description:
            "Wij stellen geen medische diagnose. Denken we dat er meer nodig is, dan raden we u aan terug te gaan naar uw huisarts.",
        },
      ],
    },
    {
      type: "text",
      id: "vergoeding",
      title: "Wat vergoedt uw zorgverzekeraar?",
      paragraphs: [
        "Heeft u ernstig last van oorsuizen, dan kan uw zorgverzekeraar een hoortoestel of een tinnitusmaskeerder vergoeden. Dat hangt af van de hoortest en het hoorprotocol. We zoeken het vooraf met u uit.",
      ],
      link: { text: "Lees over kosten en vergoeding", href: paths.costs },
    },
    {
      type: "list",
      id: "wat-ook-helpt",
      title: "Wat ook helpt",
      intro: "Hiervoor gaat u naar anderen. We wijzen u graag de weg.",
      items: [
        {
          title: "Anders leren omgaan met het suizen",
          description:
            "Een psycholoog of audioloog kan u helpen met cognitieve gedragstherapie (CGT), bijvoorbeeld in een audiologisch centrum. Uw huisarts kan u daarheen verwijzen. Wij geven zelf geen CGT.",
        },
        {
          title: "Contact met anderen die het kennen",
          description:
            "Stichting Hoormij·NVVS geeft informatie over oorsuizen. Via hen komt u ook in contact met mensen die hetzelfde meemaken.",
        },
      ],
    },
    {
      type: "list",
      id: "meer-lezen",
      title: "Meer lezen",
      items: [
        {
          title: "Tinnitus: wat is het en welke aanpak kan helpen?",
          description: "Wat tinnitus is, waarom u eerst naar de huisarts gaat en welke aanpak kan helpen.",
          href: post("tinnitus-behandeling"),
        },
        {
          title: "Stress en tinnitus",
          description: "Over stress en oorsuizen, en wat u zelf kunt doen.",
          href: post("stress-tinnitus"),
        },
        {
          title: "Week van het Oorsuizen",
          description: "Hoe u over oorsuizen praat met de mensen om u heen, en waar u steun vindt.",
          href: post("tinnitus-week"),
        },
      ],
    },
  ],
  cta: {
    title: "Wilt u weten hoe het met uw gehoor gaat?",
    text: "Maak een afspraak voor een gratis hoortest in Hurdegaryp of Wieringerwerf. Heeft u eerst een vraag? Bel ons gerust of neem contact op.",
    appointment: "Plan een gratis hoortest",
    contact: "Contact voor advies",
  },
};

export default page;
