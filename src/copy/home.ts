// The home page's words: the owner's (content/home.yaml, each {name} filled in), around what the
// specification fixes or the menus decide, which stays here.
import { business, isExample } from "#/src/data/business.server.ts";
import { homeCopy } from "#/src/data/owner-files.server.ts";
import { plainCopy } from "#/src/copy/page-copy.ts";
import { places } from "#/src/copy/places.ts";
import { pages, paths } from "#/src/registry/pages.ts";
import { groupPages } from "#/src/lib/site-registry.ts";

const words = plainCopy("content/home.yaml", homeCopy);

const inPlaces = places("and");

/** The home page's title and description for search engines and link previews. */
export const homeMeta = {
  title: `Hoorzorg in ${inPlaces}`,
  description: `Hoorzorg in ${inPlaces}: gratis hoortest, hoortoestellen met proefperiode, gehoorbescherming op maat en in-ear monitors. Persoonlijk advies.`,
};

export const hero = {
  eyebrow: `Hoorzorg in ${inPlaces}`,
  title: words.hero.title,
  intro: words.hero.intro,
  primaryCta: { label: "Afspraak maken", to: paths.appointment },
  secondaryCta: { label: "Bekijk onze diensten", to: "#diensten" },
  highlights: words.hero.highlights,
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
  intro: words.services.intro,
  close: "Sluiten",
};

export const services: Service[] = [
  {
    id: "gehoorbescherming",
    title: "Gehoorbescherming",
    ...words.services.hearingProtection,
    colour: "coral",
    options: groupPages(pages, "hearingProtection"),
  },
  {
    id: "hoortoestellen",
    title: "Hoortoestellen",
    ...words.services.hearingAids,
    colour: "petrol",
    options: [
      { id: "demo", title: "Plan een demo!", path: paths.appointment, special: true },
      ...groupPages(pages, "hearingAids"),
    ],
  },
  {
    id: "in-ear-monitors",
    title: "In-ear monitors",
    ...words.services.inEarMonitors,
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
  paragraphs: words.about.paragraphs,
  // The specification's four claims, each with its icon; their words are the owner's.
  claims: (["ear", "heart", "sparkles", "shield"] as const).map((icon, index) => ({
    icon,
    ...words.about.claims[index]!,
  })),
  more: { label: "Meer over ons", to: paths.about },
} as const;

export const testimonialsIntro = {
  title: words.testimonials.title,
  /** On a phone, above the row of reviews to swipe through. */
  swipe: (count: number) => `Veeg opzij voor alle ${count} beoordelingen.`,
};

export const contactIntro = {
  title: "Contact",
  intro: words.contact.intro,
  ways: {
    appointment: { title: "Afspraak maken", text: "Kies online een moment dat u uitkomt.", to: paths.appointment },
    form: { title: "Stuur een bericht", text: "Via ons contactformulier.", to: paths.contact },
    whatsapp: { title: "WhatsApp", text: "Stuur ons een berichtje." },
    email: { title: "E-mail" },
    phone: { title: "Bellen" },
  },
  branchesTitle: "Onze vestigingen",
};
