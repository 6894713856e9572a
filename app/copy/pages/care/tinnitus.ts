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
      "Hoort u een piep of suis in uw oren? Ga eerst naar uw huisarts. Daarna kunt u bij ons terecht voor een gratis hoortest, in Hurdegaryp of Wieringerwerf.",
  },
  hero: {
    eyebrow: "Oorsuizen (tinnitus)",
    title: "Last van een piep of suis in uw oren?",
    intro:
      "Naar schatting horen 1 tot 2 miljoen Nederlanders soms of altijd een piep of suis. U bent dus niet de enige. Ga eerst naar uw huisarts. Daarna kunt u bij ons terecht voor een gratis hoortest, en kijken we samen wat u kan helpen.",
    image: "care-tinnitus-hero",
  },
  sections: [
    { type: "shared-text", id: "oorsuizen-huisarts", text: "oorsuizen-huisarts" },
    { type: "shared-text", id: "plotseling-slechter-horen", text: "plotseling-slechter-horen" },
    {
      type: "steps",
      id: "wat-wij-doen",
      title: "Wat wij voor u doen",
      intro:
        "In Hurdegaryp en in Wieringerwerf kunt u terecht voor een gratis hoortest en advies over hoortoestellen. In Wieringerwerf bieden we ook tinnitusbegeleiding: we zoeken samen naar wat u kan helpen om beter met het oorsuizen om te gaan.",
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
            "Sommige hoortoestellen hebben een geluidsgenerator. Die maakt een zacht geluid. Of dat u kan helpen, bespreken we samen met u.",
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
        "Bij ernstig oorsuizen kan de basisverzekering een hoortoestel of een tinnitusmaskeerder vergoeden. Of dat voor u geldt en wat u dan zelf betaalt, bespreken we vooraf met u.",
      ],
      link: { text: "Lees over kosten en vergoeding", href: paths.costs },
    },
    {
      type: "list",
      id: "wat-ook-helpt",
      title: "Wat ook kan helpen",
      intro: "Voor deze hulp kunt u ergens anders terecht.",
      items: [
        {
          title: "Anders leren omgaan met het suizen",
          description:
            "Met cognitieve gedragstherapie (CGT) kunt u leren anders met het suizen om te gaan. Die therapie krijgt u bij een psycholoog of audioloog, bijvoorbeeld in een audiologisch centrum. Uw huisarts kan u naar een audiologisch centrum verwijzen. Wij geven zelf geen CGT.",
        },
        {
          title: "Contact met anderen die het kennen",
          href: "https://www.stichtinghoormij.nl/nl-nl/tinnitus/alles-over-tinnitus",
          description:
            "Stichting Hoormij·NVVS geeft informatie over oorsuizen. Via Hoormij komt u ook in contact met mensen die hetzelfde meemaken.",
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
          description: "Wat oorsuizen is, waarom u eerst naar de huisarts gaat en welke aanpak kan helpen.",
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
    text: "Maak een afspraak voor een gratis hoortest in Hurdegaryp of Wieringerwerf. Heeft u eerst een vraag? Bel, mail of stuur ons een bericht.",
    appointment: "Plan een gratis hoortest",
    contact: "Contact voor advies",
  },
};

export default page;
