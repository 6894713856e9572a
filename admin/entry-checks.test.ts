import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { todayInNetherlands } from "#/src/data/schema/fields.ts";
import { addDays } from "#/src/lib/opening-hours.ts";
import { repositoryRoot } from "#/src/data/repository-root.ts";
import { parsePost } from "#/src/data/blog-posts.server.ts";
import { BLOG, entryIssues, fieldProblems, otherItemShown, type Entry, type Path } from "#/admin/entry-checks.ts";

const root = repositoryRoot(import.meta.dirname);

/** A post's file as the editor would save it: its fields as front matter, then its text. */
const postFile = ({ body, ...fields }: Record<string, unknown>) =>
  `---\n${Object.entries(fields)
    .map(([key, value]) => `${key}: ${JSON.stringify(value)}`)
    .join("\n")}\n---\n${String(body)}`;

/** A data file as the editor holds it, with one field changed as the owner might. */
function entry(file: string, path: Path, value: unknown): Entry {
  const data = parse(readFileSync(join(root, file), "utf8")) as Record<string, unknown>;
  const parent = path.slice(0, -1).reduce<Record<string | number, unknown>>((node, key) => node[key] as never, data);
  parent[path.at(-1)!] = value;
  return { collection: "any", file, isNew: false, data };
}

const today = "2026-11-20";
const problemsOf = (changed: Entry, path: Path, extra = {}) =>
  fieldProblems(changed, path, { issues: entryIssues(changed), today, ...extra });

describe("what the editor says under a field before it saves", () => {
  const tuesday = ["branches", "wieringerwerf", "week", "tuesday"];
  it.each([
    ["09:30-25:00", "09:30-25:00 is geen bestaande tijd"],
    ["17:00-09:30", "de sluitingstijd moet na de openingstijd liggen"],
    [
      "09:00-12:30 en 12:00-17:00",
      "de tweede tijd moet beginnen nadat de eerste is afgelopen, bijvoorbeeld 09:00-12:30 en 13:30-17:00",
    ],
    ["dicht", 'schrijf de tijden als 09:30-17:00, met een middagpauze als 09:00-12:30 en 13:30-17:00, of "gesloten"'],
  ])("refuses the opening hours %s on the day itself", (hours, message) => {
    const changed = entry("content/opening-hours.yaml", tuesday, hours);
    expect(problemsOf(changed, tuesday)).toEqual([message]);
    // … and nowhere else.
    expect(problemsOf(changed, ["branches", "wieringerwerf", "week", "monday"])).toEqual([]);
  });

  it("refuses a real review without a source on its Bron field, and without a date on its date", () => {
    const changed = entry("content/reviews.yaml", ["reviews", 0, "placeholder"], false);
    expect(problemsOf(changed, ["reviews", 0, "source"])).toEqual([
      "een echte ervaring heeft een bron, zodat een bezoeker haar kan nagaan",
    ]);
    expect(problemsOf(changed, ["reviews", 0, "date"])).toEqual([
      "een echte ervaring heeft een datum, zodat een bezoeker haar kan nagaan",
    ]);
  });

  it("refuses a review dated in the future on its date field", () => {
    const date = ["reviews", 0, "date"];
    const real = entry("content/reviews.yaml", ["reviews", 0, "placeholder"], false);
    (real.data.reviews as Record<string, unknown>[])[0]!.source = "Google";
    (real.data.reviews as Record<string, unknown>[])[0]!.date = addDays(todayInNetherlands(), 1);
    expect(problemsOf(real, date)).toEqual([
      "deze datum ligt in de toekomst: vul de dag in waarop de klant de beoordeling schreef",
    ]);
    (real.data.reviews as Record<string, unknown>[])[0]!.date = todayInNetherlands();
    expect(problemsOf(real, date)).toEqual([]);
  });

  it("takes an emptied list of example fields as an empty list", () => {
    const changed = entry("content/branches.yaml", ["hurdegaryp", "placeholders"], null);
    expect(entryIssues(changed)).toEqual([]);
  });

  it("refuses an amount that is no amount, in the owner's words", () => {
    const path = ["music-regular", "amount"];
    expect(problemsOf(entry("content/prices.yaml", path, "honderd"), path)).toEqual([
      "schrijf een bedrag in euro's, zoals 139, 2.500 of 45,50",
    ]);
    expect(problemsOf(entry("content/prices.yaml", path, 2500), path)).toEqual([]);
    // What the amount field hands over for "2,500" (the text), "0" and "-45" (the numbers).
    expect(problemsOf(entry("content/prices.yaml", path, "2,500"), path)).toEqual([
      "2,500 is niet duidelijk: bedoelt u 2.500, schrijf dan 2.500 of 2500. Centen schrijft u met twee cijfers na de komma, zoals 45,50",
    ]);
    expect(problemsOf(entry("content/prices.yaml", path, 0), path)).toEqual(["een prijs is meer dan € 0"]);
    expect(problemsOf(entry("content/prices.yaml", path, -45), path)).toEqual(["een prijs is meer dan € 0"]);
  });

  it("refuses a closure in a year that is over, unless it runs into this year", () => {
    const closure = (date: string, until?: string) => ({
      exceptions: [
        { date, ...(until ? { until } : {}), branches: ["hurdegaryp"], hours: "gesloten", note: "Vakantie" },
      ],
    });
    const file = "content/hours-exceptions.yaml";
    const path = ["exceptions", 0, "date"];
    const check = (data: Record<string, unknown>) =>
      problemsOf({ collection: "any", file, isNew: false, data }, path, { notInPastYear: true });
    expect(check(closure("2025-12-25")).join()).toContain("deze dag ligt in 2025, een jaar dat al voorbij is");
    expect(check(closure("2025-12-29", "2026-01-02"))).toEqual([]);
    expect(check(closure("2026-12-25"))).toEqual([]);
  });

  it("refuses a closure in a year far ahead on its date field, as the build does", () => {
    const path = ["exceptions", 0, "date"];
    const soon = addDays(todayInNetherlands(), 14);
    const slipped = `${Number(soon.slice(0, 4)) + 36}${soon.slice(4)}`;
    const closure = { date: slipped, branches: ["hurdegaryp"], hours: "gesloten", note: "Studiedag" };
    const changed: Entry = {
      collection: "any",
      file: "content/hours-exceptions.yaml",
      isNew: false,
      data: { exceptions: [closure] },
    };
    expect(problemsOf(changed, path)).toEqual([
      `deze dag ligt in ${slipped.slice(0, 4)}, meer dan een jaar vooruit. Bedoelt u ${soon.slice(0, 4)}?`,
    ]);
    expect(problemsOf(changed, ["exceptions", 0, "note"])).toEqual([]);
  });

  it("refuses a closure's last day ('tot en met') in a year far ahead on its own field, as the build does", () => {
    const first = addDays(todayInNetherlands(), 14);
    const last = addDays(todayInNetherlands(), 21);
    const slipped = `${Number(last.slice(0, 4)) + 36}${last.slice(4)}`;
    const closure = { date: first, until: slipped, branches: ["hurdegaryp"], hours: "gesloten", note: "Vakantie" };
    const changed: Entry = {
      collection: "any",
      file: "content/hours-exceptions.yaml",
      isNew: false,
      data: { exceptions: [closure] },
    };
    expect(problemsOf(changed, ["exceptions", 0, "until"])).toEqual([
      `deze dag ligt in ${slipped.slice(0, 4)}, meer dan een jaar vooruit. Bedoelt u ${last.slice(0, 4)}?`,
    ]);
    expect(problemsOf(changed, ["exceptions", 0, "date"])).toEqual([]);
  });
});

