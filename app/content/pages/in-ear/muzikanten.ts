import prices from "#/content/prices.yaml";
import { formatPrice } from "#/app/lib/price.ts";
import type { ContentPage } from "#/app/content/sections.ts";

const page: ContentPage = {
  meta: {
    title: "In-ear monitors voor muzikanten",
    description: `In-ear monitors op maat voor muzikanten: je eigen mix op het podium, tot 34 dB demping en een pasvorm die blijft zitten. ${formatPrice(prices["in-ear-musicians"])}.`,
  },
  hero: {
    eyebrow: "In-ear monitors op maat",
    title: "Je eigen mix in je oren, op elk podium",
    intro:
      "Met in-ear monitors op maat hoor je op het podium precies wat je nodig hebt: je eigen stem of instrument, de rest van de band en de click. Ze worden gemaakt naar een afdruk van jouw oren en dempen het geluid om je heen tot 34 dB. Zo klinkt alles helder zonder dat het volume hoog hoeft, en dat is beter voor je gehoor.",
    image: "in-ear-musicians-hero",
    video: "in-ear-stage",
  },
  sections: [
    {
      type: "benefits",
      id: "voordelen",
      title: "Waarom in-ear monitors op maat?",
      intro:
        "Tijdens een concert loopt het geluid al snel op tot 100 à 120 dB, ruim boven de 85 dB waarboven gehoorschade kan ontstaan. In-ear monitors geven je grip op wat je hoort.",
      items: [
        {
          title: "Je persoonlijke mix",
          description:
            "Geen gevecht meer met wedges en versterkers. Samen met je geluidstechnicus of via je eigen mixer bepaal je wat je hoort en hoeveel.",
          icon: "sliders",
        },
        {
          title: "Tot 34 dB demping",
          description:
            "Omdat de monitors je gehoorgang goed afsluiten, dempen ze het podiumgeluid tot 34 dB. Je mix kan zachter en je oren zijn na afloop minder vermoeid.",
          icon: "shield",
        },
        {
          title: "Comfortabel, ook na uren",
          description:
            "Gemaakt naar de vorm van je eigen oren. Ze drukken niet en blijven goed zitten, ook als je beweegt, zingt of een lange set speelt.",
          icon: "heart",
        },
        {
          title: "Professionele uitstraling",
          description:
            "Strak en verzorgd op het podium, in een kleur en afwerking die bij jou of je band past. Zo ingetogen of opvallend als je zelf wilt.",
          icon: "sparkles",
        },
        {
          title: "Beter optreden",
          description:
            "Als je jezelf goed hoort, zing je zuiverder, speel je strakker samen en houd je je aandacht bij je muziek en je publiek.",
          icon: "star",
        },
      ],
    },
    {
      type: "steps",
      id: "werkwijze",
      title: "Zo komen jouw in-ear monitors tot stand",
      intro: "Van intake tot levering duurt het gemiddeld ongeveer 3 weken.",
      steps: [
        {
          title: "Intakegesprek",
          description:
            "We bespreken wat je speelt, waar je optreedt en met welk monitorsysteem je werkt. Ook kijken we in je oren, zodat we zeker weten dat er een goede afdruk gemaakt kan worden.",
        },
        {
          title: "Luisteren met de testset",
          description:
            "Met een testset hoor je zelf het verschil met wedges of gewone oordopjes. Zo weet je precies waar je voor kiest, nog voordat je iets bestelt.",
        },
        {
          title: "Oorafdruk",
          description:
            "We maken een nauwkeurige afdruk van beide oren met een zachte afdrukmassa die na een paar minuten uithardt. Dat voelt wat vreemd, maar doet geen pijn.",
        },
        {
          title: "Samenstellen",
          description:
            "Daarna stel je je in-ear monitors samen. We adviseren je over wat past bij je instrument, je manier van spelen en je budget. Je kiest:",
          points: [
            "het aantal drivers per oor",
            "de afwerking: effen, transparant, gemarmerd of glanzend",
            "de kleur, of een combinatie van twee kleuren",
            "de personalisatie, bijvoorbeeld een faceplate van carbon, glitter of hout",
          ],
        },
        {
          title: "Levering en aanpassing",
          description:
            "Zodra je monitors klaar zijn, kom je ze bij ons ophalen en passen. We controleren of ze goed zitten en goed afsluiten, en leggen uit hoe je ze inzet, schoonmaakt en bewaart. Je krijgt er 5 jaar garantie en service bij.",
        },
      ],
    },
    {
      type: "benefits",
      id: "voor-wie",
      title: "Voor elke muzikant",
      intro:
        "Of je nu in een coverband speelt, in de studio werkt of elk weekend achter de draaitafels staat: in-ear monitors op maat maken het verschil.",
      items: [
        {
          title: "Zangers",
          description:
            "Je hoort je eigen stem helder en zuiver, zonder te hoeven forceren om boven de band uit te komen.",
          icon: "mic",
        },
        {
          title: "Drummers",
          description:
            "De click en de bas direct in je oren, terwijl de harde klappen van snare en bekkens gedempt worden.",
          icon: "drum",
        },
        {
          title: "Gitaristen en bassisten",
          description:
            "Je hoort je eigen partij duidelijk in de mix, zonder dat je versterker steeds een stukje harder moet.",
          icon: "guitar",
        },
        {
          title: "Toetsenisten en producers",
          description:
            "Een gedetailleerd en eerlijk geluid, op het podium en in de studio. Je hoort fijne nuances en het stereobeeld goed terug.",
          icon: "piano",
        },
        {
          title: "DJ's",
          description:
            "Nauwkeurig je volgende track beluisteren, ook vlak naast grote speakers in een volle zaal. En je oren hebben het minder zwaar tijdens lange sets.",
          icon: "disc",
        },
        {
          title: "Bands",
          description:
            "Ieder zijn eigen mix. Minder wedges betekent minder geluid op het podium, een rustiger geluidsbeeld in de zaal en een strakker samenspel.",
          icon: "users",
        },
      ],
    },
    {
      type: "carousel",
      id: "ontwerpen",
      title: "Kies je eigen ontwerp",
      intro:
        "Transparant met zichtbare techniek, ingetogen zwart of juist uitgesproken in twee kleuren. Een greep uit de mogelijkheden.",
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
      intro:
        "Wil je iets bijzonders? Voor de faceplate, de buitenkant van je monitor, kies je uit carbon, glitter of hout.",
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
      intro:
        "Van de scan van je oorafdruk tot de eindcontrole: je in-ear monitors worden met veel vakmanschap gemaakt door een gespecialiseerde producent.",
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
      text: "De uiteindelijke prijs hangt af van het aantal drivers, de materialen, het ontwerp en de personalisatie die je kiest. Tijdens het intakegesprek bespreken we wat bij je past en wat dat kost, zodat je vooraf weet waar je aan toe bent.",
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
          title: "Hoor ik mijn band en de click nog wel goed genoeg?",
          paragraphs: [
            "Ja. Met in-ear monitors hoor je niet minder, maar gerichter. Via je monitormix bepaal je zelf wat je hoort: meer van je eigen stem, wat minder gitaar, de click er duidelijk bovenop. Omdat de monitors goed afsluiten, hoor je die mix helder zonder dat het volume hoog hoeft.",
            "Mis je het contact met de zaal? Met een of twee microfoons gericht op het publiek kun je ook de sfeer in de zaal aan je mix toevoegen.",
          ],
        },
        {
          title: "Kan ik ze gebruiken met mijn eigen draadloze systeem of bodypack?",
          paragraphs: [
            "Ja. De kabel van je in-ear monitors heeft een standaard jackplug van 3,5 mm. Die past op vrijwel elke bodypack van een draadloos in-ear-systeem, op een personal mixer en op een koptelefoonversterker.",
            "Twijfel je? Neem je systeem mee naar de intake, dan kijken we samen of alles goed aansluit.",
          ],
        },
      ],
    },
  ],
  cta: {
    title: "Klaar voor je eigen mix?",
    text: "Plan een intakegesprek in Hurdegaryp of Wieringerwerf. We bespreken je wensen en laten je met de testset zelf het verschil horen.",
    appointment: "Afspraak maken",
  },
};

export default page;
