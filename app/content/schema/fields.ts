// Field types shared by the schemas of the owner's data files (content/*.yaml). Every field
// carries its Dutch label (`title`) and, where it helps, a hint (`description`): build errors
// name fields by these labels, and the editor at /admin shows them (scripts/lib/cms-config.ts).
import { z } from "zod";

z.config(z.locales.nl());
// The one message the Dutch locale leaves half English ("Onbekende key").
z.config({
  customError: (issue) =>
    issue.code === "unrecognized_keys"
      ? `onbekend veld ${issue.keys.map((key) => `"${key}"`).join(", ")}: haal het weg of controleer de spelling`
      : undefined,
});

type Meta = { title: string; description?: string };

export const text = (meta: Meta, { min = 1, max = 2000 }: { min?: number; max?: number } = {}) =>
  z
    .string()
    .trim()
    .min(min, min === 1 ? "mag niet leeg zijn" : `minstens ${min} tekens`)
    .max(max, `hoogstens ${max} tekens`)
    .meta(meta);

/** A longer text, shown as a text area in the editor. */
export const paragraph = (meta: Meta, limits?: { min?: number; max?: number }) =>
  text(meta, limits).meta({ ...meta, widget: "text" });

/**
 * A text that must match a pattern. `invalid` says what is wrong in Dutch: zod's message at build
 * time, and the editor's (which checks the same pattern) while the owner types.
 */
export const patterned = (pattern: RegExp, invalid: string, meta: Meta) =>
  z
    .string()
    .trim()
    .regex(pattern, invalid)
    .meta({ ...meta, invalid });

const PHONE_INVALID = "schrijf het nummer met +31 ervoor en zonder de eerste 0, bijvoorbeeld +31 511 123 456";

export const phone = (title: string) =>
  patterned(/^\+31( ?\d){9}$/, PHONE_INVALID, {
    title,
    description: "Met +31 ervoor en zonder de eerste 0, bijvoorbeeld +31 511 123 456",
  });

const EMAIL_INVALID = "dit is geen geldig e-mailadres, bijvoorbeeld info@uwpraktijk.nl";

export const email = (title: string, description?: string) =>
  z.email(EMAIL_INVALID).meta({ title, ...(description ? { description } : {}), invalid: EMAIL_INVALID });

export const httpsUrl = (meta: Meta) =>
  z.url({ protocol: /^https$/, error: "schrijf een volledig webadres dat begint met https://" }).meta(meta);

/** "2026-12-25". YAML and the editor may also hand over a date object. */
export const isoDate = (meta: Meta) =>
  z
    .union([
      z.iso.date({ error: "schrijf de datum als jaar-maand-dag, bijvoorbeeld 2026-12-25" }),
      z.date().transform((date) => date.toISOString().slice(0, 10)),
    ])
    .meta({ ...meta, widget: "date" });

export const placeholderFlag = z.boolean().default(false).meta({
  title: "Nog een voorbeeld",
  description: "Aan zolang dit geen echte gegevens zijn. Zet het uit zodra u ze hebt ingevuld of gecontroleerd.",
});

/**
 * The fields of a record that still hold example values. The publish check lists them; the owner
 * takes a field off the list once its real value is filled in.
 */
export const placeholderFields = <const Keys extends readonly [string, ...string[]]>(
  keys: Keys,
  labels: Record<Keys[number], string>,
) =>
  z
    .array(z.enum(keys))
    .default([])
    .meta({
      title: "Nog voorbeeldgegevens",
      description: "Velden die nog niet echt zijn. Haal een veld uit de lijst zodra u het hebt ingevuld.",
      options: keys.map((key) => ({ value: key, label: labels[key as Keys[number]] })),
    });