describe("a post in the editor", () => {
  const post = {
    title: "Een nieuw artikel om te controleren",
    slug: "nieuw-artikel",
    summary: "Een samenvatting die lang genoeg is om in het overzicht onder de titel te staan, zoals het hoort.",
    date: "2026-11-20",
    author: "praktijk",
    published: false,
    body: "Tekst.",
  };
  const others = [{ file: "content/blog/bestaand.md", slug: "bestaand", title: "Een artikel dat er al is" }];
  const check = (data: Record<string, unknown>, path: Path, file?: string) => {
    const changed: Entry = { collection: BLOG, file, isNew: !file, data };
    return fieldProblems(changed, path, { issues: entryIssues(changed), today, posts: others });
  };

  it("is fine as it is, its text aside", () => {
    expect(check(post, ["slug"])).toEqual([]);
    expect(check(post, ["title"])).toEqual([]);
  });

  it("may not take another post's web address or title", () => {
    expect(check({ ...post, slug: "bestaand" }, ["slug"])).toEqual([
      'dit webadres heeft het artikel "Een artikel dat er al is" al; kies een ander webadres',
    ]);
    expect(check({ ...post, title: "een artikel dat er al is " }, ["title"])).toEqual([
      "het artikel op /blogs/bestaand heeft al deze titel; kies een andere titel",
    ]);
  });

  it("may not take the old address of a post that moved", () => {
    expect(check({ ...post, slug: "stress-en-tinnitus" }, ["slug"])).toEqual([
      "dit adres stuurt bezoekers al door naar /blogs/stress-tinnitus; kies een ander webadres",
    ]);
  });

  it("keeps its address once saved, and is not its own twin", () => {
    const saved = "content/blog/bestaand.md";
    const own = { ...post, slug: "bestaand", title: "Een artikel dat er al is" };
    expect(check(own, ["slug"], saved)).toEqual([]);
    expect(check(own, ["title"], saved)).toEqual([]);
    expect(check({ ...own, slug: "ander-adres" }, ["slug"], saved)).toEqual([
      'dit artikel staat op /blogs/bestaand; zet het webadres terug op "bestaand"',
    ]);
  });
});

