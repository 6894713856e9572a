import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseDocument } from "yaml";
import { business, branches } from "#/src/data/business.server.ts";
import { contentCopies } from "#/src/data/content-copy.fixture.ts";
import { todayInNetherlands } from "#/src/data/schema/fields.ts";
import { addDays } from "#/src/lib/opening-hours.ts";
import {
  commonValues,
  findPins,
  literalsIn,
  ownerValues,
  SPEC_STRINGS,
  testFiles,
} from "#/tests/lib/content-literals.ts";

const root = join(import.meta.dirname, "..", "..");
const values = ownerValues(root);

// Reading every test file takes seconds on a loaded machine: above Vitest's default 5 s.
describe("the owner's values in the tests", { timeout: 30_000 }, () => {
  it("are read from content/: the practice's details, the team, the reviews and the posts", () => {
    const found = new Set(values.map((entry) => entry.value));
    expect(found).toContain(business.name);
    // … unless the owner took the guide's example, which is everyone's.
    const common = commonValues(root);
    for (const value of [business.phone, branches[0]!.street])
      expect(found.has(value) || common(value), value).toBe(true);
    expect(values.some((entry) => entry.source.startsWith("content/team.yaml"))).toBe(true);
    expect(values.some((entry) => entry.source.startsWith("content/reviews.yaml"))).toBe(true);
    expect(values.some((entry) => /^content\/blog\/.+\.md: title$/.test(entry.source))).toBe(true);
  });

  it("are in no test as a literal (compare with the data instead)", () => {
    const files = testFiles(root);
    expect(files.size).toBeGreaterThan(50);
    expect([...files.keys()]).toContain("e2e/home.spec.ts");
    const pins = findPins(values, files).map(
      ({ file, line, value, source }) => `${file}:${line} holds "${value}" (${source})`,
    );
    expect(pins).toEqual([]);
  });
});

describe("findPins()", () => {
  // A test as it should not be written, made from today's data (so this file pins nothing itself).
  const name = business.name;
  const planted = new Map([
    [
      "e2e/planted.spec.ts",
      [
        `test("title", async ({ page }) => {`,
        `  await expect(page).toHaveTitle(${JSON.stringify(name)});`,
        `  await expect(page).toHaveTitle(/${name.replace(" ", "\\s+")}/);`,
        `  expect(text).toBe(\`Welkom bij ${name}!\`);`,
        `});`,
      ].join("\n"),
    ],
  ]);

  it("finds an owner's value in a string, a regular expression and a template, with its line", () => {
    const pins = findPins(values, planted).filter((pin) => pin.value === name);
    expect(pins.map((pin) => `${pin.file}:${pin.line}`)).toEqual([
      "e2e/planted.spec.ts:2",
      "e2e/planted.spec.ts:3",
      "e2e/planted.spec.ts:4",
    ]);
    expect(pins[0]!.source).toBe("content/practice.yaml: name");
  });

  it("finds a short value with a sign as a whole word only", () => {
    // A made-up value (today's would be a pin in this very file).
    const short = [{ value: "7+", source: "content/practice.yaml: yearsOfExperience" }];
    const file = (text: string) => new Map([["a.test.ts", `expect(x).toContain(${JSON.stringify(text)});`]]);
    expect(findPins(short, file("7+ jaar"))).toHaveLength(1);
    expect(findPins(short, file("17+ jaar"))).toHaveLength(0);
  });

  it("leaves out the spec's own strings, plain words and values in comments", () => {
    const found = new Set(values.map((entry) => entry.value));
    for (const spec of SPEC_STRINGS) expect(found).not.toContain(spec);
    expect(found).not.toContain("gesloten");
    expect(literalsIn("a.ts", `// ${name}\nconst a = 1;`)).toEqual([]);
  });
});

/** A test file that holds each of `values` as a string literal, one a line. */
const plantedWith = (values: readonly string[]) =>
  new Map([
    ["e2e/planted.spec.ts", values.map((value) => `expect(text).toContain(${JSON.stringify(value)});`).join("\n")],
  ]);

describe("the guard over the owner's values", { timeout: 30_000 }, () => {
  const copy = contentCopies();

  it("still finds every value the owner has now, in a test that holds it", () => {
    const all = [...new Set(values.map((entry) => entry.value))];
    expect(all).toContain(business.name);
    const pinned = new Set(findPins(values, plantedWith(all)).map((pin) => pin.value));
    expect(all.filter((value) => !pinned.has(value))).toEqual([]);
  });

  it("is not tripped by an owner who writes the guide's own examples or names closures after holidays", () => {
    // The guide's examples as the editor stores them: `0511 123 456` and `+31 511 123 456` as
    // +31 511 123 456, `12 34 56 78` as 12345678, `1234ab` as 1234 AB.
    const guide = readFileSync(join(root, "docs", "content.md"), "utf8");
    for (const typed of [
      "+31 511 123 456",
      "31612345678",
      "12 34 56 78",
      "NL123456789B01",
      "1234ab",
      "09:00-12:30 en 13:30-17:00",
    ])
      expect(guide, typed).toContain(`\`${typed}\``);
    const examples = [
      "+31 511 123 456",
      "31612345678",
      "12345678",
      "NL123456789B01",
      "1234 AB",
      "09:00-12:30 en 13:30-17:00",
    ];
    const holidays = [
      "Kerstavond",
      "Eerste Kerstdag",
      "Tweede Kerstdag",
      "Kerstdagen",
      "Nieuwjaarsdag",
      "Koningsdag",
      "Goede Vrijdag",
      "Pasen",
      "Pinksteren",
      "Hemelvaartsdag",
      "Bevrijdingsdag",
      "Oudejaarsdag",
    ];
    const dir = copy();
    const edit = (file: string, change: (document: ReturnType<typeof parseDocument>) => void) => {
      const document = parseDocument(readFileSync(join(dir, file), "utf8"));
      change(document);
      writeFileSync(join(dir, file), document.toString());
    };
    edit("content/practice.yaml", (d) => {
      d.set("phone", "+31 511 123 456");
      d.set("whatsappNumber", "31612345678");
      d.setIn(["legal", "kvkNumber"], "12345678");
      d.setIn(["legal", "vatNumber"], "NL123456789B01");
      d.setIn(["legal", "postalAddress", "postcode"], "1234 AB");
    });
    edit("content/opening-hours.yaml", (d) =>
      d.setIn(["branches", "hurdegaryp", "week", "tuesday"], "09:00-12:30 en 13:30-17:00"),
    );
    const today = todayInNetherlands();
    edit("content/hours-exceptions.yaml", (d) =>
      d.set(
        "exceptions",
        holidays.map((note, index) => ({
          date: addDays(today, index + 1),
          branches: ["hurdegaryp"],
          hours: "gesloten",
          note,
        })),
      ),
    );
    const edited = ownerValues(dir, commonValues(root));
    // Tests that hold those values, the practice's tests and one planted, and one value the owner has.
    const files = new Map([...testFiles(root), ...plantedWith([...examples, ...holidays, business.name])]);
    const pins = findPins(edited, files).map(({ file, line, value }) => `${file}:${line} holds "${value}"`);
    expect(pins).toEqual([`e2e/planted.spec.ts:${examples.length + holidays.length + 1} holds "${business.name}"`]);
  });
});
