import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { business, branches } from "#/src/data/business.ts";
import { findPins, literalsIn, ownerValues, SPEC_STRINGS, testFiles } from "#/scripts/lib/content-literals.ts";

const root = join(import.meta.dirname, "..", "..");
const values = ownerValues(root);

// Reading every test file takes seconds on a loaded machine: above Vitest's default 5 s.
describe("the owner's values in the tests", { timeout: 30_000 }, () => {
  it("are read from content/: the practice's details, the team, the reviews and the posts", () => {
    const found = new Set(values.map((entry) => entry.value));
    expect(found).toContain(business.name);
    expect(found).toContain(business.phone);
    expect(found).toContain(branches[0]!.street);
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
