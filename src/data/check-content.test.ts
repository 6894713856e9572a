import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { checkContent, contentProblems } from "#/src/data/check-content.ts";
import { contentCopies } from "#/src/data/content-copy.fixture.ts";
import { fixturePost } from "#/src/data/post-fixture.ts";

/** A copy of the project's content/ to break. */
const contentCopy = contentCopies();

describe("checking every file the owner edits", () => {
  it("finds nothing wrong in the files as they are", () => {
    expect(contentProblems()).toEqual([]);
    expect(() => checkContent()).not.toThrow();
  });

  it("lists the problems of every file at once, not only the first", () => {
    const folder = contentCopy();
    const edit = (file: string, from: RegExp, to: string) =>
      writeFileSync(join(folder, file), readFileSync(join(folder, file), "utf8").replace(from, to));
    edit("content/practice.yaml", /^phone: .*$/m, "phone: bel ons");
    edit("content/opening-hours.yaml", /tuesday: .*$/m, "tuesday: 09:30-25:00");
    const post = "gehoorschade-voorkomen.md";
    edit(`content/blog/${post}`, /^date: .*$/m, "date: gisteren");
    const problems = contentProblems(folder);
    expect(problems).toHaveLength(3);
    expect(problems.join("\n")).toContain("content/practice.yaml › Telefoonnummer");
    expect(problems.join("\n")).toContain("09:30-25:00 is geen bestaande tijd");
    expect(problems.join("\n")).toContain(`content/blog/${post} › Datum`);
    expect(() => checkContent(folder)).toThrow("De website kan niet worden bijgewerkt: 3 bestanden kloppen nog niet.");
  });

  it("needs the partner clinic's name only for a published post that has the clinic as its writer, and names that post", () => {
    const folder = contentCopy();
    const practice = join(folder, "content", "practice.yaml");
    writeFileSync(
      practice,
      readFileSync(practice, "utf8")
        .replace(/^partnerClinic: .*\n/m, "")
        .replace(/^ {2}- partnerClinic\n/m, ""),
    );
    const blog = join(folder, "content", "blog");
    rmSync(blog, { recursive: true });
    mkdirSync(blog);
    writeFileSync(join(blog, "door-ons.md"), fixturePost("door-ons", "praktijk", true));
    writeFileSync(join(blog, "concept-kliniek.md"), fixturePost("concept-kliniek", "partnerkliniek", false));
    // The pages' links to the owner's posts, gone with them, are src/data/post-links.test.ts's business.
    const postProblems = () => contentProblems(folder).filter((problem) => problem.startsWith("content/blog/"));
    expect(postProblems()).toEqual([]);

    writeFileSync(join(blog, "door-kliniek.md"), fixturePost("door-kliniek", "partnerkliniek", true));
    expect(postProblems()).toEqual([
      "content/blog/door-kliniek.md › Geschreven door: boven dit artikel staat 'Het team van de partnerkliniek', maar de naam van de partnerkliniek ontbreekt. Vul bij Praktijk › Praktijkgegevens › Partnerkliniek de naam in, of kies bij Geschreven door 'Ons team'",
    ]);
  });
});
