import { spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { parseDocument, visit } from "yaml";
import { repositoryRoot } from "#/src/data/repository-root.ts";
import { practiceClock } from "#/src/lib/opening-hours.ts";
import { EXAMPLE_REPOSITORY } from "#/src/data/schema/website.ts";
import { publishReport } from "#/scripts/lib/publish-check.ts";
import { eigenRisicoCheck } from "#/src/data/eigen-risico.ts";
import { fixturePost } from "#/src/data/post-fixture.ts";

const root = repositoryRoot(import.meta.dirname);
const folders: string[] = [];
afterEach(() => folders.splice(0).forEach((folder) => rmSync(folder, { recursive: true, force: true })));

/** A copy of the owner's data files, as they would be once every example value has been replaced. */
function filledIn(): string {
  const folder = mkdtempSync(join(tmpdir(), "publish-"));
  folders.push(folder);
  cpSync(join(root, "content"), join(folder, "content"), { recursive: true });
  for (const name of readdirSync(join(folder, "content")).filter((file) => file.endsWith(".yaml"))) {
    const file = join(folder, "content", name);
    const document = parseDocument(readFileSync(file, "utf8"));
    visit(document, {
      Pair: (_, pair) => {
        const key = String((pair.key as { value?: unknown } | null)?.value);
        if (key === "placeholders" || key === "placeholder") return visit.REMOVE;
      },
    });
    // A real review says where and when it was given.
    for (const review of (document.get("reviews") as { items?: unknown[] } | undefined)?.items ?? []) {
      (review as { set: (key: string, value: string) => void }).set("source", "Google");
      (review as { set: (key: string, value: string) => void }).set("date", "2026-10-01");
    }
    writeFileSync(file, document.toString());
  }
  // And the eigen risico of this year and the next is in, whenever the test runs.
  const thisYear = Number(practiceClock(new Date()).date.slice(0, 4));
  edit(folder, "content/eigen-risico.yaml", (d) =>
    d.set(
      "years",
      [thisYear, thisYear + 1].map((year) => ({
        year,
        amount: 400,
        checked: `${thisYear}-01-02`,
        source: "https://www.rijksoverheid.nl/",
      })),
    ),
  );
  // Real values where the examples could never be real, whatever their marker says.
  for (const name of ["content/practice.yaml", "content/branches.yaml"]) {
    const path = join(folder, name);
    const text = readFileSync(path, "utf8")
      .replaceAll("example.nl", "klankwijs.nl")
      .replace(/(https?:\/\/[^\s"']*)\/example\b/g, "$1/klankwijs-hoorzorg");
    writeFileSync(
      path,
      text.replace(/kvkNumber: .*$/m, 'kvkNumber: "12345678"').replace(/vatNumber: .*$/m, "vatNumber: NL123456789B01"),
    );
  }
  edit(folder, "content/website.yaml", (d) => d.set("repository", "klankwijs/website"));
  return folder;
}

/** The copy's posts replaced by fixture posts, so the test does not depend on the owner's. */
function withPosts(folder: string, posts: Record<string, string>) {
  const blog = join(folder, "content", "blog");
  rmSync(blog, { recursive: true, force: true });
  mkdirSync(blog);
  for (const [slug, text] of Object.entries(posts)) writeFileSync(join(blog, `${slug}.md`), text);
}

const publishReportOn = (folder: string, date: string) => publishReport(folder, date);

/** The report as `npm run check:publish` prints it, with the exit code it gives. */
const checkPublish = (folder: string) => {
  const { ready, text } = publishReport(folder);
  return { status: ready ? 0 : 1, stdout: text };
};

function edit(folder: string, file: string, change: (document: ReturnType<typeof parseDocument>) => void) {
  const path = join(folder, file);
  const document = parseDocument(readFileSync(path, "utf8"));
  change(document);
  writeFileSync(path, document.toString());
}

describe("npm run check:publish", () => {
  it("lets the site go live once every example value is replaced (the command itself)", () => {
    const run = spawnSync(process.execPath, [join(root, "scripts", "check-publish.ts"), filledIn()], {
      encoding: "utf8",
    });
    expect(run.stdout).toContain("Klaar om te publiceren");
    expect(run.status).toBe(0);
  }, 30_000);

  it("refuses, with the same report, while anything is an example (the command itself)", () => {
    const folder = filledIn();
    edit(folder, "content/branches.yaml", (d) => d.setIn(["hurdegaryp", "placeholders"], ["street"]));
    const run = spawnSync(process.execPath, [join(root, "scripts", "check-publish.ts"), folder], { encoding: "utf8" });
    expect(run.status).toBe(1);
    expect(run.stdout.trim()).toBe(checkPublish(folder).stdout.trim());
  }, 30_000);

  it("names each field still marked as an example, with its file, and refuses", () => {
    const folder = filledIn();
    edit(folder, "content/branches.yaml", (d) => d.setIn(["wieringerwerf", "placeholders"], ["phone", "postcode"]));
    edit(folder, "content/practice.yaml", (d) => d.setIn(["legal", "placeholders"], ["kvkNumber", "vatNumber"]));
    const run = checkPublish(folder);
    expect(run.status).toBe(1);
    expect(run.stdout).toContain("Nog 4 voorbeeldgegevens");
    expect(run.stdout).toMatch(/content\/practice\.yaml\n(?: {2}- [^\n]*\n)* {2}- [^\n]*Btw-identificatienummer/);
    expect(run.stdout).toMatch(
      /content\/branches\.yaml\n {2}- Wieringerwerf › Telefoonnummer[^\n]*\n {2}- Wieringerwerf › Postcode/,
    );
    expect(run.stdout).toMatch(/content\/practice\.yaml\n {2}- [^\n]*KvK-nummer/);
  });

  it("names a review, team member or price still marked as an example", () => {
    const folder = filledIn();
    edit(folder, "content/reviews.yaml", (d) => d.setIn(["reviews", 0, "placeholder"], true));
    edit(folder, "content/team.yaml", (d) => d.setIn(["members", 0, "placeholder"], true));
    const pricesFile = parseDocument(readFileSync(join(folder, "content/prices.yaml"), "utf8"));
    const [priceKey] = Object.keys(pricesFile.toJS() as object);
    edit(folder, "content/prices.yaml", (d) => d.setIn([priceKey, "placeholder"], true));
    const run = checkPublish(folder);
    expect(run.status).toBe(1);
    const reviewer = (
      parseDocument(readFileSync(join(folder, "content/reviews.yaml"), "utf8")).toJS() as {
        reviews: { name: string }[];
      }
    ).reviews[0]!.name;
    expect(run.stdout).toContain(`Ervaring 1 (${reviewer})`);
    expect(run.stdout).toContain("content/team.yaml\n  - Teamleden › Teamlid 1");
    expect(run.stdout).toContain(`content/prices.yaml\n  - `);
    expect(run.stdout).toContain(`[${priceKey}]`);
  });

  it("names a hearing-aid category's prices still marked as an example (the cost page)", () => {
    const folder = filledIn();
    edit(folder, "content/prices.yaml", (d) => d.setIn(["hearingAidCategories", "3", "placeholder"], true));
    const run = checkPublish(folder);
    expect(run.status).toBe(1);
    expect(run.stdout).toContain("content/prices.yaml\n  - Hoortoestellen per vergoedingscategorie › Categorie 3");
    expect(run.stdout).toContain("[hearingAidCategories.3]");
  });

  it("refuses while this year's eigen risico is missing, and says which year and where to add it", () => {
    const folder = filledIn();
    const run = publishReportOn(folder, "2041-01-05");
    expect(run.ready).toBe(false);
    expect(run.text).toContain("Het eigen risico voor 2041 staat er nog niet in.");
    expect(run.text).toContain("Prijzen › Eigen risico");
  });

  it.each([
    {
      what: "an address on an example domain",
      key: "formEmail",
      value: "praktijk@example.nl",
      line: /content\/practice\.yaml\n {2}- E-mailadres voor het contactformulier \(praktijk@example\.nl: example\.nl is een voorbeelddomein[^\n]*\[formEmail\]/,
    },
    {
      what: "a web address with 'example' in its path",
      key: "linkedinUrl",
      value: "https://www.linkedin.com/in/example",
      line: /content\/practice\.yaml\n {2}- LinkedIn-pagina \(https:\/\/www\.linkedin\.com\/in\/example: "example" in het adres wijst op een voorbeeldpagina[^\n]*\[linkedinUrl\]/,
    },
  ])("counts $what as an example even when it is not marked as one", ({ key, value, line }) => {
    const folder = filledIn();
    edit(folder, "content/practice.yaml", (d) => d.set(key, value));
    const run = checkPublish(folder);
    expect(run.status).toBe(1);
    expect(run.stdout).toContain("Nog 1 voorbeeldgegevens");
    expect(run.stdout).toMatch(line);
  });

  it("counts the example repository of the editor and the publication as an example even when it is not marked", () => {
    const folder = filledIn();
    edit(folder, "content/website.yaml", (d) => d.set("repository", EXAMPLE_REPOSITORY));
    const run = checkPublish(folder);
    expect(run.status).toBe(1);
    expect(run.stdout).toContain(
      `content/website.yaml\n  - GitHub-repository (${EXAMPLE_REPOSITORY}: dit is de voorbeeldrepository`,
    );
  });

  it("lists a marked example once, not again for its example value", () => {
    const folder = filledIn();
    edit(folder, "content/practice.yaml", (d) => {
      d.set("formEmail", "praktijk@example.nl");
      d.set("placeholders", ["formEmail"]);
    });
    const run = checkPublish(folder);
    expect(run.stdout).toContain("Nog 1 voorbeeldgegevens");
  });

  it("asks for the partner clinic's name only while a published post has it as its writer", () => {
    const folder = filledIn();
    edit(folder, "content/practice.yaml", (d) => d.set("placeholders", ["partnerClinic"]));
    withPosts(folder, {
      "door-ons": fixturePost("door-ons", "praktijk", true),
      "concept-kliniek": fixturePost("concept-kliniek", "partnerkliniek", false),
    });
    expect(checkPublish(folder)).toMatchObject({ status: 0 });
    expect(checkPublish(folder).stdout).not.toContain("Partnerkliniek");

    withPosts(folder, { "door-kliniek": fixturePost("door-kliniek", "partnerkliniek", true) });
    const run = checkPublish(folder);
    expect(run.status).toBe(1);
    expect(run.stdout).toContain("Nog 1 voorbeeldgegevens");
    expect(run.stdout).toContain("content/practice.yaml\n  - Partnerkliniek  [partnerClinic]");
  });

  it("refuses while a published post has the partner clinic as its writer and the clinic has no name", () => {
    const folder = filledIn();
    edit(folder, "content/practice.yaml", (d) => d.delete("partnerClinic"));
    withPosts(folder, { "door-ons": fixturePost("door-ons", "praktijk", true) });
    expect(checkPublish(folder).status).toBe(0);
    withPosts(folder, { "door-kliniek": fixturePost("door-kliniek", "partnerkliniek", true) });
    const run = checkPublish(folder);
    expect(run.status).toBe(1);
    expect(run.stdout).toContain("content/practice.yaml › Partnerkliniek: een gepubliceerd artikel");
  });

  it("refuses while a file does not pass its schema, and says where", () => {
    const folder = filledIn();
    edit(folder, "content/practice.yaml", (d) => d.set("phone", "bel ons"));
    const run = checkPublish(folder);
    expect(run.status).toBe(1);
    expect(run.stdout).toContain("content/practice.yaml › Telefoonnummer");
  });
});

describe("the eigen risico in the publish check", () => {
  const year = (number: number, amount = 400) => ({
    year: number,
    amount,
    checked: `${number - 1}-11-20`,
    source: "https://www.rijksoverheid.nl/",
  });

  it("is silent while this year is in and it is not yet December", () => {
    expect(eigenRisicoCheck([year(2030)], "2030-11-30")).toEqual({});
  });

  it("warns from December, without refusing, while the coming year is missing", () => {
    const result = eigenRisicoCheck([year(2030)], "2030-12-01");
    expect(result.missing).toBeUndefined();
    expect(result.warning).toContain("het eigen risico voor 2031 staat er nog niet in");
    expect(result.warning).toContain("Vanaf 1 januari 2031");
    expect(eigenRisicoCheck([year(2030), year(2031)], "2030-12-01")).toEqual({});
  });

  it("refuses in a year without its amount, and names what the site shows instead", () => {
    const result = eigenRisicoCheck([year(2030, 385)], "2031-01-01");
    expect(result.missing).toContain("Het eigen risico voor 2031 staat er nog niet in.");
    expect(result.missing).toMatch(/het bedrag van 2030 \(€\s385\)/);
  });

  it("counts a year entered ahead (the coming one) only from its first of January", () => {
    expect(eigenRisicoCheck([year(2031)], "2030-06-01").missing).toContain("2030");
    expect(eigenRisicoCheck([year(2031)], "2031-01-01")).toEqual({});
  });
});