describe("a post's text and byline in the editor, as the build reads them", () => {
  const post = {
    title: "Een artikel over plotseling minder horen",
    slug: "opeens-minder",
    summary: "Een samenvatting die lang genoeg is om in het overzicht onder de titel te staan, zoals het hoort.",
    date: "2026-11-20",
    author: "praktijk",
    published: true,
    body: "Een korte tekst over horen.",
  };
  const check = (data: Record<string, unknown>, path: Path, practice?: { partnerClinic?: unknown }) => {
    const changed: Entry = { collection: BLOG, isNew: true, data };
    return fieldProblems(changed, path, { issues: entryIssues(changed), today, posts: [], practice });
  };
  const sudden = "Hoort u opeens veel minder aan één oor? Bel dan dezelfde dag de huisarts.";
  const advice =
    "de tekst gaat over plotseling slechter horen. Zet op een eigen regel {{vaste tekst: plotseling-slechter-horen}}, dan staat ons vaste advies erbij.";

  it("refuses a text about sudden hearing loss without the shared advice, at the text, as the build does", () => {
    const body = `Soms gaat het snel.\n\n${sudden}\n`;
    expect(check({ ...post, body }, ["body"])).toEqual([advice]);
    expect(check({ ...post, body }, ["title"])).toEqual([]);
    expect(() => parsePost("opeens-minder.md", postFile({ ...post, body }))).toThrow(
      `content/blog/opeens-minder.md: ${advice}`,
    );
  });

  it("lets the text go once it names the shared advice on a line of its own", () => {
    const body = `${sudden}\n\n{{vaste tekst: plotseling-slechter-horen}}\n`;
    expect(check({ ...post, body }, ["body"])).toEqual([]);
    expect(() => parsePost("opeens-minder.md", postFile({ ...post, body }))).not.toThrow();
  });

  it("refuses a shared text that does not exist", () => {
    expect(check({ ...post, body: "Tekst.\n\n{{vaste tekst: bestaat-niet}}\n" }, ["body"])[0]).toMatch(
      /^er is geen vaste tekst "bestaat-niet"\. Kies uit: .*plotseling-slechter-horen/,
    );
  });

  const byline =
    "boven dit artikel staat 'Het team van de partnerkliniek', maar de naam van de partnerkliniek ontbreekt. Vul bij Praktijk › Praktijkgegevens › Partnerkliniek de naam in, of kies bij Geschreven door 'Ons team'";

  it("refuses a published post by the partner clinic at its byline while the practice has no clinic name", () => {
    const clinic = { ...post, author: "partnerkliniek" };
    expect(check(clinic, ["author"], {})).toEqual([byline]);
    expect(check(clinic, ["author"], { partnerClinic: "  " })).toEqual([byline]);
    expect(check(clinic, ["title"], {})).toEqual([]);
  });

  it("lets that byline go with a clinic name, for a draft, for the practice's own team, and while the details load", () => {
    const clinic = { ...post, author: "partnerkliniek" };
    expect(check(clinic, ["author"], { partnerClinic: "Kliniek Fixture" })).toEqual([]);
    expect(check({ ...clinic, published: false }, ["author"], {})).toEqual([]);
    expect(check(post, ["author"], {})).toEqual([]);
    expect(check(clinic, ["author"])).toEqual([]);
  });
});

describe("an entry saved while the editor's address shows another item", () => {
  const prices = { collection: "prijzen", slug: "prices", isNew: false };
  it("is refused, naming the item on screen", () => {
    expect(
      otherItemShown("#/collections/openingstijden/entries/exceptions", {
        ...prices,
        collection: "openingstijden",
        slug: "hours",
      }),
    ).toBe("openingstijden/exceptions");
    expect(
      otherItemShown("#/collections/prijzen/entries/prices", {
        collection: "openingstijden",
        slug: "exceptions",
        isNew: false,
      }),
    ).toBe("prijzen/prices");
    expect(otherItemShown("#/collections/blog/new", { collection: "blog", slug: "oud-artikel", isNew: false })).toBe(
      "blog/nieuw",
    );
    expect(
      otherItemShown("#/collections/blog/entries/oud-artikel", { collection: "blog", slug: "", isNew: true }),
    ).toBe("blog/oud-artikel");
  });
  it("is saved when it is the item on screen, or the address names none", () => {
    expect(otherItemShown("#/collections/prijzen/entries/prices", prices)).toBeUndefined();
    expect(
      otherItemShown("#/collections/blog/entries/stress-tinnitus?ref=workflow", {
        collection: "blog",
        slug: "stress-tinnitus",
        isNew: false,
      }),
    ).toBeUndefined();
    expect(
      otherItemShown("#/collections/blog/new?title=x", { collection: "blog", slug: "", isNew: true }),
    ).toBeUndefined();
    expect(otherItemShown("", prices)).toBeUndefined();
  });
});
