import { warranty } from "#/app/data/business.ts";
import { marked } from "#/app/copy/marked-text.ts";
import prices from "#/content/prices.yaml";
import type { ContentPage } from "#/app/copy/sections.ts";

const page: ContentPage = {
  meta: {
    title: "Gehoorbescherming voor rust en concentratie",
    description:
      "Stiltebescherming op maat voor meer rust in uw hoofd: voor de kantoortuin, studie, lezen of meditatie. Met goed advies als u gevoelig bent voor geluid.",
  },
  hero: {
    eyebrow: "Gehoorbescherming op maat",
    title: "Meer rust in uw hoofd",
    intro:
      "Soms wilt u gewoon even niets horen: om u te concentreren, om tot rust te komen of omdat de drukte u te veel wordt. Stiltebescherming op maat dempt het geluid om u heen, zodat u weer ruimte heeft voor uzelf.",
    image: "protection-quiet-hero",
  },
  sections: [
    {
      type: "products",
      id: "product",
      title: "Stiltebescherming op maat",
      intro:
        "Gemaakt naar een afdruk van uw eigen oor. Daardoor sluiten ze goed af en blijven ze prettig zitten, ook als u ze een paar uur achter elkaar draagt.",
      products: [
        {
          name: "Stiltebescherming op maat",
          price: prices["quiet"],
          description:
            "Oordoppen die storende achtergrondgeluiden dempen, zodat u zich beter kunt concentreren of ontspannen. Spreekt iemand u direct aan, dan hoort u dat nog.",
          details: ["Dempt geroezemoes en achtergrondgeluid", marked`${warranty}`],
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
      title: "Wat stiltebescherming u biedt",
      items: [
        {
          title: "Beter concentreren",
          description:
            "Minder afleiding van gesprekken, telefoons en voetstappen. Zo blijft u makkelijker bij uw taak.",
          icon: "brain",
        },
        {
          title: "Meer ontspanning",
          description:
            "Een rustiger omgeving wanneer u dat wilt, ook midden in een druk huishouden of een volle trein.",
          icon: "heart",
        },
        {
          title: "Prikkels beter doseren",
          description:
            "Op drukke momenten bepaalt u zelf hoeveel geluid er binnenkomt. Bent u snel overprikkeld door gewone geluiden? Lees dan eerst ons advies hieronder.",
          icon: "volume",
        },
        {
          title: "Comfortabel en onopvallend",
          description: "Ze zitten vlak in uw oor, drukken niet en vallen nauwelijks op.",
          icon: "check",
        },
      ],
    },
    {
      type: "list",
      id: "situaties",
      title: "Wanneer draagt u ze?",
      intro:
        "Stiltebescherming is er voor de momenten waarop u geluid even op afstand wilt houden, niet voor de hele dag.",
      items: [
        {
          title: "In de kantoortuin",
          description: "Geconcentreerd werken terwijl om u heen wordt gebeld en overlegd.",
        },
        {
          title: "Tijdens het studeren",
          description: "Thuis, in de bibliotheek of in een drukke studieruimte.",
        },
        {
          title: "Bij werk dat concentratie vraagt",
          description: "Schrijven, rekenen, programmeren of een lastige klus waarbij u uw hoofd erbij moet houden.",
        },
        {
          title: "Bij lawaaiige buren",
          description: "Minder last van muziek, stemmen of klussen aan de andere kant van de muur.",
        },
        {
          title: "Bij het lezen",
          description: "Helemaal opgaan in uw boek, ook als de rest van het huis nog wakker is.",
        },
        {
          title: "Tijdens meditatie of yoga",
          description: "Makkelijker uw aandacht naar binnen richten.",
        },
        {
          title: "Bij gevoeligheid voor geluid",
          description:
            "Voor korte, drukke momenten, zoals een verjaardag of een volle winkel. Draag ze niet de hele dag tegen gewone geluiden en lees ook ons advies hieronder.",
        },
      ],
    },
    {
      type: "text",
      id: "gevoelig-voor-geluid",
      title: "Gevoelig voor alledaagse geluiden?",
      paragraphs: [
        "Worden gewone geluiden, zoals stemmen, servies of verkeer, u snel te veel of doen ze zelfs pijn? Dan ligt het voor de hand om oordoppen in te doen. Toch is het verstandig dat niet de hele dag te doen: wie zich steeds afschermt van gewone geluiden, kan er juist gevoeliger voor worden. Bij oorsuizen geldt iets vergelijkbaars: in stilte valt het suizen vaak meer op.",
        "Heeft u veel last van geluid, ga dan eerst naar uw huisarts. Die kan uw oren onderzoeken en u zo nodig verwijzen naar een KNO-arts of een audiologisch centrum, waar u begeleiding kunt krijgen bij overgevoeligheid voor geluid (hyperacusis).",
        "Stiltebescherming kan daarnaast een hulpmiddel zijn voor korte, drukke momenten. Hoe u ze dan het beste gebruikt, bespreken we graag met u, het liefst in overleg met uw behandelaar.",
      ],
    },
    {
      type: "personalisation",
      id: "personaliseren",
      title: "Zo maakt u ze helemaal eigen",
      intro:
        "U kiest zelf het materiaal en de kleur. We adviseren u graag over wat het beste past bij de momenten waarop u ze draagt.",
      materials: [
        {
          name: "Siliconen",
          description: "Zacht en soepel. Prettig als u ze langer draagt of er ook mee wilt liggen.",
        },
        {
          name: "Acrylaat",
          description: "Stevig en glad. Makkelijk in en uit te doen en eenvoudig schoon te houden.",
        },
      ],
      colours:
        "Er zijn meer dan 20 kleuren. Kies een huidtint die nauwelijks opvalt of juist een kleur waar u vrolijk van wordt.",
      extras: ["Gemaakt in Duitsland", "Evaluatie na 3 weken en nazorg na 4 maanden"],
    },
  ],
  cta: {
    title: "Zelf ervaren hoe stil het kan zijn?",
    text: "Tijdens een afspraak in Hurdegaryp of Wieringerwerf bekijken we uw oren, bespreken we wanneer u de oordoppen wilt dragen en maken we een afdruk. Eerst een vraag? Neem gerust contact met ons op.",
    appointment: "Afspraak maken",
    contact: "Contact voor advies",
  },
};

export default page;
