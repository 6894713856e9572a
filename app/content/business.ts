/**
 * Every fact about the practice, written once. Pages, header, footer, links and
 * (later) structured data all read from here. Values marked PLACEHOLDER are not
 * real yet: the owner replaces them here and nowhere else (see README).
 */

export type Weekday = "monday" | "tuesday" | "wednesday" | "thursday" | "friday" | "saturday" | "sunday";

/** Opening time range in local time (Europe/Amsterdam), "HH:MM". `null` = closed. */
export type DayHours = { opens: string; closes: string } | null;

export type Branch = {
  id: "hurdegaryp" | "wieringerwerf";
  name: string;
  street: string;
  postcode: string;
  city: string;
  phone: string;
  email: string;
  hours: Record<Weekday, DayHours>;
  /** Shown under the hours table, e.g. appointments outside opening hours. */
  hoursNote?: string;
  path: string;
};

/** Monday first: the Dutch week. */
export const weekdays: readonly Weekday[] = [
  "monday",
  "tuesday",
  "wednesday",
  "thursday",
  "friday",
  "saturday",
  "sunday",
];

const closed: DayHours = null;

export const branches: readonly Branch[] = [
  {
    id: "hurdegaryp",
    name: "Hurdegaryp",
    street: "Voorbeeldstraat 1", // PLACEHOLDER
    postcode: "2954 AA", // PLACEHOLDER letters; digits as given by the practice (see docs/decisions/002)
    city: "Hurdegaryp",
    phone: "+31 511 000 000", // PLACEHOLDER
    email: "hurdegaryp@example.nl", // PLACEHOLDER
    hours: {
      monday: closed,
      tuesday: closed,
      wednesday: closed,
      thursday: closed,
      friday: closed,
      saturday: { opens: "09:00", closes: "17:00" },
      sunday: closed,
    },
    path: "/locatie/hurdegaryp",
  },
  {
    id: "wieringerwerf",
    name: "Wieringerwerf",
    street: "Voorbeeldweg 1", // PLACEHOLDER
    postcode: "1771 AA", // PLACEHOLDER letters
    city: "Wieringerwerf",
    phone: "+31 227 000 000", // PLACEHOLDER
    email: "wieringerwerf@example.nl", // PLACEHOLDER
    hours: {
      monday: closed,
      tuesday: { opens: "09:30", closes: "17:00" },
      wednesday: { opens: "09:30", closes: "17:00" },
      thursday: { opens: "09:30", closes: "17:00" },
      friday: { opens: "09:30", closes: "17:00" },
      saturday: { opens: "09:30", closes: "16:00" },
      sunday: closed,
    },
    hoursNote: "Ook op afspraak buiten openingstijden",
    path: "/locatie/wieringerwerf",
  },
];

export const branchById = (id: Branch["id"]): Branch => {
  const branch = branches.find((candidate) => candidate.id === id);
  if (!branch) throw new Error(`Unknown branch ${id}`);
  return branch;
};

const formEmail = "info@example.nl"; // PLACEHOLDER

export type PostalAddress = { street: string; postcode: string; city: string };
const addressOf = ({ street, postcode, city }: PostalAddress): PostalAddress => ({ street, postcode, city });

/** The practice as the law knows it, named in the privacy statement (/privacy). */
const legal = {
  entityName: "Klankwijs Hoorzorg B.V.", // PLACEHOLDER legal name as in the KvK register
  kvkNumber: "00000000", // PLACEHOLDER
  /** Where letters about privacy go: the registered address, or { street, postcode, city } if it is no branch. */
  postalAddress: addressOf(branchById("wieringerwerf")), // PLACEHOLDER
  privacyEmail: "privacy@example.nl", // PLACEHOLDER
  /** How long a contact-form message is kept after the question has been dealt with. */
  messageRetentionMonths: 12, // PLACEHOLDER: the practice's own choice
};

export const business = {
  name: "Klankwijs Hoorzorg", // PLACEHOLDER practice name
  /** Absolute origin of the live site, used for canonical URLs and structured data. */
  origin: "https://www.example.nl", // PLACEHOLDER
  /** Main phone number in international format; shown formatted via lib/phone. */
  phone: "+31 6 00000000", // PLACEHOLDER
  email: "info@example.nl", // PLACEHOLDER
  /** Number the WhatsApp chat opens, digits only, country code first. */
  whatsappNumber: "31600000000", // PLACEHOLDER
  whatsappGreeting:
    "Hallo! Ik heb een vraag over jullie diensten op het gebied van gehoorbescherming, hoortoestellen of in-ear monitors.",
  /** Address the contact form sends to, through FormSubmit's AJAX endpoint below. */
  formEmail,
  formEndpoint: `https://formsubmit.co/ajax/${formEmail}`,
  /** The external scheduling widget: its script and the client-portal page it shows. */
  bookingWidgetScriptUrl: "https://afspraak.example.nl/widget.js", // PLACEHOLDER
  bookingUrl: "https://afspraak.example.nl/klantportaal/afspraak", // PLACEHOLDER
  /** The external tax-deduction calculator shown on /belasting-teruggave. */
  taxCalculatorUrl: "https://rekenhulp.example.nl/zorgkosten", // PLACEHOLDER
  /** Professional-network profile shown in the footer. */
  linkedinUrl: "https://www.linkedin.com/company/example", // PLACEHOLDER
  yearsOfExperience: "5+",
  /** The people visitors meet (shown on /over-ons). */
  team: [
    { name: "Sanne de Vries", role: "Audicien" }, // PLACEHOLDER name
    { name: "Jelle Hoekstra", role: "Audicien in opleiding" }, // PLACEHOLDER name
  ],
  /** The clinic whose team wrote the blog post on ototoxic medication. */
  partnerClinic: "Audiologisch Centrum Noord", // PLACEHOLDER
  legal,
  branches,
} as const;
