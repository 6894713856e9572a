import prices from "#/content/prices.yaml";
import { formatPrice } from "#/app/lib/price.ts";
import { warranty } from "#/app/data/business.ts";
import { marked } from "#/app/copy/marked-text.ts";
import type { ContentPage } from "#/app/copy/sections.ts";

const page: ContentPage = {
  meta: {
    title: "In-ear monitors voor muzikanten",
    description: `In-ear monitors op maat voor muzikanten: je eigen mix op het podium, tot 34 dB demping en een pasvorm die blijft zitten. ${formatPrice(prices["in-ear-musicians"])}.`,
  },
  hero: {
    eyebrow: "In-ear monitors op maat",
    title: "Je eigen mix in je oren, op elk podium",
    intro: "Gemaakt naar je eigen oren: op het podium hoor je precies wat je nodig hebt.",
    image: "in-ear-musicians-hero",
    video: "in-ear-stage",
  },
  sections: [
    {
      type: "benefits",
      id: "voordelen",
      title: "Waarom in-ear monitors op maat?",
      intro:
        "Op een podium loopt het geluid al snel op tot 100 à 120 dB. Al 85 dB(A), 8 uur per dag, kan je gehoor beschadigen.",
      items: [
        {
          title: "Je persoonlijke mix",
          description: "Geen gevecht met wedges (vloermonitors) en versterkers: jij bepaalt wat je hoort.",
          icon: "sliders",
        },
        {
          title: "Tot 34 dB demping",
          description: "Ze sluiten goed af: je mix kan zachter en je oren zijn minder moe.",
          icon: "shield",
        },
        {
          title: "Comfortabel, ook na uren",
          description: "Ze drukken niet en blijven zitten, ook als je beweegt, zingt of een lange set speelt.",
          icon: "heart",
        },
        {
          title: "Professionele uitstraling",
          description: "Strak op het podium, in een kleur en afwerking die bij jou of je band past.",
          icon: "sparkles",
        },
        {
          title: "Beter optreden",
          description: "Als je jezelf goed hoort, zing je zuiverder en speel je strakker samen.",
          icon: "star",
        },
      ],
    },
    {
      type: "steps",
      id: "werkwijze",
      title: "Zo komen jouw in-ear monitors tot stand",
      steps: [
        {
          title: "Intakegesprek",
          description:
            "We bespreken wat je speelt, waar je optreedt en met welk monitorsysteem je werkt, en kijken in je oren.",
        },
        {
          title: "Luisteren met de testset",
          description:
            "Met een testset hoor je zelf het verschil met wedges of gewone oordopjes, nog voordat je iets bestelt.",
        },
        {
          title: "Oorafdruk",
          description:
            "Een zachte afdrukmassa hardt in een paar minuten uit in beide oren. Dat voelt wat vreemd, maar doet geen pijn.",
        },
        {
          title: "Samenstellen",
          description: "We adviseren wat past bij je instrument, je spel en je budget. Je kiest:",
          points: [
            "het aantal drivers (de luidsprekertjes in je monitor) per oor",
            "de afwerking: effen, transparant, gemarmerd of glanzend",
            "één kleur of een combinatie van twee",
            "de personalisatie, zoals een faceplate (de buitenkant van je monitor)",
          ],
        },
        {
          title: "Levering en aanpassing",
          description: marked`We controleren of ze goed zitten en afsluiten, en leggen uit hoe je ze inzet en verzorgt. Met ${warranty}.`,
        },
      ],
    },
    {
      type: "list",
      id: "voor-wie",
      title: "Voor elke muzikant",
      intro: "Op het podium, in de studio of achter de draaitafels.",
      items: [
        { title: "Zangers", description: "Je stem helder, zonder te forceren." },
        { title: "Drummers", description: "Click en bas in je oren, bekkens gedempt." },
        {
          title: "Gitaristen en bassisten",
          description: "Je partij duidelijk, zonder harder te draaien.",
        },
        {
          title: "Toetsenisten en producers",
          description: "Een eerlijk, gedetailleerd stereobeeld.",
        },
        { title: "DJ's", description: "Je volgende track, ook naast grote speakers." },
        { title: "Bands", description: "Ieder een eigen mix, minder wedges." },
      ],
    },
    {
      type: "carousel",
      id: "ontwerpen",
      title: "Kies je eigen ontwerp",
      intro: "Transparant, ingetogen zwart of uitgesproken in twee kleuren.",
      label: "Ontwerpen van in-ear monitors",
      images: [
        "in-ear-design-01",
        "in-ear-design-02",
        "in-ear-design-03",
        "in-ear-design-04",
        "in-ear-design-05",
        "in-ear-design-06",
        "in-ear-design-07",
        "in-ear-design-08",
        "in-ear-design-09",
        "in-ear-design-10",
      ],
    },
    {
      type: "carousel",
      id: "materialen",
      title: "Premium materialen",
      intro: "Faceplates, de buitenkant van je monitor, van carbon, glitter of hout.",
      label: "Premium materialen voor in-ear monitors",
      images: [
        "in-ear-material-carbon-1",
        "in-ear-material-carbon-2",
        "in-ear-material-carbon-3",
        "in-ear-material-glitter-1",
        "in-ear-material-glitter-2",
        "in-ear-material-glitter-3",
        "in-ear-material-wood-1",
        "in-ear-material-wood-2",
        "in-ear-material-wood-3",
      ],
    },
    {
      type: "carousel",
      id: "productie",
      title: "Zo worden ze gemaakt",
      intro: "Van de scan van je oorafdruk tot de eindcontrole.",
      label: "Productie van in-ear monitors",
      images: [
        "in-ear-production-01",
        "in-ear-production-02",
        "in-ear-production-03",
        "in-ear-production-04",
        "in-ear-production-05",
        "in-ear-production-06",
        "in-ear-production-07",
        "in-ear-production-08",
        "in-ear-production-09",
      ],
      note: "100% gemaakt in Duitsland, door een producent die elke dag meer dan 3.000 producten op maat maakt.",
    },
    {
      type: "price",
      id: "prijs",
      title: "Wat kosten in-ear monitors op maat?",
      price: prices["in-ear-musicians"],
      text: "De prijs hangt af van de drivers, de materialen en het ontwerp. Bij de intake hoor je wat jouw keuze kost.",
    },
    {
      type: "accordion",
      id: "veelgestelde-vragen",
      title: "Veelgestelde vragen",
      faq: true,
      items: [
        {
          title: "Hoe lang duurt het voordat mijn in-ear monitors klaar zijn?",
          paragraphs: [
            "Van intake tot levering duurt het gemiddeld ongeveer 3 weken. Heb je binnenkort een belangrijk optreden of een tour gepland? Vertel het ons bij de intake, dan kijken we samen wat haalbaar is.",
          ],
        },
        {
          title: "Hoor ik mijn band en de click (metronoom) nog wel goed genoeg?",
          paragraphs: [
            "Ja. Met in-ear monitors hoor je niet minder, maar gerichter. Via je monitormix bepaal je zelf wat je hoort: meer van je eigen stem, wat minder gitaar, de click er duidelijk bovenop. Omdat de monitors goed afsluiten, hoor je die mix helder zonder dat het volume hoog hoeft. Zet je mix dus niet harder dan nodig: ook in-ear monitors kunnen je gehoor beschadigen als het volume te hoog staat.",
            "Mis je het contact met de zaal? Met een of twee microfoons gericht op het publiek kun je ook de sfeer in de zaal aan je mix toevoegen.",
          ],
        },
        {
          title: "Kan ik ze gebruiken met mijn eigen draadloze systeem of bodypack?",
          paragraphs: [
            "Ja. De kabel van je in-ear monitors heeft een standaard jackplug van 3,5 mm. Die past op vrijwel elke bodypack (de ontvanger die je aan je riem draagt) van een draadloos in-ear-systeem, op een personal mixer en op een koptelefoonversterker.",
            "Twijfel je? Neem je systeem mee naar de intake, dan kijken we samen of alles goed aansluit.",
          ],
        },
      ],
    },
  ],
  cta: {
    title: "Klaar voor je eigen mix?",
    text: "Plan een intakegesprek in Hurdegaryp of Wieringerwerf en hoor met de testset zelf het verschil.",
    appointment: "Afspraak maken",
  },
};

export default page;
