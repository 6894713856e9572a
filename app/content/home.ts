import { business } from "#/app/content/business.ts";
import { paths } from "#/app/content/pages.ts";

export const hero = {
  eyebrow: "Hoorzorg in Hurdegaryp en Wieringerwerf",
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
  colour: ServiceColour;
  /** Where the point sits on the illustration, in percent of its width and height. */
  position: { x: number; y: number };
  options: { id: string; title: string; path: string; special?: boolean }[];
};

export const servicesIntro = {
  title: "Onze diensten",
  intro:
    "Waar kunnen we u mee helpen? Klik of tik op een van de drie punten voor meer uitleg en kies dan het onderwerp dat bij u past.",
  placeholder: "Kies een van de drie punten op de afbeelding om te zien wat we voor u kunnen doen.",
  close: "Sluiten",
};

export const services: Service[] = [
  {
    id: "gehoorbescherming",
    title: "Gehoorbescherming",
    description:
      "Oordoppen op maat, gemaakt naar een afdruk van uw eigen oor. Ze sluiten comfortabel af, blijven urenlang prettig zitten en dempen precies zoveel als nodig is: bij muziek, op de motor, op het werk, onderweg, in het water of 's nachts.",
    colour: "coral",
    position: { x: 43, y: 51 },
    options: [
      { id: "muziek", title: "Muziek", path: paths.music },
      { id: "motor", title: "Motor", path: paths.motor },
      { id: "werk", title: "Werk", path: paths.work },
      { id: "reis", title: "Reizen", path: paths.travel },
      { id: "stilte", title: "Stilte en concentratie", path: paths.quiet },
      { id: "zwem", title: "Zwemmen", path: paths.swim },
      { id: "slaap", title: "Slapen", path: paths.sleep },
    ],
  },
  {
    id: "hoortoestellen",
    title: "Hoortoestellen",
    description:
      "Merkt u dat gesprekken meer moeite kosten, of zet u de televisie steeds harder? We beginnen met een gratis hoortest en zoeken daarna samen een hoortoestel dat past bij uw gehoor, uw dagelijks leven en uw budget. U probeert het eerst rustig uit voordat u beslist.",
    colour: "petrol",
    position: { x: 24, y: 38 },
    options: [
      { id: "demo", title: "Plan een demo!", path: paths.appointment, special: true },
      { id: "hoortoestellen", title: "Soorten hoortoestellen", path: paths.hearingAids },
      { id: "second-opinion", title: "Second opinion", path: paths.secondOpinion },
      { id: "werkwijze", title: "Onze werkwijze", path: paths.method },
      { id: "belasting", title: "Belastingteruggave", path: paths.taxRefund },
    ],
  },
  {
    id: "in-ear-monitors",
    title: "In-ear monitors",
    description:
      "Je eigen mix, helder en op een veilig volume, in een shell die precies in je oor past. Voor muzikanten op het podium en voor gamers en streamers die elk detail willen horen, met tot 34 dB demping van het geluid om je heen.",
    colour: "amber",
    position: { x: 30, y: 68 },
    options: [
      { id: "muzikanten", title: "Voor muzikanten", path: paths.musicians },
      { id: "gamers", title: "Voor gamers", path: paths.gamers },
    ],
  },
];

export const about = {
  title: "Over ons",
  experience: { value: `${business.yearsOfExperience} jaar`, label: "ervaring" },
  paragraphs: [
    "Wij zijn een zelfstandige hoorpraktijk met twee vestigingen: in Hurdegaryp en in Wieringerwerf. Geen keten met vaste verkoopdoelen, maar audiciens die de tijd nemen om te luisteren naar wat u nodig heeft.",
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
        "U spreekt steeds dezelfde vaste audicien, die uw situatie kent en eerlijk zegt wat wel en niet nodig is.",
    },
    {
      icon: "sparkles",
      title: "Discreet en modern",
      description:
        "Kleine, comfortabele oplossingen met de nieuwste techniek, van oplaadbare hoortoestellen tot oordoppen op maat.",
    },
    {
      icon: "shield",
      title: "Uitgebreide nazorg",
      description:
        "Na drie weken evalueren we samen, na vier maanden volgt een controle, en ook daarna kunt u altijd bij ons terecht.",
    },
  ],
  more: { label: "Meer over ons", to: paths.about },
} as const;

export type Testimonial = { name: string; context: string; text: string; rating: number };

export const testimonialsIntro = { title: "Wat onze klanten zeggen" };

export const testimonials: Testimonial[] = [
  {
    name: "Anneke",
    context: "Hoortoestellen, Wieringerwerf",
    text: "Ik zag er tegenop, maar werd zo rustig geholpen. Alles werd duidelijk uitgelegd en ik mocht het toestel eerst thuis proberen. Op verjaardagen kan ik eindelijk weer meepraten.",
    rating: 5,
  },
  {
    name: "Jelmer",
    context: "In-ear monitors, Hurdegaryp",
    text: "Als drummer speel ik elk weekend. Met mijn in-ear monitors hoor ik de band veel helderder en hoef ik het volume niet meer op te schroeven. Ze zitten als gegoten.",
    rating: 5,
  },
  {
    name: "Petra",
    context: "Zwemdopjes voor haar zoon",
    text: "Onze zoon heeft buisjes en mocht niet zonder bescherming zwemmen. De zwemdopjes op maat blijven goed zitten en hij kan weer onbezorgd mee naar het zwembad.",
    rating: 5,
  },
];

export const contactIntro = {
  title: "Contact",
  intro:
    "Heeft u een vraag of wilt u langskomen? Kies wat voor u het prettigst is. Schrijven kan altijd: we reageren zo snel mogelijk.",
  ways: {
    appointment: { title: "Afspraak maken", text: "Kies online een moment dat u past.", to: paths.appointment },
    form: { title: "Stuur een bericht", text: "Via ons contactformulier.", to: paths.contact },
    whatsapp: { title: "WhatsApp", text: "Stuur ons een berichtje." },
    email: { title: "E-mail" },
    phone: { title: "Bellen" },
  },
  branchesTitle: "Onze vestigingen",
};
