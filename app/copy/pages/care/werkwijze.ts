import trust from "#/content/trust.yaml";
import { warranty } from "#/app/data/business.ts";
import { marked } from "#/app/copy/marked-text.ts";
import type { ContentPage } from "#/app/copy/sections.ts";
import { paths } from "#/app/registry/pages.ts";

const page: ContentPage = {
  meta: {
    title: "Onze werkwijze",
    description:
      "Van hoortest en intake tot nazorg: zo helpen wij u stap voor stap aan een hoortoestel of gehoorbescherming die past, met evaluatie en nazorg.",
  },
  hero: {
    eyebrow: "Werkwijze",
    title: "Stap voor stap naar beter horen",
    intro:
      "Een hoortoestel of gehoorbescherming kiest u niet zomaar. Daarom werken we met een vast stappenplan. U weet steeds wat er gebeurt, u krijgt de tijd om te wennen en na de aankoop staat u er niet alleen voor.",
    image: "care-method-hero",
  },
  sections: [
    {
      type: "steps",
      id: "stappenplan",
      title: "Ons stappenplan",
      intro:
        "Voor een hoortoestel en voor gehoorbescherming op maat volgt u dezelfde vier stappen. Alleen de eerste verschilt: een hoortest hoort bij een hoortoestel.",
      steps: [
        {
          title: "Hoortest en intakegesprek",
          description:
            "We beginnen met een gesprek over uw gehoor, uw wensen en de situaties waarin horen u moeite kost. Komt u voor een hoortoestel, dan meten we daarna uw gehoor met een gratis hoortest en bespreken we de uitkomst met u. Voor gehoorbescherming kijken we in uw oren. U krijgt een duidelijk advies over wat bij u past en, als dat nodig is, maken we een afdruk van uw oren.",
        },
        {
          title: "Aflevering",
          description:
            "Gemiddeld ongeveer 3 weken na de intake is uw hoortoestel of gehoorbescherming klaar. We passen alles bij u aan, stellen het in en leggen uit hoe u het gebruikt en verzorgt. Bij een hoortoestel begint dan de proefperiode: u probeert het thuis, op het werk en op verjaardagen.",
        },
        {
          title: "Evaluatie na 3 weken",
          description:
            "We zien elkaar weer, bespreken uw ervaringen en stellen alles zo nodig nauwkeuriger af, zodat uw hoortoestel of gehoorbescherming beter aansluit op uw dagelijks leven.",
        },
        {
          title: "Nazorg na 4 maanden",
          description: marked`We controleren of alles goed werkt en goed zit, en beantwoorden uw vragen. Ook daarna kunt u bij ons terecht, met ${warranty}. Wat de garantie precies dekt, bespreken we met u vóór uw aankoop. Uw wettelijke rechten als koper blijven daarnaast altijd gelden.`,
        },
      ],
    },
    {
      type: "text",
      id: "persoonlijk",
      title: "Persoonlijke aandacht",
      paragraphs: [
        "U heeft bij ons een vaste audicien als aanspreekpunt. Die kent uw gehoor, uw wensen en uw situatie, zodat u niet elke keer opnieuw uw verhaal hoeft te vertellen.",
        "We nemen de tijd voor uw vragen, ook als u iets nog een keer wilt horen. Neem gerust uw partner of een familielid mee naar de afspraken.",
        "We zijn een zelfstandige praktijk, geen keten met vaste verkoopdoelen. U krijgt een eerlijk advies, ook als dat betekent dat u nog geen hoortoestel nodig heeft.",
      ],
    },
    {
      type: "list",
      id: "verwachten",
      title: "Wat u van ons kunt verwachten",
      items: [
        { title: "Uitleg in gewone taal", description: "Geen vaktermen, maar duidelijke antwoorden op uw vragen." },
        {
          title: "Hulp bij de vergoeding",
          description: "We kijken met u mee naar uw polisvoorwaarden en naar wat u zelf betaalt.",
        },
        { title: "Dichtbij", description: "Twee vestigingen: in Hurdegaryp en in Wieringerwerf." },
      ],
    },
    {
      type: "text",
      id: "kosten",
      title: "Wat kost het?",
      paragraphs: [
        "Voordat u iets beslist, weet u wat uw zorgverzekering vergoedt en wat u zelf betaalt. Onze prijzen en een rekenhulp vindt u op de pagina Kosten en vergoeding.",
      ],
      link: { text: "Naar kosten en vergoeding", href: paths.costs },
    },
    { type: "trust", trust },
  ],
  cta: {
    title: "Klaar voor de eerste stap?",
    text: "Maak een afspraak voor een hoortest en intakegesprek in Hurdegaryp of Wieringerwerf. Heeft u eerst nog vragen over onze werkwijze? Neem gerust contact met ons op.",
    appointment: "Afspraak maken",
    contact: "Contact voor advies",
  },
};

export default page;
