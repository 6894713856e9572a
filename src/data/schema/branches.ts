// content/branches.yaml: the two branches' addresses and how to reach them. Their opening hours
// are in content/opening-hours.yaml; their pages are in the page registry (src/registry/pages.ts).
import { z } from "zod";
import { email, patterned, phone, placeholderFields, text } from "#/src/data/schema/fields.ts";

export const branchIds = ["hurdegaryp", "wieringerwerf"] as const;
export type BranchId = (typeof branchIds)[number];
export const branchNames: Record<BranchId, string> = { hurdegaryp: "Hurdegaryp", wieringerwerf: "Wieringerwerf" };

const branchFields = ["street", "postcode", "phone", "email", "geo"] as const;

const NOT_IN_NL = "deze plek ligt niet in Nederland: controleer of breedte- en lengtegraad niet zijn verwisseld";

/** Where the branch's entrance is, for search engines' maps (structured data). */
const geo = z
  .strictObject({
    latitude: z.number().min(50.7, NOT_IN_NL).max(53.7, NOT_IN_NL).meta({
      title: "Breedtegraad",
      description:
        "Het eerste getal dat Google Maps toont als u met de rechtermuisknop op de ingang klikt, bijvoorbeeld 53.2139",
    }),
    longitude: z
      .number()
      .min(3.3, NOT_IN_NL)
      .max(7.3, NOT_IN_NL)
      .meta({ title: "Lengtegraad", description: "Het tweede getal, bijvoorbeeld 5.9375" }),
  })
  .meta({ title: "Ligging op de kaart", description: "Waar de ingang van de vestiging is." });

const branch = (id: BranchId) =>
  z
    .strictObject({
      name: text({ title: "Naam van de vestiging" }, { max: 40 }),
      street: text({ title: "Straat en huisnummer" }, { max: 80 }),
      postcode: patterned(
        /^\d{4} [A-Z]{2}$/,
        "schrijf de postcode als 1234 AB",
        { title: "Postcode", description: "Bijvoorbeeld 9254 AB" },
        "postcode",
      ),
      city: text({ title: "Plaats" }, { max: 40 }),
      phone: phone("Telefoonnummer van de vestiging"),
      email: email("E-mailadres van de vestiging"),
      geo,
      placeholders: placeholderFields(branchFields, {
        street: "Straat en huisnummer",
        postcode: "Postcode",
        phone: "Telefoonnummer",
        email: "E-mailadres",
        geo: "Ligging op de kaart",
      }),
    })
    .meta({ title: branchNames[id] });

export const branchesFile = z
  .strictObject({ hurdegaryp: branch("hurdegaryp"), wieringerwerf: branch("wieringerwerf") })
  .meta({ title: "Vestigingen" });

export type BranchesFile = z.output<typeof branchesFile>;
