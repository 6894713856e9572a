import { business, isExample } from "#/src/data/business.ts";
import { pages, paths } from "#/src/registry/pages.ts";
import { groupPages } from "#/src/lib/site-registry.ts";

/** The branches' places: 'Hurdegaryp en Wieringerwerf'. */
const places = new Intl.ListFormat("nl", { type: "conjunction" }).format(
  business.branches.map((branch) => branch.name),
);

/** The home page's title and description for search engines and link previews. */
export const homeMeta = {
  title: `Hoorzorg in ${places}`,
  description: `Hoorzorg in ${places}: gratis hoortest, hoortoestellen met proefperiode, gehoorbescherming op maat en in-ear monitors. Persoonlijk advies.`,
};

export const hero = {
  eyebrow: `Hoorzorg in ${places}`,
  title: "Goed horen begint met aandacht",
  intro:
    "Van een gratis hoortest tot gehoorbescherming en in-ear monitors op maat: wij nemen de tijd voor u, geven eerlijk advies en blijven ook na de aankoop voor u klaarstaan.",
  primaryCta: { label: "Afspraak maken", to: paths.appointment },
  secondaryCta: { label: "Bekijk onze diensten", to: "#diensten" },
  highlights: ["Gratis hoortest en proefperiode", "Persoonlijk advies", "Ruime nazorg"],
};

export type ServiceColour = "coral" | "petrol" | "amber";

export type Service = {
  id: "gehoorbescherming" | "hoortoestellen" | "in-ear-monitors";
  title: string;
  description: string;
  /** One line on the service's card, readable before anything is opened. */
  summary: string;
  colour: ServiceColour;
  /** The pages of the service's menu group (src/registry/pages.ts), after any extra link. */
  options: { id: string; title: string; path: string; special?: boolean }[];
};

export const servicesIntro = {
  title: "Onze diensten",
  intro:
    "Waar kunnen we u mee helpen? Kies een dienst voor meer uitleg en daarna het onderwerp dat bij uw situatie past.",
  close: "Sluiten",
};

export const services: Service[] = [
  {
    id: "gehoorbescherming",
    title: "Gehoorbescherming",
    description:
      "Oordoppen op maat, gemaakt naar een afdruk van uw eigen oor. Ze sluiten comfortabel af, blijven urenlang prettig zitten en dempen zoveel als bij de situatie past: bij muziek, op de motor, op het werk, onderweg, in het water of 's nachts.",
    summary: "Oordoppen op maat bij lawaai, in het water en voor een rustige nacht.",
    colour: "coral",
    options: groupPages(pages, "hearingProtection"),
  },
  {
    id: "hoortoestellen",
    title: "Hoortoestellen",
    description:
      "Merkt u dat gesprekken meer moeite kosten, of zet u de televisie steeds harder? We beginnen met een gratis hoortest en zoeken daarna samen een hoortoestel dat past bij uw gehoor, uw dagelijks leven en uw budget. U probeert het eerst uit voordat u beslist.",
    summary: "Een gratis hoortest en een hoortoestel dat u eerst uitprobeert.",
    colour: "petrol",
    options: [
      { id: "demo", title: "Plan een demo!", path: paths.appointment, special: true },
      ...groupPages(pages, "hearingAids"),
    ],
  },
  {
    id: "in-ear-monitors",
    title: "In-ear monitors",
    description:
      "Uw eigen mix, helder en zonder dat het volume hoog hoeft, in een schelp die precies in uw oor past. Voor muzikanten op het podium en voor gamers en streamers die elk detail willen horen. Het geluid om u heen wordt tot 34 dB gedempt.",
    summary: "Uw eigen mix in een schelp op maat, voor muzikanten en gamers.",
    colour: "amber",
    options: groupPages(pages, "inEarMonitors"),
  },
];

export const about = {
  title: "Over ons",
  /** The spec's '5+ years' badge, from the practice's data (marked while it is an example). */
  experience: {
    value: `${business.yearsOfExperience}+ jaar`,
    label: "ervaring",
    example: isExample("yearsOfExperience"),
  },
  paragraphs: [
    "Wij zijn een zelfstandige hoorpraktijk met twee vestigingen: in Hurdegaryp en in Wieringerwerf. Geen keten met vaste verkoopdoelen, maar een klein team dat luistert naar wat u nodig heeft.",
    "Of u nu slechter bent gaan horen, uw gehoor wilt beschermen of op het podium uw eigen mix wilt horen: u krijgt een duidelijk advies, een oplossing die bij u past en nazorg waar u op kunt rekenen.",
  ],
  claims: [
    {
      icon: "ear",
      title: "Gratis hoortest en proefperiode",
      description:
        "We meten uw gehoor kosteloos. Kiest u voor een hoortoestel, dan probeert u het eerst thuis, op het werk en op verjaardagen.",
    },
    {
      icon: "heart",
      title: "Persoonlijk advies",
      description:
        "U heeft een vaste audicien als aanspreekpunt, die uw situatie kent en eerlijk zegt wat wel en niet nodig is.",
    },
    {
      icon: "sparkles",
      title: "Discreet en modern",
      description:
        "Kleine, comfortabele oplossingen met moderne techniek, van oplaadbare hoortoestellen tot oordoppen op maat.",
    },
    {
      icon: "shield",
      title: "Uitgebreide nazorg",
      description:
        "Na 3 weken bespreken we samen hoe het gaat, na 4 maanden volgt een controle en ook daarna kunt u bij ons terecht.",
    },
  ],
  more: { label: "Meer over ons", to: paths.about },
} as const;

export const testimonialsIntro = {
  title: "Wat onze klanten zeggen",
  /** On a phone, above the row of reviews to swipe through. */
  swipe: (count: number) => `Veeg opzij voor alle ${count} beoordelingen.`,
};

export const contactIntro = {
  title: "Contact",
  intro:
    "Heeft u een vraag of wilt u langskomen? Kies wat voor u het prettigst is. Schrijven kan altijd: we reageren zo snel mogelijk.",
  ways: {
    appointment: { title: "Afspraak maken", text: "Kies online een moment dat u uitkomt.", to: paths.appointment },
    form: { title: "Stuur een bericht", text: "Via ons contactformulier.", to: paths.contact },
    whatsapp: { title: "WhatsApp", text: "Stuur ons een berichtje." },
    email: { title: "E-mail" },
    phone: { title: "Bellen" },
  },
  branchesTitle: "Onze vestigingen",
};
