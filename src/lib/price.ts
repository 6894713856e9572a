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

/**
 * Said under every set of prices (product cards, price lists, a 'from' price, a spec sheet): a
 * consumer price includes taxes (art. 6:193e sub c BW, docs/sources.md).
 */
export const PRICES_INCLUDE_VAT = "Alle prijzen zijn inclusief btw.";

/** An amount of money written the same way: "€ 3.100". */
export const formatAmount = (amount: number) => formatPrice({ amount, from: false });

/** A price range: "€ 500 – € 900" (one amount when both ends are the same). */
export function formatPriceRange(min: number, max: number): string {
  const low = formatAmount(min);
  return min === max ? low : `${low} – ${formatAmount(max)}`;
}

/**
 * A Dutch amount to euros: "4.000", "€ 4.000,-", "1.599,99", "45,5" and "4000" are all fine; a
 * point before one or two last digits ("45.50") is read as the cents. `undefined` when empty,
 * `NaN` when it is no amount. The calculator and the owner's editor read amounts this way.
 */
export function parseEuros(text: string): number | undefined {
  let value = text.replace(/[€\s\u00a0]/g, "").replace(/,-+$/, "");
  if (value === "") return undefined;
  if (value.includes(",")) {
    // "1,234.50" is English notation: read as Dutch it would be a hundred times too small.
    if (/,\d{3}(\.|$)/.test(value) && value.includes(".")) return Number.NaN;
    value = value.replace(/\./g, "").replace(",", ".");
  } else if (/^-?\d{1,3}(\.\d{3})+$/.test(value)) value = value.replace(/\./g, "");
  return /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : Number.NaN;
}

/**
 * "2,500": a comma before three digits and no point. The Dutch way that is € 2,50, but whoever
 * writes it almost always means two thousand five hundred (the English way). The amount written
 * without doubt ("2.500"), or undefined when the text is not written this way.
 */
export function ambiguousThousands(text: string): string | undefined {
  const match = /^(-?\d{1,3}),(\d{3})$/.exec(text.replace(/[€\s\u00a0]/g, ""));
  return match ? `${match[1]}.${match[2]}` : undefined;
}

const input = new Intl.NumberFormat("nl-NL", { maximumFractionDigits: 2 });
const inputWithCents = new Intl.NumberFormat("nl-NL", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** An amount as the owner types it, without the euro sign: "2.500", "45,50". */
export const amountInput = (amount: number) => (Number.isInteger(amount) ? input : inputWithCents).format(amount);
