// content/prices.yaml: every price on the site, as a number. Pages name a price by its id and
// show it through formatPrice (app/lib/price.ts); structured data uses the same number.
import { z } from "zod";
import { placeholderFlag } from "#/app/content/schema/fields.ts";

/** Each price the site shows, with its label in the editor. A new product adds its line here. */
export const priceLabels = {
  "music-regular": "Gehoorbescherming muziek: Regular",
  "music-premium": "Gehoorbescherming muziek: Premium",
  "motor-regular": "Gehoorbescherming motor: Road Regular",
  "motor-premium": "Gehoorbescherming motor: Road Premium",
  "work-regular": "Gehoorbescherming werk: Pro Regular",
  "work-premium": "Gehoorbescherming werk: Pro Premium",
  travel: "Reisbescherming op maat",
  quiet: "Stiltebescherming op maat",
  sleep: "Slaapbescherming op maat",
  "swim-basic": "Zwemdopjes basis",
  "swim-custom": "Waterdopjes op maat",
  "in-ear-musicians": "In-ear monitors voor muzikanten",
  "in-ear-hl5": "HL5 Gaming Edition",
} as const;

export type PriceId = keyof typeof priceLabels;

export const price = (title: string) =>
  z
    .strictObject({
      amount: z
        .number({ error: "schrijf een bedrag in euro's, met een punt voor de centen: 139 of 45.50" })
        .positive("een prijs is meer dan € 0")
        .max(100_000, "hoogstens € 100.000")
        .refine((amount) => Number.isInteger(amount * 100), "hoogstens twee cijfers achter de komma")
        .meta({ title: "Bedrag in euro's", description: "Alleen het getal, bijvoorbeeld 139 of 45.50" }),
      from: z
        .boolean()
        .default(false)
        .meta({ title: "Vanaf-prijs", description: 'Aan als de prijs begint bij dit bedrag ("vanaf € 500")' }),
      placeholder: placeholderFlag,
    })
    .meta({ title });

export type Price = z.output<ReturnType<typeof price>>;

export const pricesFile = z
  .strictObject(
    Object.fromEntries(Object.entries(priceLabels).map(([id, label]) => [id, price(label)])) as {
      [Id in PriceId]: ReturnType<typeof price>;
    },
  )
  .meta({ title: "Prijzen" });

export type Prices = z.output<typeof pricesFile>;
