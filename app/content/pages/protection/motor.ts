import prices from "#/content/prices.yaml";
import { customFilters } from "#/app/content/hearing-facts.ts";
import type { ContentPage } from "#/app/content/sections.ts";

const page: ContentPage = {
  meta: {
    title: "Gehoorbescherming voor motorrijders",
    description:
      "Oordoppen op maat voor motorrijders: minder windgeruis onder je helm, wel verkeer en navigatie horen. Road Regular en Road Premium.",
  },
  hero: {
    eyebrow: "Gehoorbescherming op maat",
    title: "Rustiger rijden met oordoppen op maat",
    intro:
      "Onder je helm is het harder dan je denkt. Met motoroordoppen op maat dempen we het windgeruis, terwijl je het verkeer om je heen blijft horen. Je komt uitgeruster aan en je gehoor blijft gezond.",
    image: "protection-motor-hero",
  },
  sections: [
    {
      type: "text",
      id: "waarom",
      title: "Waarom gehoorbescherming op de motor?",
      paragraphs: [
        "Boven de 80 km/u komt het geluid van wind en motor onder je helm al snel uit op 95 tot 105 dB. De veilige grens ligt rond 80 dB. Wie regelmatig toert of dagelijks met de motor naar het werk gaat, zit dus vaak langdurig boven die grens.",
        "Dat windgeruis is niet alleen vermoeiend, het kan op den duur ook blijvende gehoorschade of oorsuizen geven. Oordoppen op maat dempen vooral dat harde, constante geruis. Sirenes, claxons en het geluid van je eigen motor hoor je nog wel, zodat je veilig en ontspannen blijft rijden.",
      ],
    },
    {
      type: "products",
      id: "producten",
      title: "Onze motoroordoppen",
      intro:
        "Beide varianten worden gemaakt naar een afdruk van jouw oor. Ze zitten vlak in de oorschelp, zodat je helm er zonder drukpunten overheen past.",
      products: [
        {
          id: "road-regular",
          name: "Road Regular",
          price: prices["motor-regular"],
          description:
            "Degelijke motorbescherming op maat die het windgeruis dempt en urenlang comfortabel blijft zitten, ook op lange ritten.",
          details: [
            "Gemaakt naar een afdruk van je oor",
            "Past vlak in het oor, ook onder een integraalhelm",
            "5 jaar garantie en service",
          ],
          image: "protection-motor-road-regular",
          features: [
            { name: "Minder windgeruis", icon: "wind" },
            { name: "Verkeer blijft hoorbaar", icon: "ear" },
            { name: "Comfortabel onder de helm", icon: "shield" },
          ],
        },
        {
          id: "road-premium",
          name: "Road Premium",
          price: prices["motor-premium"],
          description:
            "Dezelfde bescherming op maat, met meer keuze in uitvoering en afwerking. Voor wie veel kilometers maakt en zijn oordoppen bijna elke rit draagt.",
          details: [
            "Gemaakt naar een afdruk van je oor",
            "Ruime keuze in materiaal en kleur",
            "Geschikt voor intensief gebruik",
            "5 jaar garantie en service",
          ],
          image: "protection-motor-road-premium",
          features: [
            { name: "Minder windgeruis", icon: "wind" },
            { name: "Verkeer blijft hoorbaar", icon: "ear" },
            { name: "Uitgebreid te personaliseren", icon: "palette" },
            { name: "Voor veel kilometers", icon: "bike" },
          ],
        },
      ],
    },
    {
      type: "calculator",
      id: "hoe-lang-veilig",
      title: "Hoe lang is het veilig?",
      intro:
        "Boven de 80 km/h hoor je in je helm al snel 95 tot 105 dB aan windgeruis. Kies je snelheid of stel zelf een niveau in en zie hoe lang je zo per dag veilig kunt rijden, met en zonder oordoppen.",
      presets: [
        { id: "80", label: "80 km/h", level: 95 },
        { id: "100", label: "100 km/h", level: 100 },
        { id: "130", label: "Snelweg, 130 km/h", level: 105 },
      ],
      protection: {
        label: "Filter",
        options: customFilters,
      },
    },
    {
      type: "personalisation",
      id: "personaliseren",
      title: "Jouw oordoppen, jouw stijl",
      intro:
        "Net als je helm en je pak stem je ook je oordoppen af op je eigen smaak. We bespreken de mogelijkheden rustig met je tijdens de afspraak.",
      materials: [
        {
          name: "Siliconen",
          description: "Zacht en flexibel. Prettig als je lang onderweg bent en je helm stevig aansluit.",
        },
        {
          name: "Acrylaat",
          description: "Stevig en glad. Makkelijk in te doen met koude handen en eenvoudig schoon te maken.",
        },
      ],
      colours: "Kies uit meer dan 20 kleuren: opvallend zodat je ze snel terugvindt in je tanktas, of juist ingetogen.",
      extras: ["Gemaakt in Duitsland naar een afdruk van je eigen oor"],
    },
    {
      type: "benefits",
      id: "voordelen",
      title: "De voordelen op een rij",
      items: [
        {
          title: "Minder vermoeid",
          description:
            "Constant windgeruis kost energie. Met minder lawaai rijd je geconcentreerder en stap je frisser af.",
          icon: "gauge",
        },
        {
          title: "Veilig in het verkeer",
          description: "Het geruis wordt gedempt, maar belangrijke geluiden zoals sirenes en claxons blijf je horen.",
          icon: "ear",
        },
        {
          title: "Comfort onder de helm",
          description:
            "Omdat ze precies de vorm van je oor volgen, drukken ze niet en blijven ze goed zitten, ook bij het op- en afzetten van je helm.",
          icon: "shield",
        },
        {
          title: "Jarenlang plezier",
          description:
            "Je oordoppen gaan lang mee. Je krijgt 5 jaar garantie en service, en na 4 maanden kijken we samen of alles nog goed zit.",
          icon: "clock",
        },
      ],
    },
    {
      type: "cta",
      id: "contact",
      variant: "contact",
      title: "Samen de juiste motorbescherming kiezen",
      text: "Wil je weten welke variant het beste bij jouw manier van rijden past? Neem contact op met een van onze vestigingen in Hurdegaryp en Wieringerwerf. Van intake tot aflevering duurt het gemiddeld ongeveer 3 weken, dus je bent op tijd klaar voor het seizoen.",
      button: "Contact voor advies",
    },
  ],
};

export default page;
