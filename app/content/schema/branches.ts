// content/branches.yaml: the two branches' addresses and how to reach them. Their opening hours
// are in content/opening-hours.yaml; their pages are in the page registry (app/content/site.ts).
import { z } from "zod";
import { email, patterned, phone, placeholderFields, text } from "#/app/content/schema/fields.ts";

export const branchIds = ["hurdegaryp", "wieringerwerf"] as const;
export type BranchId = (typeof branchIds)[number];
export const branchNames: Record<BranchId, string> = { hurdegaryp: "Hurdegaryp", wieringerwerf: "Wieringerwerf" };

const branchFields = ["street", "postcode", "phone", "email"] as const;

const branch = (id: BranchId) =>
  z
    .strictObject({
      name: text({ title: "Naam van de vestiging" }, { max: 40 }),
      street: text({ title: "Straat en huisnummer" }, { max: 80 }),
      postcode: patterned(/^\d{4} ?[A-Z]{2}$/, "schrijf de postcode als 1234 AB", {
        title: "Postcode",
        description: "Bijvoorbeeld 9254 AB",
      }),
      city: text({ title: "Plaats" }, { max: 40 }),
      phone: phone("Telefoonnummer van de vestiging"),
      email: email("E-mailadres van de vestiging"),
      placeholders: placeholderFields(branchFields, {
        street: "Straat en huisnummer",
        postcode: "Postcode",
        phone: "Telefoonnummer",
        email: "E-mailadres",
      }),
    })
    .meta({ title: branchNames[id] });

export const branchesFile = z
  .strictObject({ hurdegaryp: branch("hurdegaryp"), wieringerwerf: branch("wieringerwerf") })
  .meta({ title: "Vestigingen" });

export type BranchesFile = z.output<typeof branchesFile>;
