// The front matter of a blog post (content/blog/<slug>.md); see docs/content.md.
import { z } from "zod";
import { blogRedirects } from "#/src/data/blog-redirects.ts";
import { paragraph, patterned, postDate, text } from "#/src/data/schema/fields.ts";
import { isUploadedPhoto, postPicture } from "#/src/data/schema/photo.ts";

const slugPattern = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export const postFrontMatter = z
  .strictObject({
    id: z
      .number()
      .int("een heel getal")
      .positive("een getal vanaf 1")
      .optional()
      // The posts that came with the site are numbered; a new one needs no number (not in the editor).
      .meta({
        title: "Nummer",
        description: "Mag leeg blijven; anders een nummer dat nog geen ander artikel heeft",
        cms: false,
      }),
    title: text({ title: "Titel" }, { min: 10, max: 90 }),
    slug: patterned(slugPattern, "alleen kleine letters, cijfers en streepjes, bijvoorbeeld gehoor-en-sport", {
      title: "Webadres",
      description: "Het laatste deel van het adres: /blogs/<webadres>. Kleine letters en streepjes.",
    }).refine((slug) => !Object.hasOwn(blogRedirects, `/blogs/${slug}`), {
      // An old address of a post that moved: visitors who use it are sent on to the new one.
      error: (issue) =>
        `dit adres stuurt bezoekers al door naar ${blogRedirects[`/blogs/${String(issue.input)}`]}; kies een ander webadres`,
    }),
    summary: paragraph(
      {
        title: "Samenvatting",
        description: "Eén of twee zinnen onder de titel in het overzicht; zoekmachines tonen ze ook",
      },
      { min: 70, max: 160 },
    ),
    date: postDate({ title: "Datum" }),
    /**
     * A photo uploaded to media/photos/, or a picture slot from media/manifest.ts; without one the
     * post shows the default picture.
     */
    image: postPicture({ title: "Foto", description: "Liggend, minstens 1200 pixels breed" }).optional(),
    imageAlt: text(
      {
        title: "Wat staat er op de foto?",
        description: "Voor bezoekers die de foto niet zien, bijvoorbeeld: Audicien maakt een oorafdruk",
      },
      { min: 10, max: 160 },
    ).optional(),
    originalUrl: z
      .url({ protocol: /^https$/, error: "een volledig webadres dat begint met https://" })
      .optional()
      .meta({ title: "Origineel artikel", description: "Alleen als het artikel eerder elders verscheen" }),
    author: z.enum(["praktijk", "partnerkliniek"]).meta({
      title: "Geschreven door",
      options: [
        { value: "praktijk", label: "Ons team" },
        { value: "partnerkliniek", label: "Het team van de partnerkliniek" },
      ],
    }),
    published: z.boolean().default(false).meta({
      title: "Zichtbaar op de site",
      description: "Uit: het artikel is een concept. Het wordt bewaard, maar staat niet op de site.",
    }),
  })
  .refine((post) => !post.image || !isUploadedPhoto(post.image) || post.imageAlt, {
    message: "beschrijf wat er op de foto staat",
    path: ["imageAlt"],
  });

export type PostFrontMatter = z.output<typeof postFrontMatter>;
