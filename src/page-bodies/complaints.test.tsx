import { readFileSync } from "node:fs";
import { join } from "node:path";
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { business } from "#/src/data/business.server.ts";
import { complaintsPage, complaintsPageFor } from "#/src/copy/complaints.ts";
import { parseDataFile } from "#/src/data/data-files.ts";
import { EXAMPLE_MARK, plainText } from "#/src/copy/marked-text.ts";
import type { Practice } from "#/src/data/schema/practice.ts";
import { repositoryRoot } from "#/src/data/repository-root.ts";
import "#/src/i18n/i18n.ts";
import ComplaintsPage, { head } from "#/src/page-bodies/complaints.tsx";

const practice = parseDataFile(
  "content/practice.yaml",
  readFileSync(join(repositoryRoot(import.meta.dirname), "content/practice.yaml"), "utf8"),
);
/** The practice's data with its complaints details as a fixture: filled in, or still examples. */
const withComplaints = (placeholders: Practice["complaints"]["placeholders"]): Practice => ({
  ...practice,
  complaints: {
    officer: "Fixture Klachtenfunctionaris",
    officerEmail: "klachten@fixture.test",
    officerPhone: "+31 20 123 4567",
    disputesBody: "Fixture Geschilleninstantie",
    disputesBodyUrl: "https://geschillen.fixture.test",
    placeholders,
  },
});

async function renderPage(page = complaintsPage) {
  render(<ComplaintsPage page={page} />);
  await screen.findByRole("heading", { level: 1 });
}

const section = (title: string) => screen.getByRole("region", { name: title });

describe("/klachten", () => {
  it("has one h1 and says what to do, who the complaints officer is and where to go next", async () => {
    await renderPage(complaintsPageFor(withComplaints([])));
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    const officer = section("Onze klachtenfunctionaris");
    expect(officer).toHaveTextContent("onze klachtenfunctionaris: Fixture Klachtenfunctionaris.");
    expect(within(officer).getByRole("link", { name: "klachten@fixture.test" })).toHaveAttribute(
      "href",
      expect.stringMatching(/^mailto:klachten@fixture\.test/),
    );
    expect(within(officer).getByRole("link", { name: "020 123 4567" })).toHaveAttribute("href", "tel:+31201234567");
    const disputes = section("Komen we er niet uit?");
    expect(disputes).toHaveTextContent("waarbij wij zijn aangesloten: Fixture Geschilleninstantie.");
    expect(within(disputes).getByRole("link", { name: /Fixture Geschilleninstantie/ })).toHaveAttribute(
      "href",
      "https://geschillen.fixture.test",
    );
    expect(section("Ons antwoord")).toHaveTextContent("Binnen 6 weken");
    expect(within(section("Een klacht over uw gegevens?")).getByRole("link")).toHaveAttribute("href", "/privacy");
  });

  it("marks the details the practice has not confirmed, and only those", async () => {
    await renderPage(complaintsPageFor(withComplaints(["officer", "disputesBodyUrl"])));
    expect(section("Onze klachtenfunctionaris")).toHaveTextContent(`Fixture Klachtenfunctionaris ${EXAMPLE_MARK}.`);
    expect(
      within(section("Onze klachtenfunctionaris")).getByRole("link", { name: /klachten@fixture/ }),
    ).not.toHaveTextContent(EXAMPLE_MARK);
    const disputes = section("Komen we er niet uit?");
    expect(disputes).toHaveTextContent("waarbij wij zijn aangesloten: Fixture Geschilleninstantie.");
    expect(within(disputes).getByRole("link", { name: /Naar de website/ })).toHaveTextContent(EXAMPLE_MARK);
  });

  it("leaves out a phone number the practice has not given", () => {
    const { officerPhone: _, ...withoutPhone } = withComplaints([]).complaints;
    const page = complaintsPageFor({ ...practice, complaints: withoutPhone });
    const officer = page.sections.find((candidate) => candidate.id === "klachtenfunctionaris")!;
    expect(officer.details?.map((detail) => detail.label)).toEqual(["E-mail"]);
  });

  it("has its own title and a 70–160 character description", () => {
    const { description } = complaintsPage.meta;
    expect(description.length).toBeGreaterThanOrEqual(70);
    expect(description.length).toBeLessThanOrEqual(160);
    const { title, canonical } = head(complaintsPage);
    expect(title).toBe(`Klachten | ${business.name}`);
    expect(canonical).toBe(`${business.origin}/klachten`);
    expect(complaintsPage.sections.every((entry) => entry.paragraphs.every((text) => plainText(text).length > 0))).toBe(
      true,
    );
  });
});
