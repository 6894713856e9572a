// content/website.yaml: where the site's files live and where it is published, for the web
// builder (not in the owner's editor). The editor's configuration (scripts/lib/cms-config.ts), the
// publication (.github/workflows/publish.yml) and `npm run check:publish` read it from here.
import { z } from "zod";
import { patterned, placeholderFields } from "#/src/data/schema/fields.ts";

/** The repository the site starts with: an example, whatever its marker says, until the web builder fills in the practice's own. */
export const EXAMPLE_REPOSITORY = "uw-account/uw-website";

export const websiteFile = z
  .strictObject({
    repository: patterned(
      /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})\/[A-Za-z0-9._-]{1,100}$/,
      "schrijf de repository als account/naam, bijvoorbeeld klankwijs/website",
      {
        title: "GitHub-repository",
        description: "Het account en de naam van de repository op GitHub, bijvoorbeeld klankwijs/website",
      },
    ),
    branch: patterned(/^[A-Za-z0-9._/-]{1,100}$/, "alleen letters, cijfers, punten, streepjes en /", {
      title: "Tak die online staat",
      description: "De tak (branch) waarvan de site gebouwd wordt; de editor bewaart wijzigingen daar. Meestal main.",
    }),
    cloudflareProject: patterned(
      /^[a-z0-9](?:[a-z0-9-]{0,56}[a-z0-9])?$/,
      "kleine letters, cijfers en streepjes, bijvoorbeeld klankwijs-website",
      {
        title: "Project op Cloudflare Pages",
        description: "De naam van het project bij Cloudflare Pages; de site staat dan ook op <naam>.pages.dev",
      },
    ),
    live: z.boolean().default(false).meta({
      title: "De site staat online",
      description:
        "Uit: elke publicatie komt op het voorbeeldadres voorbereiding.<project>.pages.dev, ook met voorbeeldgegevens. Aan: alleen zonder voorbeeldgegevens, op het echte adres.",
    }),
    placeholders: placeholderFields(["repository", "cloudflareProject"], {
      repository: "GitHub-repository",
      cloudflareProject: "Project op Cloudflare Pages",
    }),
  })
  .meta({ title: "Website online (voor de webbouwer)" });
