/** A price as the data holds it (content/prices.yaml). */
export type PriceValue = { amount: number; from: boolean };

const euros = (fractionDigits: number) =>
  new Intl.NumberFormat("nl-NL", {
    style: "currency",
    currency: "EUR",
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  });
const whole = euros(0);
const withCents = euros(2);

/** The one way a price is written on the site: "€ 139", "€ 45,50", "Vanaf € 500" (Dutch notation). */
export function formatPrice({ amount, from }: PriceValue): string {
  const text = (Number.isInteger(amount) ? whole : withCents).format(amount);
  return from ? `Vanaf ${text}` : text;
}

/** An amount of money written the same way: "€ 3.100". */
export const formatAmount = (amount: number) => formatPrice({ amount, from: false });

/** A price range: "€ 500 – € 900" (one amount when both ends are the same). */
export function formatPriceRange(min: number, max: number): string {
  const low = formatAmount(min);
  return min === max ? low : `${low} – ${formatAmount(max)}`;
}
