// content/prices.yaml: every price on the site, as a number. Pages name a price by its id and
// show it through formatPrice (src/lib/price.ts); structured data uses the same number.
import { z } from "zod";
import { euroAmount, placeholderFlag } from "#/src/data/schema/fields.ts";

/**
 * Each price the site shows, with its label in the editor: Dutch words around the product names the
 * site uses (Regular, Premium). A new product adds its line here.
 */
export const priceLabels = {
  "music-regular": "Gehoorbescherming muziek, uitvoering Regular",
  "music-premium": "Gehoorbescherming muziek, uitvoering Premium",
  "motor-regular": "Gehoorbescherming motor, uitvoering Road Regular",
  "motor-premium": "Gehoorbescherming motor, uitvoering Road Premium",
  "work-regular": "Gehoorbescherming werk, uitvoering Pro Regular",
  "work-premium": "Gehoorbescherming werk, uitvoering Pro Premium",
  travel: "Reisbescherming op maat",
  quiet: "Stiltebescherming op maat",
  sleep: "Slaapbescherming op maat",
  "swim-basic": "Zwemdopjes basis",
  "swim-custom": "Waterdopjes op maat",
  "in-ear-musicians": "In-ear monitors voor muzikanten",
  "in-ear-hl5": "HL5 Gaming Edition",
  "second-opinion": "Second opinion (hoortoestel van elders)",
  batteries: "Batterijen voor een hoortoestel, per pakje",
  charger: "Losse oplader voor oplaadbare hoortoestellen",
  repair: "Reparatie buiten de garantie",
} as const;

export type PriceId = keyof typeof priceLabels;

export const price = (title: string) =>
  z
    .strictObject({
      amount: euroAmount(
        { title: "Bedrag in euro's", description: "Bijvoorbeeld 139, 2.500 of 45,50" },
        { positive: "een prijs is meer dan € 0" },
      ),
      from: z
        .boolean()
        .default(false)
        .meta({ title: "Vanaf-prijs", description: 'Aan als de prijs begint bij dit bedrag ("vanaf € 500")' }),
      placeholder: placeholderFlag,
    })
    .meta({ title });

export type Price = z.output<ReturnType<typeof price>>;

const euros = (title: string, description: string) =>
  euroAmount({ title, description }, { positive: "een bedrag is meer dan € 0" });

/**
 * One reimbursement category (1–5) on /kosten-en-vergoeding: the practice's price range per
 * hearing aid, and what insurers typically reimburse at most (the calculator's shortcut).
 */
const categoryPrices = (category: number) =>
  z
    .strictObject({
      min: euros("Prijs vanaf", "Het goedkoopste hoortoestel in deze categorie, per oor"),
      max: euros("Prijs tot en met", "Het duurste hoortoestel in deze categorie, per oor"),
      insurerMaximum: euros(
        "Gangbare vergoeding van zorgverzekeraars",
        "Wat zorgverzekeraars voor deze categorie meestal hoogstens vergoeden, per oor. De rekenhulp vult dit in als de bezoeker de categorie kiest",
      ),
      placeholder: placeholderFlag,
    })
    .refine((range) => range.max >= range.min, { path: ["max"], error: "is lager dan de prijs vanaf" })
    .meta({ title: `Categorie ${category}` });

export const pricesFile = z
  .strictObject({
    ...(Object.fromEntries(Object.entries(priceLabels).map(([id, label]) => [id, price(label)])) as {
      [Id in PriceId]: ReturnType<typeof price>;
    }),
    hearingAidCategories: z
      .strictObject({
        "1": categoryPrices(1),
        "2": categoryPrices(2),
        "3": categoryPrices(3),
        "4": categoryPrices(4),
        "5": categoryPrices(5),
      })
      .meta({ title: "Hoortoestellen per vergoedingscategorie" }),
  })
  .meta({ title: "Prijzen" });
