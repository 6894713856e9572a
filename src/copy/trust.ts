/**
 * The trust strip's copy. Its facts are the owner's data (content/trust.yaml), read at build time, so the
 * data file stays out of the pages' scripts. Dutch page content.
 */

export const trustCopy = {
  title: "Waarom u op ons kunt rekenen",
  registrations: "Ingeschreven bij",
  insurers: "Contracten met onder meer",
  brands: "Hoortoestellen van onder meer",
  reviews: (count: number, platform: string) => `${count} beoordelingen op ${platform}`,
  checked: "bijgewerkt op",
} as const;

/** A score as Dutch writes it: 9.5 → "9,5". */
export const dutchScore = (score: number) =>
  new Intl.NumberFormat("nl-NL", { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(score);

/** The proof bar under a page's hero: the same facts, a line each. */
export const proofCopy = {
  label: "Waarom u op ons kunt rekenen, in het kort",
  registered: "Ingeschreven in het",
  insurers: (names: string) => `Contracten met ${names}`,
  moreInsurers: "en andere verzekeraars",
  experience: (years: string) => `${years} ervaring in hoorzorg`,
} as const;

/** The practitioner on the hearing-care pages and the home page (the first member of content/team.yaml). */
export const practitionerCopy = {
  label: "Uw audicien",
  register: "Registratienummer",
  more: "Maak kennis met ons team",
} as const;
