import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse, stringify } from "yaml";
import { dataFiles, isDataFile, parseDataFile, type DataFile } from "#/src/data/data-files.ts";
import { todayInNetherlands } from "#/src/data/schema/fields.ts";
import { addDays } from "#/src/lib/opening-hours.ts";
import { repositoryRoot } from "#/src/data/repository-root.ts";

const root = repositoryRoot(import.meta.dirname);
const read = (file: DataFile) => readFileSync(join(root, file), "utf8");
/**
 * A data file as it is now, changed the way an owner (or a slip of the keyboard) might: each key
 * is a dotted path to a field, each value its new value (`undefined` removes the field).
 */
function edited(file: DataFile, changes: Record<string, unknown>): string {
  const data = parse(read(file)) as Record<string, unknown>;
  for (const [path, value] of Object.entries(changes)) {
    const keys = path.split(".");
    const last = keys.pop()!;
    const parent = keys.reduce((node, key) => node[key] as Record<string, unknown>, data);
    if (value === undefined) delete parent[last];
    else parent[last] = value;
  }
  return stringify(data);
}

describe("the owner's data files", () => {
  it("are all known, each with its schema", () => {
    const onDisk = readdirSync(join(root, "content"))
      .filter((name) => name.endsWith(".yaml"))
      .map((name) => `content/${name}`);
    expect(onDisk.filter((file) => !isDataFile(file))).toEqual([]);
    expect(Object.keys(dataFiles).sort()).toEqual(onDisk.sort());
  });

  it.each(Object.keys(dataFiles) as DataFile[])("%s passes its schema as it is now", (file) => {
    expect(() => parseDataFile(file, read(file))).not.toThrow();
  });
});

