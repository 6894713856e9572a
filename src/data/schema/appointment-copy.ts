// content/appointment.yaml: the words of /afspraak-maken around the online agenda, which the owner
// edits in /admin (Pagina's › Afspraak maken): how the hearing test goes, what to bring, how to
// move an appointment. The agenda's own words, the buttons and the advice to see the GP first stay
// the site's (src/copy/appointment.ts).
import { z } from "zod";
import { paragraph, text } from "#/src/data/schema/copy-fields.ts";

const title = text({ title: "Kop" }, { max: 80 });
const item = (singular: string) =>
  z
    .strictObject({
      title: text({ title: "Titel" }, { max: 120 }),
      description: paragraph({ title: "Uitleg" }, { max: 400 }),
    })
    .meta({ title: singular });

export const appointmentCopyFile = z
  .strictObject({
    intro: paragraph({ title: "Inleiding" }, { max: 500 }),
    hearingTest: z
      .strictObject({
        title,
        intro: paragraph({ title: "Inleiding" }, { max: 500 }),
        steps: z.array(item("Stap")).min(1, "minstens één stap").meta({ title: "Stappen" }),
      })
      .meta({ title: "Zo gaat de hoortest" }),
    bring: z
      .strictObject({
        title,
        intro: paragraph({ title: "Inleiding" }, { max: 300 }).optional(),
        items: z.array(item("Punt")).min(1, "minstens één punt").meta({ title: "Wat neemt u mee" }),
        referral: paragraph({ title: "Verwijzing van de huisarts" }, { max: 600 }),
      })
      .meta({ title: "Meenemen" }),
    reschedule: z
      .strictObject({ title, text: paragraph({ title: "Tekst" }, { max: 400 }) })
      .meta({ title: "Verzetten of afzeggen" }),
  })
  .meta({ title: "Afspraak maken" });
