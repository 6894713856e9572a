// Field types shared by the schemas of the owner's data files (content/*.yaml). Every field
// carries its Dutch label (`title`) and, where it helps, a hint (`description`): build errors
// name fields by these labels, and the editor at /admin shows them (scripts/lib/cms-config.ts).
import { z } from "zod";
import { addDays } from "#/src/lib/opening-hours.ts";
import { ambiguousThousands, parseEuros } from "#/src/lib/price.ts";

z.config(z.locales.nl());
/** What a field holds, in the owner's words, for the messages below. */
const kinds: Record<string, string> = {
  string: "tekst",
  number: "een getal",
  int: "een heel getal",
  boolean: "aan of uit",
  array: "een lijst",
  object: "een groep velden",
  date: "een datum",
};

// The messages the Dutch locale leaves technical or half English ("Onbekende key", "verwacht
// string, ontving undefined", "verwacht één van "praktijk"|…"), in the owner's words. A schema's own
// message (`error` or a check's message) still goes first.
z.config({
  customError: (issue) => {
    if (issue.code === "unrecognized_keys")
      return `onbekend veld ${issue.keys.map((key) => `"${key}"`).join(", ")}: haal het weg of controleer de spelling`;
    if (issue.code === "invalid_type")
      return issue.input === undefined || issue.input === null
        ? "vul dit in"
        : `hier hoort ${kinds[issue.expected] ?? "iets anders"}`;
    if (issue.code === "invalid_value") return "kies een van de mogelijkheden uit de lijst";
    if (issue.code === "invalid_union") {
      // No alternative fits: say what is wrong with the one the value came closest to.
      const nested = issue.errors.flat();
      return (nested.find((inner) => inner.code !== "invalid_type") ?? nested[0])?.message;
    }
    return undefined;
  },
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
 * Other ways of writing a value that mean the same, each to the one way the site uses: the build
 * reads a file that way, and the editor writes it that way once the owner leaves the field.
 */
export const normalisers = {
  /** "12 34 56 78", "12.34.56.78" → "12345678": a number written in groups. */
  digits: (text: string) => text.replace(/[\s.]/g, ""),
  /** "0511 123 456", "06-12345678", "+31 (0)6 1234 5678", "0031 511…" → "+31 511 123 456", "+31 6 12345678". */
  phone: (text: string) => {
    const spaced = text
      .replace("(0)", "")
      .replace(/[-–.()]/g, " ")
      .replace(/\s+/g, " ")
      .trim();
    if (/^00 ?31/.test(spaced)) return spaced.replace(/^00 ?31 ?/, "+31 ");
    if (/^\+31 ?0\d/.test(spaced)) return spaced.replace(/^\+31 ?0/, "+31 ");
    if (/^0\d/.test(spaced)) return `+31 ${spaced.slice(1)}`;
    return spaced;
  },
  /** "+31 6 12345678", "06-12345678", "0031612345678" → "31612345678": digits only, for wa.me. */
  whatsapp: (text: string) => {
    const digits = text.replace("(0)", "").replace(/[\s\-–.()]/g, "");
    if (digits.startsWith("+")) return digits.slice(1);
    if (digits.startsWith("00")) return digits.slice(2);
    if (/^0\d{9}$/.test(digits)) return `31${digits.slice(1)}`;
    return digits;
  },
  /** "nl 0000.00.000.b01", "NL 000000000 B01" → "NL000000000B01": a VAT number without spaces or dots. */
  vat: (text: string) => text.toUpperCase().replace(/[\s.]/g, ""),
  /** "1771aa", "1771  AA" → "1771 AA". */
  postcode: (text: string) => text.toUpperCase().replace(/^(\d{4})\s*([A-Z]{2})$/, "$1 $2"),
} satisfies Record<string, (text: string) => string>;

export type Normaliser = keyof typeof normalisers;

/**
 * A text that must match a pattern. `invalid` says what is wrong in Dutch: zod's message at build
 * time, and the editor's (which checks the same schema) on the field. `normalise`: the other ways
 * of writing it that are accepted and stored the one way (`normalisers`).
 */
export const patterned = (pattern: RegExp, invalid: string, meta: Meta, normalise?: Normaliser) => {
  const text = z.string().trim();
  return (normalise ? text.overwrite(normalisers[normalise]) : text)
    .regex(pattern, invalid)
    .meta({ ...meta, invalid, ...(normalise ? { normalise } : {}) });
};

const PHONE_INVALID = "schrijf het nummer met +31 ervoor en zonder de eerste 0, bijvoorbeeld +31 511 123 456";

export const phone = (title: string) =>
  patterned(
    /^\+31( ?\d){9}$/,
    PHONE_INVALID,
    {
      title,
      description: "Met +31 ervoor en zonder de eerste 0, bijvoorbeeld +31 511 123 456",
    },
    "phone",
  );

const EMAIL_INVALID = "dit is geen geldig e-mailadres, bijvoorbeeld info@uwpraktijk.nl";

export const email = (title: string, description?: string) =>
  z.email(EMAIL_INVALID).meta({ title, ...(description ? { description } : {}), invalid: EMAIL_INVALID });

export const httpsUrl = (meta: Meta) =>
  z.url({ protocol: /^https$/, error: "schrijf een volledig webadres dat begint met https://" }).meta(meta);

/** "2026-12-25". YAML and the editor may also hand over a date object. */
const isoDateValue = () =>
  z.union([
    z.iso.date({ error: "schrijf de datum als jaar-maand-dag, bijvoorbeeld 2026-12-25" }),
    z.date().transform((date) => date.toISOString().slice(0, 10)),
  ]);

/** Today in the Netherlands, "2026-11-20": the practice's calendar, whatever the clock's time zone. */
export const todayInNetherlands = (now = new Date()) =>
  new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Amsterdam" }).format(now);

/**
 * A day that has already been: when a review was written, when a figure was checked. `when` ends
 * the message, in the owner's words: "… vul de dag in waarop <when>".
 */
export const pastDate = (meta: Meta, when: string) =>
  isoDateValue()
    .refine((date) => date <= todayInNetherlands(), `deze datum ligt in de toekomst: vul de dag in waarop ${when}`)
    .meta({ ...meta, widget: "date" });

/** Whole years after a date ("2026-12-25" + 1 → "2027-12-25"; 29 February → 1 March). */
const addYears = (date: string, years: number) => {
  const moved = new Date(`${date}T12:00:00Z`);
  moved.setUTCFullYear(moved.getUTCFullYear() + years);
  return moved.toISOString().slice(0, 10);
};

type Reach = {
  /** The last day allowed, from today ("2026-12-04"). */
  last: (today: string) => string;
  /** The first day a meant year may give (a closure's: today; a post's: any). */
  first?: (today: string) => string;
  /** The message's words: "<subject> ligt in 2062, <ahead>". */
  subject: string;
  ahead: string;
  /** What the message adds, after the year it suggests. */
  why?: string;
};

/**
 * A day not further ahead of today (Amsterdam) than `last`: further is almost always a slip in the
 * year (2062 for 2026). Like the editor's past-year rule (admin/entry-checks.ts), the message names
 * the year meant: the nearest one before it (this year, the next, the last) where the same day and
 * month are within reach.
 */
const withinReach = (meta: Meta, { last, first = () => "", subject, ahead, why }: Reach) =>
  isoDateValue()
    .superRefine((date, context) => {
      const today = todayInNetherlands();
      if (date <= last(today)) return;
      const typed = date.slice(0, 4);
      const year = Number(today.slice(0, 4));
      // A slip only when the year typed has not begun: a post dated later this year names none.
      const meant = [year, year + 1, year - 1].find((candidate) => {
        const day = `${candidate}${date.slice(4)}`;
        return year < Number(typed) && candidate < Number(typed) && day >= first(today) && day <= last(today);
      });
      const said = meant
        ? `${subject} ligt in ${typed}, ${ahead}. Bedoelt u ${meant}?`
        : `${subject} ligt ${ahead}${why ? "." : ""}`;
      context.addIssue({ code: "custom", message: why ? `${said} ${why}` : said });
    })
    .meta({ ...meta, widget: "date" });

/** A day the site announces ahead (a closure, a shorter day): at most a year from today. */
export const comingDate = (meta: Meta) =>
  withinReach(meta, {
    last: (today) => addYears(today, 1),
    first: (today) => today,
    subject: "deze dag",
    ahead: "meer dan een jaar vooruit",
  });

/** How many days ahead a post may be dated: the site shows it, with its date, once it is built. */
export const POST_DAYS_AHEAD = 7;

/** A post's date: a day that has been, or at most a week ahead (written today, for Monday). */
export const postDate = (meta: Meta) =>
  withinReach(meta, {
    last: (today) => addDays(today, POST_DAYS_AHEAD),
    subject: "deze datum",
    ahead: "meer dan een week vooruit",
    why: "Een artikel staat online zodra u publiceert, met deze datum erboven",
  });

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

const AMOUNT_INVALID = "schrijf een bedrag in euro's, zoals 139, 2.500 of 45,50";

/**
 * An amount in euros. The file holds a number (139, 2500, 45.5); an amount written the Dutch way as
 * text ("2.500", "1.234,50") counts as the owner means it, and "2,500", which could mean either,
 * is refused with both ways to write it. The editor shows and takes amounts that way too (its
 * "amount" field, scripts/lib/cms-config.ts).
 */
export const euroAmount = (meta: Meta, { positive }: { positive: string }) =>
  z
    .union([
      z.number({ error: AMOUNT_INVALID }),
      z.string({ error: AMOUNT_INVALID }).transform((text, context) => {
        const meant = ambiguousThousands(text);
        if (meant) {
          context.addIssue({
            code: "custom",
            message: `${text.trim()} is niet duidelijk: bedoelt u ${meant}, schrijf dan ${meant} of ${meant.replace(".", "")}. Centen schrijft u met twee cijfers na de komma, zoals 45,50`,
          });
          return z.NEVER;
        }
        const amount = parseEuros(text);
        if (amount !== undefined && !Number.isNaN(amount)) return amount;
        context.addIssue({ code: "custom", message: AMOUNT_INVALID });
        return z.NEVER;
      }),
    ])
    .pipe(
      z
        .number()
        .positive(positive)
        .max(100_000, "hoogstens € 100.000")
        .refine((amount) => Number.isInteger(Math.round(amount * 1e6) / 1e4), "hoogstens twee cijfers achter de komma"),
    )
    .meta({ ...meta, widget: "amount", invalid: AMOUNT_INVALID });
