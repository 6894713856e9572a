import { warranty } from "#/app/data/business.ts";
import { marked } from "#/app/copy/marked-text.ts";
import prices from "#/content/prices.yaml";
import { customFilters } from "#/app/copy/hearing-facts.ts";
import { ARBO } from "#/app/copy/noise-rules.ts";
import type { ContentPage } from "#/app/copy/sections.ts";

const page: ContentPage = {
  meta: {
    title: "Gehoorbescherming voor motorrijders",
    description:
      "Oordoppen op maat voor motorrijders: minder windgeruis onder uw helm, zonder drukpunten, ook op lange ritten. Road Regular en Road Premium.",
  },
  hero: {
    eyebrow: "Gehoorbescherming op maat",
    title: "Rustiger rijden met oordoppen op maat",
    intro:
      "Onder uw helm is het harder dan u denkt. Motoroordoppen op maat dempen het windgeruis, terwijl u het verkeer om u heen meestal nog goed hoort. Zo komt u uitgeruster aan en verkleint u de kans op gehoorschade door lange ritten.",
    image: "protection-motor-hero",
  },
  sections: [
    {
      type: "text",
      id: "waarom",
      title: "Waarom gehoorbescherming op de motor?",
      paragraphs: [
        `Boven de 80 km/u komt het geluid van wind en motor onder uw helm al snel uit op 95 tot 105 dB. Op het werk moet een werkgever al vanaf ${ARBO.lowerActionDb} dB(A), gemiddeld over een werkdag van ${ARBO.averagedOverHours} uur, gehoorbescherming aanbieden, en vanaf ${ARBO.upperActionDb} dB(A) is die verplicht. Wie regelmatig toert of dagelijks met de motor naar het werk gaat, zit daar vaak langdurig ruim boven.`,
        "Dat windgeruis is niet alleen vermoeiend, het kan op den duur ook blijvende gehoorschade of oorsuizen geven. Oordoppen op maat dempen vooral dat harde, constante geruis. Sirenes en claxons hoort u met de juiste demping meestal nog goed. Probeer uw oordoppen eerst uit op een rustige weg.",
      ],
    },
    {
      type: "products",
      id: "producten",
      title: "Onze motoroordoppen",
      intro:
        "Beide varianten worden gemaakt naar een afdruk van uw oor. Ze zitten vlak in de oorschelp, zodat uw helm er zonder drukpunten overheen past.",
      products: [
        {
          id: "road-regular",
          name: "Road Regular",
          price: prices["motor-regular"],
          description:
            "Degelijke motorbescherming op maat die het windgeruis dempt en urenlang comfortabel blijft zitten, ook op lange ritten.",
          details: ["Past vlak in het oor, ook onder een integraalhelm", marked`${warranty}`],
          image: "protection-motor-road-regular",
          features: [
            { name: "Minder windgeruis", icon: "wind" },
            { name: "Comfortabel onder de helm", icon: "shield" },
          ],
        },
        {
          id: "road-premium",
          name: "Road Premium",
          price: prices["motor-premium"],
          description:
            "Dezelfde bescherming op maat, met meer keuze in uitvoering en afwerking. Voor wie veel kilometers maakt en de oordoppen bijna elke rit draagt.",
          details: ["Ruime keuze in materiaal en kleur", "Geschikt voor intensief gebruik", marked`${warranty}`],
          image: "protection-motor-road-premium",
          features: [
            { name: "Minder windgeruis", icon: "wind" },
            { name: "Uitgebreid te personaliseren", icon: "palette" },
            { name: "Voor veel kilometers", icon: "bike" },
          ],
        },
      ],
    },
    {
      type: "calculator",
      id: "hoe-lang-veilig",
      title: "Hoe lang per dag? Een richtlijn",
      intro:
        "Boven de 80 km/u hoort u onder uw helm al snel 95 tot 105 dB aan windgeruis. Kies uw snelheid of stel zelf een niveau in en zie hoe lang u zo volgens de richtlijn per dag kunt rijden, met en zonder oordoppen.",
      presets: [
        { id: "80", label: "80 km/u", level: 95 },
        { id: "100", label: "100 km/u", level: 100 },
        { id: "130", label: "130 km/u", level: 105 },
      ],
      protection: {
        label: "Filter",
        options: customFilters,
      },
    },
    {
      type: "personalisation",
      id: "personaliseren",
      title: "Uw oordoppen, uw stijl",
      intro:
        "Net als uw helm en uw motorpak stemt u ook uw oordoppen af op uw eigen smaak. Tijdens de afspraak bespreken we de mogelijkheden met u.",
      materials: [
        {
          name: "Siliconen",
          description: "Zacht en flexibel. Prettig als u lang onderweg bent en uw helm stevig aansluit.",
        },
        {
          name: "Acrylaat",
          description: "Stevig en glad. Makkelijk in te doen met koude handen en eenvoudig schoon te maken.",
        },
      ],
      colours:
        "U kiest uit meer dan 20 kleuren: opvallend, zodat u ze snel terugvindt in uw tanktas, of juist ingetogen.",
      extras: ["Gemaakt in Duitsland"],
    },
    {
      type: "benefits",
      id: "voordelen",
      title: "De voordelen op een rij",
      items: [
        {
          title: "Minder vermoeid",
          description:
            "Constant windgeruis kost energie. Met minder lawaai rijdt u geconcentreerder en stapt u frisser af.",
          icon: "gauge",
        },
        {
          title: "Alert in het verkeer",
          description: "Het geruis wordt gedempt. Sirenes en claxons hoort u met de juiste demping meestal nog goed.",
          icon: "ear",
        },
        {
          title: "Comfort onder de helm",
          description:
            "Omdat ze precies de vorm van uw oor volgen, drukken ze niet en blijven ze goed zitten, ook bij het op- en afzetten van uw helm.",
          icon: "shield",
        },
        {
          title: "Jarenlang plezier",
          description: "Uw oordoppen gaan lang mee. Na 4 maanden kijken we samen of alles nog goed zit.",
          icon: "clock",
        },
      ],
    },
  ],
  cta: {
    title: "Samen de juiste motorbescherming kiezen",
    text: "Wilt u weten welke variant het beste past bij uw manier van rijden? Vraag het ons in Hurdegaryp of Wieringerwerf. Van intake tot aflevering duurt het gemiddeld ongeveer 3 weken. Begin dus op tijd als u klaar wilt zijn voor het seizoen.",
    contact: "Contact voor advies",
  },
};

export default page;