describe("a mistake in a data file", () => {
  it("stops the build with a Dutch message naming the file and the field by its label", () => {
    const file = "content/opening-hours.yaml";
    const reversed = edited(file, { "branches.wieringerwerf.week.tuesday": "17:00-09:30" });
    expect(() => parseDataFile(file, reversed)).toThrow(
      "content/opening-hours.yaml › Vestigingen › Wieringerwerf › Vaste openingstijden › dinsdag: " +
        "de sluitingstijd moet na de openingstijd liggen (branches.wieringerwerf.week.tuesday)",
    );
  });

  const hours = "content/opening-hours.yaml";
  const exceptions = "content/hours-exceptions.yaml";
  const exception = { date: "2026-12-25", branches: ["hurdegaryp"], hours: "gesloten", note: "Kerst" };
  it.each([
    [
      "a day written another way",
      hours,
      { "branches.hurdegaryp.week.monday": "dicht" },
      'schrijf de tijden als 09:30-17:00, met een middagpauze als 09:00-12:30 en 13:30-17:00, of "gesloten"',
    ],
    [
      "a time that does not exist",
      hours,
      { "branches.hurdegaryp.week.monday": "09:00-25:00" },
      "09:00-25:00 is geen bestaande tijd",
    ],
    [
      "an opening minute that does not exist",
      hours,
      { "branches.hurdegaryp.week.monday": "09:75-17:00" },
      "09:75-17:00 is geen bestaande tijd",
    ],
    [
      "a closing minute that does not exist",
      hours,
      { "branches.hurdegaryp.week.monday": "09:00-17:60" },
      "09:00-17:60 is geen bestaande tijd",
    ],
    [
      "a missing day",
      hours,
      { "branches.hurdegaryp.week.sunday": undefined },
      "Hurdegaryp › Vaste openingstijden › zondag",
    ],
    [
      "a lunch break written afternoon first",
      hours,
      { "branches.hurdegaryp.week.monday": "13:30-17:00 en 09:00-12:30" },
      "maandag: de tweede tijd moet beginnen nadat de eerste is afgelopen, bijvoorbeeld 09:00-12:30 en 13:30-17:00",
    ],
    [
      "a lunch break of no minutes",
      hours,
      { "branches.hurdegaryp.week.monday": "09:00-12:30 en 12:30-17:00" },
      "maandag: er zit geen pauze tussen: schrijf 09:00-17:00",
    ],
    [
      "a time after the lunch break that does not exist",
      hours,
      { "branches.hurdegaryp.week.monday": "09:00-12:30 en 13:30-25:00" },
      "maandag: 13:30-25:00 is geen bestaande tijd",
    ],
    [
      "a day in three parts",
      hours,
      { "branches.hurdegaryp.week.monday": "09:00-11:00, 12:00-14:00, 15:00-17:00" },
      "maandag: schrijf de tijden als 09:30-17:00, met een middagpauze als",
    ],
    [
      "an exception that ends before it starts",
      exceptions,
      { exceptions: [{ ...exception, until: "2026-12-24" }] },
      "content/hours-exceptions.yaml › Afwijkende dagen › Afwijkende dag 1 › Tot en met: de einddatum ligt vóór de begindatum",
    ],
    [
      "an exception for no branch",
      exceptions,
      { exceptions: [{ ...exception, branches: [] }] },
      "Vestigingen: kies minstens één vestiging",
    ],
    [
      "an exception with its hours written another way",
      exceptions,
      { exceptions: [{ ...exception, hours: "dicht" }] },
      "Openingstijden op die dag: schrijf de tijden als 09:30-17:00",
    ],
    [
      "a price of nothing",
      "content/prices.yaml",
      { "music-regular.amount": 0 },
      "Gehoorbescherming muziek, uitvoering Regular › Bedrag in euro's: een prijs is meer dan € 0",
    ],
    [
      "a price written as text",
      "content/prices.yaml",
      { "music-regular.amount": "honderd euro" },
      "Bedrag in euro's: schrijf een bedrag in euro's, zoals 139, 2.500 of 45,50",
    ],
    [
      "a price written with a comma before the thousands",
      "content/prices.yaml",
      { "music-regular.amount": "2,500" },
      "Bedrag in euro's: 2,500 is niet duidelijk: bedoelt u 2.500, schrijf dan 2.500 of 2500. Centen schrijft u met twee cijfers na de komma, zoals 45,50",
    ],
    [
      "a negative price",
      "content/prices.yaml",
      { "music-regular.amount": "-45" },
      "Bedrag in euro's: een prijs is meer dan € 0",
    ],
    [
      "a price with a fraction of a cent",
      "content/prices.yaml",
      { "music-regular.amount": 139.999 },
      "hoogstens twee cijfers achter de komma",
    ],
    [
      "a phone number that is not Dutch",
      "content/practice.yaml",
      { phone: "+32 11 123 456" },
      "Telefoonnummer: schrijf het nummer met +31 ervoor",
    ],
    [
      "a web address without https",
      "content/practice.yaml",
      { origin: "www.uwpraktijk.nl" },
      "Webadres van de site: schrijf een volledig webadres",
    ],
    [
      "an unknown field",
      "content/practice.yaml",
      { fax: "0511" },
      'onbekend veld "fax": haal het weg of controleer de spelling',
    ],
    [
      "a placeholder mark for a field that does not exist",
      "content/branches.yaml",
      { "hurdegaryp.placeholders": ["fax"] },
      "Hurdegaryp › Nog voorbeeldgegevens",
    ],
    [
      "a review with six stars",
      "content/reviews.yaml",
      { reviews: [{ name: "Anna", context: "Hoortoestellen", text: "Heel tevreden over de hulp.", rating: 6 }] },
      "Ervaring 1 › Sterren (1 tot 5): hoogstens 5 sterren",
    ],
    [
      "a real review without where and when it was given",
      "content/reviews.yaml",
      { reviews: [{ name: "Anna", context: "Hoortoestellen", text: "Heel tevreden over de hulp.", rating: 5 }] },
      "Ervaring 1 › Bron: een echte ervaring heeft een bron",
    ],
    [
      "a real review without the date it was given",
      "content/reviews.yaml",
      {
        reviews: [
          { name: "Anna", context: "Hoortoestellen", text: "Heel tevreden over de hulp.", rating: 5, source: "Google" },
        ],
      },
      "Ervaring 1 › Datum van de beoordeling: een echte ervaring heeft een datum",
    ],
    ["a team without members", "content/team.yaml", { members: [] }, "Teamleden: minstens één teamlid"],
    [
      "a portrait that is not uploaded",
      "content/team.yaml",
      { "members.0.photo": "media/photos/team/niet-er.jpg" },
      "Teamlid 1 › Portretfoto: deze foto staat niet in de map",
    ],
    [
      "a fifth point under the home page's buttons",
      "content/home.yaml",
      { "hero.highlights": ["Gratis hoortest", "Advies", "Nazorg", "Dichtbij", "Snel"] },
      "Bovenaan › Punten onder de knoppen: hoogstens 4 punten",
    ],
    [
      "a fifth claim on the home page, which has an icon for four",
      "content/home.yaml",
      { "about.claims.4": { title: "Snel geholpen", description: "Binnen een week een afspraak." } },
      "Over ons › Beloften: precies 4 beloften",
    ],
    [
      "a name between braces the site does not know, on the home page",
      "content/home.yaml",
      { "hero.title": "Al {ervarin} goed horen" },
      "Bovenaan › Hoofdkop: {ervarin} kent de site niet",
    ],
    [
      "a hearing test without steps on the appointment page",
      "content/appointment.yaml",
      { "hearingTest.steps": [] },
      "Zo gaat de hoortest › Stappen: minstens één stap",
    ],
  ] as [string, DataFile, Record<string, unknown>, string][])("%s is named", (_case, file, changes, message) => {
    expect(() => parseDataFile(file, edited(file, changes))).toThrow(message);
  });

  describe("a day that has not come yet, where only a day that has been can be right", () => {
    const today = todayInNetherlands();
    const tomorrow = addDays(today, 1);
    const review = { name: "Anna", context: "Hoortoestellen", text: "Heel tevreden over de hulp.", rating: 5 };
    it.each([
      [
        "a real review dated tomorrow",
        "content/reviews.yaml",
        { reviews: [{ ...review, source: "Google", date: tomorrow }] },
        "Ervaring 1 › Datum van de beoordeling: deze datum ligt in de toekomst: vul de dag in waarop de klant de beoordeling schreef",
      ],
      [
        "an example review dated tomorrow",
        "content/reviews.yaml",
        { reviews: [{ ...review, placeholder: true, date: tomorrow }] },
        "Datum van de beoordeling: deze datum ligt in de toekomst",
      ],
      [
        "a review score taken over tomorrow",
        "content/trust.yaml",
        { "reviewScore.checked": tomorrow },
        "Beoordelingsscore › Datum waarop u de score overnam: deze datum ligt in de toekomst: vul de dag in waarop u de score overnam",
      ],
      [
        "an eigen risico checked tomorrow",
        "content/eigen-risico.yaml",
        { "years.0.checked": tomorrow },
        "Gecontroleerd op: deze datum ligt in de toekomst: vul de dag in waarop u het bedrag hebt nagekeken",
      ],
    ] as [string, DataFile, Record<string, unknown>, string][])("refuses %s", (_case, file, changes, message) => {
      expect(() => parseDataFile(file, edited(file, changes))).toThrow(message);
    });

    it("accepts today, the day the owner fills it in", () => {
      const file = "content/reviews.yaml";
      const reviews = parseDataFile(file, edited(file, { reviews: [{ ...review, source: "Google", date: today }] }));
      expect(reviews.reviews[0]!.date).toBe(today);
      expect(() =>
        parseDataFile("content/trust.yaml", edited("content/trust.yaml", { "reviewScore.checked": today })),
      ).not.toThrow();
    });
  });

  describe("a closure far ahead, where a slip in the year is likely (2062 for 2026)", () => {
    const today = todayInNetherlands();
    const file = "content/hours-exceptions.yaml";
    const closedOn = (date: string) =>
      edited(file, { exceptions: [{ date, branches: ["hurdegaryp"], hours: "gesloten", note: "Studiedag" }] });
    // The same day and month 36 years on: a year that is a leap year exactly when the first is.
    const slipped = (date: string) => `${Number(date.slice(0, 4)) + 36}${date.slice(4)}`;

    it.each([
      ["three weeks from now", 21, 0],
      ["ten days ago, so meant for next year", -10, 1],
    ])("refuses the day of %s typed with a year far ahead, naming the year meant", (_case, days, later) => {
      const meant = addDays(today, days);
      const typed = slipped(meant);
      expect(() => parseDataFile(file, closedOn(typed))).toThrow(
        `Afwijkende dag 1 › Datum: deze dag ligt in ${typed.slice(0, 4)}, meer dan een jaar vooruit. Bedoelt u ${Number(meant.slice(0, 4)) + later}?`,
      );
    });

    it("accepts a day up to a year ahead, and refuses one just after", () => {
      expect(() => parseDataFile(file, closedOn(addDays(today, 365)))).not.toThrow();
      expect(() => parseDataFile(file, closedOn(addDays(today, 367)))).toThrow("meer dan een jaar vooruit");
    });

    it("refuses a last day ('tot en met') typed with a year far ahead, naming the year meant, as it does the first", () => {
      const first = addDays(today, 14);
      const last = addDays(today, 20);
      const closed = (until: string) =>
        edited(file, {
          exceptions: [{ date: first, until, branches: ["hurdegaryp"], hours: "gesloten", note: "Vakantie" }],
        });
      expect(() => parseDataFile(file, closed(slipped(last)))).toThrow(
        `Afwijkende dag 1 › Tot en met: deze dag ligt in ${slipped(last).slice(0, 4)}, meer dan een jaar vooruit. Bedoelt u ${last.slice(0, 4)}?`,
      );
      expect(parseDataFile(file, closed(last)).exceptions[0]).toMatchObject({ date: first, until: last });
      expect(() => parseDataFile(file, closed(addDays(today, 367)))).toThrow(
        /Tot en met: deze dag ligt .*meer dan een jaar vooruit/,
      );
    });
  });

  it("is said in the owner's words, not in types", () => {
    const file = "content/practice.yaml";
    expect(() => parseDataFile(file, edited(file, { phone: undefined }))).toThrow("Telefoonnummer: vul dit in");
    expect(() => parseDataFile(file, edited(file, { trialPeriodDays: "dertig" }))).toThrow(
      "Proefperiode hoortoestel (dagen): hier hoort een getal",
    );
    expect(() => parseDataFile(file, edited(file, { trialPeriodDays: "dertig" }))).not.toThrow(
      /string|number|verwacht/,
    );
  });

  it("with an amount written with a point before the thousands, without quotes, is refused (YAML reads 2,5)", () => {
    const file = "content/prices.yaml";
    const text = read(file).replace(/^(music-regular:\n {2}amount:) .*$/m, "$1 2.500");
    expect(() => parseDataFile(file, text)).toThrow(
      "Gehoorbescherming muziek, uitvoering Regular › Bedrag in euro's: 2.500 leest de site als 2,5. Bedoelt u 2500, schrijf dan 2500",
    );
  });

  it("that breaks the YAML itself names the line", () => {
    expect(() => parseDataFile("content/practice.yaml", "name: Klankwijs\n  phone: +31 6 1\n")).toThrow(
      /content\/practice\.yaml \(regel \d+, kolom \d+\): dit is geen geldige YAML/,
    );
  });
});

