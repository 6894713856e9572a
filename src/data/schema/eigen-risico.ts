// content/eigen-risico.yaml: the compulsory eigen risico of the Dutch basic health insurance, one
// amount a year, each with the day it was checked and where. The government sets it every autumn
// for the coming year; the pages and the cost calculator use the amount of the year they run in.
import { z } from "zod";
import { httpsUrl, pastDate } from "#/src/data/schema/fields.ts";

const eigenRisicoYear = z
  .strictObject({
    year: z
      .number({ error: "schrijf het jaar als getal, bijvoorbeeld 2027" })
      .int("een jaar, bijvoorbeeld 2027")
      .min(2020, "een jaar vanaf 2020")
      .max(2100, "een jaar tot 2100")
      .meta({ title: "Jaar" }),
    amount: z
      .number({ error: "schrijf alleen het bedrag in euro's, bijvoorbeeld 385" })
      .positive("een bedrag boven € 0")
      .max(2000, "hoogstens € 2.000: controleer het bedrag")
      .refine((amount) => Number.isInteger(amount * 100), "hoogstens twee cijfers achter de komma")
      .meta({ title: "Verplicht eigen risico (euro)", description: "Alleen het getal, bijvoorbeeld 385" }),
    checked: pastDate(
      {
        title: "Gecontroleerd op",
        description: "De dag waarop u het bedrag bij de bron hieronder hebt nagekeken",
      },
      "u het bedrag hebt nagekeken",
    ),
    source: httpsUrl({
      title: "Bron",
      description: "Het webadres waar het bedrag staat, bij voorkeur van de Rijksoverheid of uw zorgverzekeraar",
    }),
  })
  .meta({ title: "Jaar" });

export type EigenRisicoYear = z.output<typeof eigenRisicoYear>;

export const eigenRisicoFile = z
  .strictObject({
    years: z
      .array(eigenRisicoYear)
      .min(1, "minstens één jaar")
      .max(40, "hoogstens 40 jaren")
      .superRefine((years, context) => {
        years.forEach((entry, index) => {
          if (years.findIndex((other) => other.year === entry.year) !== index) {
            context.addIssue({
              code: "custom",
              path: [index, "year"],
              message: `${entry.year} staat er twee keer in: haal een van beide weg`,
            });
          }
        });
      })
      .meta({
        title: "Eigen risico per jaar",
        summary: "{{fields.year}}: € {{fields.amount}}",
        description:
          "Voeg het bedrag van het volgende jaar toe zodra het bekend is: het kabinet maakt het in september op Prinsjesdag bekend",
      }),
  })
  .meta({ title: "Eigen risico" });
