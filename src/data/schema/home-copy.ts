// content/home.yaml: the home page's words, which the owner edits in /admin (Pagina's › Homepage).
// What the specification fixes or the menus decide stays the site's (src/copy/home.ts): the buttons,
// the services' names and where they lead, the section headings the menus link to, the badge.
import { z } from "zod";
import { paragraph, text } from "#/src/data/schema/copy-fields.ts";

const service = (title: string) =>
  z
    .strictObject({
      summary: text({ title: "Eén regel op de kaart" }, { max: 120 }),
      description: paragraph({ title: "Uitleg als de kaart open is" }, { max: 600 }),
    })
    .meta({ title });

/** A list the page's layout counts on: its items are edited, not added or removed. */
const fixedItems = { add: false, remove: false } as const;

export const homeCopyFile = z
  .strictObject({
    hero: z
      .strictObject({
        title: text({ title: "Hoofdkop" }, { max: 80 }),
        intro: paragraph({ title: "Inleiding" }, { max: 400 }),
        highlights: z
          .array(text({ title: "Punt" }, { max: 60 }))
          .min(1, "minstens één punt")
          .max(4, "hoogstens 4 punten: meer past op een telefoon niet onder de knoppen")
          .meta({ title: "Punten onder de knoppen" }),
      })
      .meta({ title: "Bovenaan" }),
    services: z
      .strictObject({
        intro: paragraph({ title: "Inleiding" }, { max: 400 }),
        hearingProtection: service("Gehoorbescherming"),
        hearingAids: service("Hoortoestellen"),
        inEarMonitors: service("In-ear monitors"),
      })
      .meta({ title: "Onze diensten" }),
    about: z
      .strictObject({
        paragraphs: z
          .array(paragraph({ title: "Alinea" }, { max: 600 }))
          .min(1, "minstens één alinea")
          .meta({ title: "Alinea's" }),
        claims: z
          .array(
            z
              .strictObject({
                title: text({ title: "Titel" }, { max: 60 }),
                description: paragraph({ title: "Beschrijving" }, { max: 300 }),
              })
              .meta({ title: "Belofte" }),
          )
          .length(4, "precies 4 beloften: elk heeft een eigen pictogram")
          .meta({ title: "Beloften", ...fixedItems }),
      })
      .meta({ title: "Over ons" }),
    testimonials: z
      .strictObject({ title: text({ title: "Kop" }, { max: 80 }) })
      .meta({ title: "Ervaringen van klanten" }),
    contact: z.strictObject({ intro: paragraph({ title: "Inleiding" }, { max: 400 }) }).meta({ title: "Contact" }),
  })
  .meta({ title: "Homepage" });