describe("what the files may hold", () => {
  it("accepts hours written loosely and stores them one way", () => {
    const file = "content/opening-hours.yaml";
    const loose = edited(file, {
      "branches.hurdegaryp.week.monday": "9.30 – 17.00",
      "branches.hurdegaryp.week.tuesday": "Gesloten",
    });
    const { branches } = parseDataFile(file, loose);
    expect(branches.hurdegaryp.week.monday).toEqual({ opens: "09:30", closes: "17:00" });
    expect(branches.hurdegaryp.week.tuesday).toBeNull();
  });

  it("accepts a day with a lunch break, written in the ways an owner writes one", () => {
    const file = "content/opening-hours.yaml";
    const lunch = { opens: "09:00", closes: "17:00", pause: { from: "12:30", until: "13:30" } };
    for (const written of ["09:00-12:30 en 13:30-17:00", "9.00 – 12.30, 13.30 – 17.00", "09:00-12:30 / 13:30-17:00"]) {
      const { branches } = parseDataFile(file, edited(file, { "branches.hurdegaryp.week.monday": written }));
      expect(branches.hurdegaryp.week.monday, written).toEqual(lunch);
    }
    const exceptions = "content/hours-exceptions.yaml";
    const closure = {
      date: "2026-12-24",
      branches: ["hurdegaryp"],
      hours: "09:00-12:30 en 13:30-16:00",
      note: "Kerstavond",
    };
    expect(parseDataFile(exceptions, edited(exceptions, { exceptions: [closure] })).exceptions[0]!.hours).toEqual({
      ...lunch,
      closes: "16:00",
    });
  });

  it("reads an amount written as Dutch text the way the owner means it", () => {
    const file = "content/prices.yaml";
    const prices = parseDataFile(
      file,
      edited(file, { "music-regular.amount": "2.500", "music-premium.amount": "1.234,50", "quiet.amount": "45,50" }),
    );
    expect([prices["music-regular"].amount, prices["music-premium"].amount, prices.quiet.amount]).toEqual([
      2500, 1234.5, 45.5,
    ]);
  });

  it("reads a field the editor emptied (null or an empty text) as a field left out: an emptied list of examples is empty", () => {
    const branches = parseDataFile(
      "content/branches.yaml",
      edited("content/branches.yaml", { "hurdegaryp.placeholders": null }),
    );
    expect(branches.hurdegaryp.placeholders).toEqual([]);
    const file = "content/hours-exceptions.yaml";
    const exception = { date: "2026-12-24", until: "", branches: ["hurdegaryp"], hours: "gesloten", note: "Kerst" };
    expect(parseDataFile(file, edited(file, { exceptions: [exception] })).exceptions[0]).not.toHaveProperty("until");
  });

  it("reads a KvK number, VAT number, AGB code, phone number and postcode written another way as the site writes them", () => {
    const practice = parseDataFile(
      "content/practice.yaml",
      edited("content/practice.yaml", {
        "legal.kvkNumber": "12 34 56 78",
        "legal.vatNumber": "nl 1234.56.789.b01",
        "legal.agbCode": "0123 4567",
        phone: "0511 123 456",
        whatsappNumber: "06-12345678",
      }),
    );
    expect([
      practice.legal.kvkNumber,
      practice.legal.vatNumber,
      practice.legal.agbCode,
      practice.phone,
      practice.whatsappNumber,
    ]).toEqual(["12345678", "NL123456789B01", "01234567", "+31 511 123 456", "31612345678"]);
    const branches = parseDataFile(
      "content/branches.yaml",
      edited("content/branches.yaml", { "hurdegaryp.postcode": "1234ab" }),
    );
    expect(branches.hurdegaryp.postcode).toBe("1234 AB");
  });

  it("accepts a price with cents and reads a missing 'from' as a fixed price", () => {
    const file = "content/prices.yaml";
    const prices = parseDataFile(file, edited(file, { "swim-basic": { amount: 45.5 } }));
    expect(prices["swim-basic"]).toEqual({ amount: 45.5, from: false, placeholder: false });
  });
});
