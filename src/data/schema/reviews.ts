// content/reviews.yaml: what clients say, shown on the home page in this order.
import { z } from "zod";
import { paragraph, pastDate, placeholderFlag, text } from "#/src/data/schema/fields.ts";

// An example may go without these two, a real review needs them: the editor shows them without its
// '(optioneel)' (neededWhenReal, admin/controls.ts) and the hint says when they are needed.
const NEEDED_WHEN_REAL = "Nodig zodra 'Nog een voorbeeld' uit staat.";
const sourceMeta = {
  title: "Bron",
  description: `Waar de beoordeling staat, bijvoorbeeld: Google of ZorgkaartNederland. ${NEEDED_WHEN_REAL}`,
};
const dateMeta = {
  title: "Datum van de beoordeling",
  description: `De dag waarop de klant haar schreef. ${NEEDED_WHEN_REAL}`,
};

const review = z
  .strictObject({
    name: text({ title: "Naam", description: "Zoals de klant genoemd wil worden, bijvoorbeeld: Anneke" }, { max: 60 }),
    context: text({ title: "Waarvoor", description: "Bijvoorbeeld: Hoortoestellen, Wieringerwerf" }, { max: 80 }),
    text: paragraph({ title: "Wat de klant schreef" }, { min: 20, max: 600 }),
    rating: z
      .number()
      .int("een heel aantal sterren")
      .min(1, "minstens 1 ster")
      .max(5, "hoogstens 5 sterren")
      .meta({ title: "Sterren (1 tot 5)" }),
    source: text(sourceMeta, { max: 60 })
      .meta({ ...sourceMeta, neededWhenReal: true })
      .optional(),
    date: pastDate(dateMeta, "de klant de beoordeling schreef")
      .meta({ ...dateMeta, widget: "date", neededWhenReal: true })
      .optional(),
    placeholder: placeholderFlag,
  })
  // Said on the field that is missing, so the editor shows it there.
  .refine((review) => review.placeholder || review.source, {
    error: "een echte ervaring heeft een bron, zodat een bezoeker haar kan nagaan",
    path: ["source"],
  })
  .refine((review) => review.placeholder || review.date, {
    error: "een echte ervaring heeft een datum, zodat een bezoeker haar kan nagaan",
    path: ["date"],
  })
  .meta({ title: "Ervaring" });

export type Review = z.output<typeof review>;

export const reviewsFile = z
  .strictObject({
    reviews: z.array(review).max(12, "hoogstens 12").meta({ title: "Ervaringen van klanten" }),
  })
  .meta({ title: "Ervaringen" });
