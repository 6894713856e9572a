// content/team.yaml: the people visitors meet, shown on /over-ons in this order.
import { z } from "zod";
import { paragraph, placeholderFlag, text } from "#/app/data/schema/fields.ts";
import { uploadedPhoto } from "#/app/data/schema/photo.ts";

export const teamMember = z
  .strictObject({
    name: text({ title: "Naam" }, { max: 60 }),
    role: text({ title: "Functie", description: "Bijvoorbeeld: Audicien" }, { max: 60 }),
    bio: paragraph(
      { title: "Over deze persoon", description: "Twee of drie zinnen in de u-vorm" },
      { min: 40, max: 600 },
    ),
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

export type Team = z.output<typeof teamFile>;
