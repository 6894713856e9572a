import { z } from "zod";
import { mediaManifest } from "#/media/manifest.ts";

const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "alleen kleine letters, cijfers en streepjes");

/** The front matter of a blog post (app/content/blog/<slug>.md); see docs/content.md. */
export const postFrontMatter = z.strictObject({
  id: z.number().int().positive(),
  title: z.string().min(10).max(90),
  slug,
  summary: z.string().min(60).max(220),
  /** ISO date (yyyy-mm-dd); YAML reads it as a date, so both forms are accepted. */
  date: z.union([z.iso.date(), z.date().transform((date) => date.toISOString().slice(0, 10))]),
  /** A picture slot from media/manifest.ts; without one the post shows the default artwork. */
  image: z
    .string()
    .refine((value) => Object.hasOwn(mediaManifest, value), "onbekende afbeelding (zie media/manifest.ts)")
    .optional(),
  originalUrl: z.url({ protocol: /^https$/ }).optional(),
  /** Who wrote it: the practice's team or the partner clinic's (names in business.ts). */
  author: z.enum(["praktijk", "partnerkliniek"]),
  published: z.boolean(),
});

export type PostFrontMatter = z.output<typeof postFrontMatter>;
