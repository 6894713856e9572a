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
