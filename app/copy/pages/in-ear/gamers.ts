import prices from "#/content/prices.yaml";
import { formatPrice } from "#/app/lib/price.ts";
import { warranty } from "#/app/data/business.ts";
import { marked } from "#/app/copy/marked-text.ts";
import type { ContentPage } from "#/app/copy/sections.ts";

const page: ContentPage = {
  meta: {
    title: "In-ear monitors voor gamers",
    description: `In-ear monitors op maat voor gamen en streamen: hoor waar geluid vandaan komt, urenlang comfort en tot 34 dB demping. HL5 Gaming Edition ${formatPrice(prices["in-ear-hl5"])}.`,
  },
  hero: {
    eyebrow: "In-ear monitors voor gamers",
    title: "Gamen en streamen met in-ear monitors op maat",
    intro:
      "Hoor precies waar die voetstappen vandaan komen, speel urenlang zonder drukpunten en laat het lawaai om je heen buiten. In-ear monitors op maat zijn gemaakt naar de vorm van jouw oren, voor een helder geluid en comfort tot de laatste ronde.",
    image: "in-ear-gamers-hero",
    video: "in-ear-gaming",
  },
  sections: [
    {
      type: "list",
      id: "waarom",
      title: "Waarom in-ear monitors voor gaming?",
      intro: "Een gewone headset doet het prima, tot je urenlang speelt of elke voetstap wilt horen.",
      items: [
        {
          title: "Geluid nauwkeurig plaatsen",
          description:
            "Je hoort scherper waar voetstappen, schoten en voertuigen vandaan komen. Zo reageer je sneller op wat er om je heen gebeurt.",
        },
        {
          title: "Tot 34 dB minder geluid van buiten",
          description:
            "De monitors sluiten je gehoorgang af en dempen het geluid van buiten. Daardoor kan het volume lager, en dat is beter voor je oren: langdurig luisteren boven 85 dB kan je gehoor beschadigen.",
        },
        {
          title: "Comfort tijdens lange sessies",
          description:
            "Geen beugel op je hoofd, geen warme oorkussens en geen druk op de pootjes van je bril. Omdat ze naar jouw oren zijn gemaakt, zitten ze na uren nog prettig.",
        },
        {
          title: "Professionele uitstraling",
          description:
            "Strak en onopvallend in beeld op je stream, of juist opvallend in de kleuren van je team of je kanaal.",
        },
        {
          title: "Betere prestaties",
          description:
            "Minder afleiding van buitenaf en een helder, gedetailleerd geluid helpen je om geconcentreerd te blijven, ronde na ronde.",
        },
      ],
    },
    {
      type: "steps",
      id: "hoe-het-werkt",
      title: "Zo werkt het",
      intro: "Van intake tot levering duurt het gemiddeld ongeveer 3 weken.",
      steps: [
        {
          title: "Intakeafspraak",
          description:
            "We bespreken welke games je speelt, hoe lang je sessies duren en met welke apparatuur je werkt, zoals je pc, console of audio-interface.",
        },
        {
          title: "Oorafdruk",
          description:
            "We maken een nauwkeurige afdruk van beide oren. Dat doet geen pijn en vormt de basis voor een pasvorm die precies bij jou past.",
        },
        {
          title: "Ontwerp kiezen",
          description:
            "Je kiest de kleuren en de afwerking van je monitors, zodat ze passen bij je setup, je team of je kanaal.",
        },
        {
          title: "Productie in Duitsland",
          description:
            "Je monitors worden 100% in Duitsland gemaakt, door een producent die elke dag meer dan 3.000 producten op maat maakt.",
        },
        {
          title: "Levering en uitleg",
          description: marked`Je haalt je monitors bij ons op. We controleren samen de pasvorm en leggen uit hoe je ze inzet, aansluit en schoonhoudt. Daarna kun je meteen aan de slag, met ${warranty}.`,
        },
      ],
    },
    {
      type: "benefits",
      id: "perfect-voor",
      title: "Geschikt voor",
      descriptionsFolded: "Wat in-ear monitors voor elk van hen doen",
      items: [
        {
          title: "Competitieve gamers",
          description: "Elke voetstap telt. Je hoort beter waar tegenstanders zitten, ook in een spannende eindfase.",
          icon: "trophy",
        },
        {
          title: "Streamers",
          description: "Urenlang live zonder drukpunten, en strak en professioneel in beeld.",
          icon: "video",
        },
        {
          title: "Contentcreators",
          description:
            "Een helder, gedetailleerd geluid bij het monteren van je video's, zodat je hoort wat je publiek straks hoort.",
          icon: "monitor",
        },
        {
          title: "E-sporters",
          description: "Een pasvorm die blijft zitten en geluid van buiten dempt, ook in een rumoerige toernooizaal.",
          icon: "gamepad",
        },
        {
          title: "Marathongamers",
          description: "Lange sessies zonder pijnlijke oren of een warm hoofd onder een koptelefoon.",
          icon: "timer",
        },
        {
          title: "Audioliefhebbers",
          description:
            "Geniet van elk detail in de soundtrack en het geluidsontwerp van je favoriete games, en net zo goed van muziek en films.",
          icon: "headphones",
        },
      ],
    },
    {
      type: "spec-sheet",
      id: "hl5-gaming-edition",
      title: "HL5 Gaming Edition",
      price: prices["in-ear-hl5"],
      intro:
        "De HL5 Gaming Edition is een in-ear monitor op maat, speciaal voor gamers. Met twee drivers per oor, een tweeweg-opbouw met versterkte bas en een schelp die naar de vorm van jouw oren wordt gemaakt.",
      image: "in-ear-hl5",
      features: [
        {
          title: "Pasvorm op maat",
          description: "Gemaakt naar een afdruk van je eigen oren, dus stevig op zijn plek en urenlang comfortabel.",
          icon: "ear",
        },
        {
          title: "Hoogwaardig geluid",
          description:
            "Twee drivers per kant en een frequentiebereik van 20 Hz tot 25 kHz, voor een rijk en gedetailleerd geluid.",
          icon: "waves",
        },
        {
          title: "Geoptimaliseerd voor gaming",
          description:
            "De versterkte bas geeft explosies en soundtracks diepgang, terwijl voetstappen en stemmen helder blijven.",
          icon: "crosshair",
        },
        {
          title: "Flexibel: vervangbare kabel",
          description:
            "De kabel zit vast met een 2-pin-aansluiting en is vervangbaar. Gaat hij stuk of wil je een andere, dan wissel je alleen de kabel en houd je je monitors.",
          icon: "cable",
        },
      ],
      specsTitle: "Specificaties",
      specs: [
        { term: "Drivers", detail: "4 (2 per kant)" },
        { term: "Opbouw", detail: "Tweeweg, met versterkte bas" },
        { term: "Frequentiebereik", detail: "20 Hz – 25 kHz" },
        { term: "Impedantie", detail: "22 Ω bij 1 kHz" },
        { term: "Kabel", detail: "Vervangbare kabel met 2-pin-aansluiting" },
      ],
    },
    {
      type: "carousel",
      id: "galerij",
      title: "In-ear monitors in actie",
      label: "Foto's van in-ear monitors voor gamers",
      images: [
        "in-ear-gaming-gallery-01",
        "in-ear-gaming-gallery-02",
        "in-ear-gaming-gallery-03",
        "in-ear-gaming-gallery-04",
        "in-ear-gaming-gallery-05",
        "in-ear-gaming-gallery-06",
      ],
    },
  ],
  cta: {
    title: "Klaar om te horen wat je mist?",
    text: "Plan een intake in Hurdegaryp of Wieringerwerf. We bespreken je wensen en je setup, en laten je zien wat in-ear monitors op maat voor jou kunnen doen.",
    appointment: "Maak een intake afspraak",
  },
};

export default page;
