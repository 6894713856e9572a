// content/team.yaml: the people visitors meet, shown on /over-ons in this order; the first is also
// the practitioner under the hero of the home page and the hearing-care pages.
import { z } from "zod";
import { paragraph, placeholderFlag, text } from "#/src/data/schema/fields.ts";
import { uploadedPhoto } from "#/src/data/schema/photo.ts";

const teamMember = z
  .strictObject({
    name: text({ title: "Naam" }, { max: 60 }),
    role: text({ title: "Functie", description: "Bijvoorbeeld: Audicien" }, { max: 60 }),
    bio: paragraph(
      { title: "Over deze persoon", description: "Twee of drie zinnen in de u-vorm" },
      { min: 40, max: 600 },
    ),
    registration: text(
      {
        title: "Registratie",
        description:
          "Register en nummer zoals een bezoeker ze kan nagaan, bijvoorbeeld: StAr 123456. De eerste persoon in de lijst staat met foto, functie en registratie op de homepage en de pagina's over hoorzorg.",
      },
      { max: 60 },
    ).optional(),
    photo: uploadedPhoto("team", {
      title: "Portretfoto",
      description: "Vierkant of staand, minstens 640 pixels breed. Zonder foto tonen we de initialen.",
    }).optional(),
    placeholder: placeholderFlag,
  })
  .meta({ title: "Teamlid" });

export type TeamMember = z.output<typeof teamMember>;

export const teamFile = z
  .strictObject({
    members: z.array(teamMember).min(1, "minstens één teamlid").max(12, "hoogstens 12").meta({ title: "Teamleden" }),
  })
  .meta({ title: "Team" });
