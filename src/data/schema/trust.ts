// content/trust.yaml: what lets a visitor check the practice: its registrations and memberships,
// the insurers it has contracts with, the hearing-aid brands it fits, and its review score.
// Shown as a strip on the home page and the hearing-care pages. Every item is the practice's to
// confirm: an example stays marked (`placeholder`) until then, and says so on the page.
import { z } from "zod";
import { httpsUrl, pastDate, placeholderFlag, text } from "#/src/data/schema/fields.ts";

const named = (title: string, description: string) =>
  z
    .strictObject({
      name: text({ title: "Naam", description }, { max: 60 }),
      url: httpsUrl({ title: "Webadres", description: "Waar een bezoeker het kan nagaan" }).optional(),
      placeholder: placeholderFlag,
    })
    .meta({ title });

export const trustFile = z
  .strictObject({
    registrations: z
      .array(named("Register of lidmaatschap", "Bijvoorbeeld: StAr-register voor audiciens"))
      .max(6, "hoogstens 6")
      .meta({ title: "Registraties en lidmaatschappen" }),
    insurers: z
      .array(named("Zorgverzekeraar", "Een verzekeraar waarmee de praktijk een contract heeft"))
      .max(12, "hoogstens 12")
      .meta({ title: "Contracten met zorgverzekeraars" }),
    brands: z
      .array(named("Merk", "Een merk hoortoestellen dat de praktijk aanpast"))
      .max(12, "hoogstens 12")
      .meta({ title: "Merken hoortoestellen" }),
    reviewScore: z
      .strictObject({
        score: z
          .number()
          .positive("een cijfer boven 0")
          .meta({ title: "Gemiddelde score", description: "Zoals het platform het toont, bijvoorbeeld 9.4" }),
        outOf: z
          .union([z.literal(5), z.literal(10)], { error: "5 of 10" })
          .meta({ title: "Op een schaal van", description: "5 (zoals Google) of 10 (zoals ZorgkaartNederland)" }),
        count: z.number().int("een heel aantal").min(1, "minstens 1").meta({ title: "Aantal beoordelingen" }),
        platform: text({ title: "Platform", description: "Bijvoorbeeld: ZorgkaartNederland" }, { max: 60 }),
        url: httpsUrl({ title: "Webadres van de beoordelingen" }),
        checked: pastDate({ title: "Datum waarop u de score overnam" }, "u de score overnam"),
        placeholder: placeholderFlag,
      })
      .refine((review) => review.score <= review.outOf, { error: "de score is hoger dan de schaal", path: ["score"] })
      .optional()
      .meta({ title: "Beoordelingsscore" }),
  })
  .meta({ title: "Vertrouwen" });

export type TrustFile = z.output<typeof trustFile>;
export type TrustItem = TrustFile["brands"][number];
