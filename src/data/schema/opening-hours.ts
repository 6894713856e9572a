// content/opening-hours.yaml: each branch's week and a note under the table.
// content/hours-exceptions.yaml: holidays, closures and shorter days that override the week on their
// dates. A file of its own: every page's script carries the week (for the footer), while of the
// exceptions, however many the owner adds, a page is given only those still ahead when it was built.
import { z } from "zod";
import { branchIds, branchNames } from "#/src/data/schema/branches.ts";
import { comingDate, text } from "#/src/data/schema/fields.ts";
import { dayNames, weekdays, type DayHours, type Period, type Weekday } from "#/src/lib/week.ts";

const time = String.raw`(\d{1,2})[:.](\d{2})`;
const timeRange = String.raw`${time}\s*[-–]\s*${time}`;
const range = new RegExp(String.raw`^\s*${timeRange}\s*$`);
/** Between the two times of a day with a lunch break: "en", a comma, a slash… */
const between = String.raw`(?:\s*[,;/&+]\s*|\s+en\s+)`;
const betweenAnywhere = new RegExp(between);
const dayPattern = new RegExp(String.raw`^\s*([Gg]esloten|${timeRange}(?:${between}${timeRange})?)\s*$`);

const HOURS_INVALID =
  'schrijf de tijden als 09:30-17:00, met een middagpauze als 09:00-12:30 en 13:30-17:00, of "gesloten"';

const clock = (h: number, m: number) => `${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}`;

/** "9.30 – 12.30" as a period, or the Dutch words for what is wrong with it. */
function period(text: string): Period | string {
  const [h1, m1, h2, m2] = range.exec(text)!.slice(1).map(Number) as [number, number, number, number];
  if (h1 > 23 || h2 > 24 || m1 > 59 || m2 > 59 || (h2 === 24 && m2 > 0)) return `${text.trim()} is geen bestaande tijd`;
  if (h2 * 60 + m2 <= h1 * 60 + m1) return "de sluitingstijd moet na de openingstijd liggen";
  return { opens: clock(h1, m1), closes: clock(h2, m2) };
}

/**
 * "09:30-17:00" (also "9.30 – 17.00"), a day with a lunch break, "09:00-12:30 en 13:30-17:00", or
 * "gesloten".
 */
const dayHours = (title: string) =>
  z
    .string()
    .regex(dayPattern, HOURS_INVALID)
    .transform((value, context): DayHours => {
      if (/^\s*[Gg]esloten\s*$/.test(value)) return null;
      const periods = value.split(betweenAnywhere).map(period);
      const problem = periods.find((found) => typeof found === "string");
      if (problem) {
        context.addIssue({ code: "custom", message: problem });
        return z.NEVER;
      }
      const [first, second] = periods as Period[];
      if (!second) return first!;
      if (second.opens < first!.closes) {
        context.addIssue({
          code: "custom",
          message: "de tweede tijd moet beginnen nadat de eerste is afgelopen, bijvoorbeeld 09:00-12:30 en 13:30-17:00",
        });
        return z.NEVER;
      }
      if (second.opens === first!.closes) {
        context.addIssue({
          code: "custom",
          message: `er zit geen pauze tussen: schrijf ${first!.opens}-${second.closes}`,
        });
        return z.NEVER;
      }
      return { opens: first!.opens, closes: second.closes, pause: { from: first!.closes, until: second.opens } };
    })
    .meta({
      title,
      description: 'Bijvoorbeeld 09:30-17:00; met een middagpauze 09:00-12:30 en 13:30-17:00; of "gesloten"',
      invalid: HOURS_INVALID,
    });

const week = z
  .strictObject(
    Object.fromEntries(weekdays.map((day) => [day, dayHours(dayNames[day])])) as {
      [Day in Weekday]: ReturnType<typeof dayHours>;
    },
  )
  .meta({ title: "Vaste openingstijden" });

const branchHours = (name: string) =>
  z
    .strictObject({
      week,
      note: z.string().trim().max(200, "hoogstens 200 tekens").default("").meta({
        title: "Toelichting onder de tabel",
        description: "Bijvoorbeeld: Ook op afspraak buiten openingstijden",
      }),
    })
    .meta({ title: name });

// The editor's date field is the browser's own: it shows the date in the order of the owner's
// computer (25-12-2026 on a Dutch one), so the hint names no order.
const FIRST_DAY = "De (eerste) dag: kies hem in de kalender van het veld, of typ dag, maand en jaar";

const hoursException = z
  .strictObject({
    // The editor refuses a day in a year that is over (a typo for this year); the build does not,
    // as a day that has passed just drops off the site. A day more than a year ahead both refuse.
    date: comingDate({ title: "Datum", description: FIRST_DAY }).meta({
      title: "Datum",
      description: FIRST_DAY,
      widget: "date",
      notInPastYear: true,
    }),
    // The last day is questioned as the first is: a year far ahead is almost always a slip.
    until: comingDate({
      title: "Tot en met",
      description: "Alleen bij meer dagen achter elkaar: de laatste dag, gekozen zoals bij Datum",
    }).optional(),
    branches: z
      .array(z.enum(branchIds))
      .min(1, "kies minstens één vestiging")
      .meta({
        title: "Vestigingen",
        options: branchIds.map((id) => ({ value: id, label: branchNames[id] })),
      }),
    hours: dayHours("Openingstijden op die dag"),
    note: text(
      { title: "Omschrijving", description: "Wat bezoekers lezen, bijvoorbeeld: Eerste Kerstdag, of: Vakantie" },
      { max: 80 },
    ),
  })
  .refine((exception) => !exception.until || exception.until >= exception.date, {
    message: "de einddatum ligt vóór de begindatum",
    path: ["until"],
  })
  .meta({ title: "Afwijkende dag" });

export type HoursException = z.output<typeof hoursException>;

export const openingHoursFile = z
  .strictObject({
    branches: z
      .strictObject(
        Object.fromEntries(branchIds.map((id) => [id, branchHours(branchNames[id])])) as {
          [Id in (typeof branchIds)[number]]: ReturnType<typeof branchHours>;
        },
      )
      .meta({ title: "Vestigingen" }),
  })
  .meta({ title: "Vaste openingstijden" });

export const hoursExceptionsFile = z
  .strictObject({
    exceptions: z.array(hoursException).default([]).meta({
      title: "Afwijkende dagen",
      description: "Feestdagen, vakantie of een dag korter open. Deze gaan voor de vaste openingstijden.",
    }),
  })
  .meta({ title: "Afwijkende openingstijden" });
