import prices from "#/content/prices.yaml";
import type { ContentPage } from "#/app/content/sections.ts";

const page: ContentPage = {
  meta: {
    title: "Gehoorbescherming voor rust en concentratie",
    description:
      "Stiltebescherming op maat voor meer rust in je hoofd: voor kantoortuin, studie, lezen, meditatie of gevoeligheid voor geluid.",
  },
  hero: {
    eyebrow: "Gehoorbescherming op maat",
    title: "Meer rust in je hoofd",
    intro:
      "Soms wil je gewoon even niets horen. Om je te concentreren, om tot rust te komen of omdat geluid je snel te veel wordt. Stiltebescherming op maat dempt de drukte om je heen, zodat je weer ruimte hebt voor jezelf.",
    image: "protection-quiet-hero",
  },
  sections: [
    {
      type: "products",
      id: "product",
      title: "Stiltebescherming op maat",
      intro:
        "Gemaakt naar een afdruk van jouw eigen oor. Daardoor sluiten ze goed af en blijven ze prettig zitten, ook als je ze uren achter elkaar draagt.",
      products: [
        {
          name: "Stiltebescherming op maat",
          price: prices["quiet"],
          description:
            "Oordoppen die storende achtergrondgeluiden dempen, zodat je je beter kunt concentreren of ontspannen. Praat iemand je direct aan, dan hoor je dat nog.",
          details: [
            "Gemaakt naar een afdruk van je oor",
            "Dempt geroezemoes en achtergrondgeluid",
            "5 jaar garantie en service",
          ],
          image: "protection-quiet-product",
          features: [
            { name: "Meer focus", icon: "brain" },
            { name: "Pasvorm op maat", icon: "ear" },
            { name: "Urenlang comfortabel", icon: "heart" },
          ],
        },
      ],
    },
    {
      type: "benefits",
      id: "voordelen",
      title: "Wat stiltebescherming je geeft",
      items: [
        {
          title: "Beter concentreren",
          description: "Minder afleiding van gesprekken, telefoons en voetstappen. Je blijft langer bij je taak.",
          icon: "brain",
        },
        {
          title: "Meer ontspanning",
          description:
            "Een rustige omgeving, wanneer jij dat wilt. Ook midden in een druk huishouden of een volle trein.",
          icon: "heart",
        },
        {
          title: "Prikkels beter doseren",
          description: "Ben je gevoelig voor geluid? Dan helpt het om zelf te kunnen bepalen hoeveel er binnenkomt.",
          icon: "volume",
        },
        {
          title: "Comfortabel en onopvallend",
          description: "Ze zitten vlak in je oor, drukken niet en vallen nauwelijks op.",
          icon: "check",
        },
      ],
    },
    {
      type: "list",
      id: "situaties",
      title: "Wanneer draag je ze?",
      intro: "Stiltebescherming is er voor de momenten waarop je geluid even op afstand wilt houden.",
      items: [
        {
          title: "In de kantoortuin",
          description: "Geconcentreerd werken terwijl om je heen wordt gebeld en overlegd.",
        },
        {
          title: "Tijdens het studeren",
          description: "Thuis, in de bibliotheek of in een drukke studieruimte.",
        },
        {
          title: "Bij werk dat concentratie vraagt",
          description: "Schrijven, rekenen, programmeren of een lastige klus waarbij je je hoofd erbij moet houden.",
        },
        {
          title: "Bij lawaaiige buren",
          description: "Minder last van muziek, stemmen of klussen aan de andere kant van de muur.",
        },
        {
          title: "Bij het lezen",
          description: "Helemaal opgaan in je boek, ook als de rest van het huis nog wakker is.",
        },
        {
          title: "Tijdens meditatie of yoga",
          description: "Makkelijker je aandacht naar binnen richten.",
        },
        {
          title: "Bij gevoeligheid voor geluid",
          description:
            "Als alledaagse geluiden je snel te veel worden. Heb je daar veel last van, bespreek het dan ook met je huisarts.",
        },
      ],
    },
    {
      type: "cta",
      id: "afspraak",
      variant: "appointment",
      title: "Zelf ervaren hoe stil het kan zijn?",
      text: "Tijdens een afspraak bekijken we je oren, bespreken we wanneer je de oordoppen wilt dragen en maken we een afdruk. Van intake tot aflevering duurt het gemiddeld ongeveer 3 weken.",
      button: "Afspraak maken",
    },
    {
      type: "personalisation",
      id: "personaliseren",
      title: "Zo maak je ze helemaal eigen",
      intro:
        "Je kiest zelf het materiaal en de kleur. We adviseren je graag over wat het beste past bij het moment waarop je ze draagt.",
      materials: [
        {
          name: "Siliconen",
          description: "Zacht en soepel. Prettig als je ze lang draagt of er ook mee wilt liggen.",
        },
        {
          name: "Acrylaat",
          description: "Stevig en glad. Makkelijk in en uit te doen en eenvoudig schoon te houden.",
        },
      ],
      colours:
        "Er zijn meer dan 20 kleuren. Kies een huidtint die nauwelijks opvalt of juist een kleur waar je vrolijk van wordt.",
      extras: ["Gemaakt in Duitsland naar een afdruk van je eigen oor", "Evaluatie na 3 weken en nazorg na 4 maanden"],
    },
    {
      type: "cta",
      id: "contact",
      variant: "contact",
      title: "Vragen over stiltebescherming?",
      text: "Neem contact op met een van onze vestigingen in Hurdegaryp en Wieringerwerf. We luisteren naar je situatie en denken met je mee.",
      button: "Contact voor advies",
    },
  ],
};

export default page;
