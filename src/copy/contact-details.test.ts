import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { contactDetail } from "#/src/copy/contact-details.ts";
import { contactDetailIds } from "#/src/data/schema/page-copy.ts";
import { EXAMPLE_MARK, plainText } from "#/src/copy/marked-text.ts";
import { parseDataFile } from "#/src/data/data-files.ts";
import type { Practice } from "#/src/data/schema/practice.ts";
import { repositoryRoot } from "#/src/data/repository-root.ts";

const practice = parseDataFile(
  "content/practice.yaml",
  readFileSync(join(repositoryRoot(import.meta.dirname), "content/practice.yaml"), "utf8"),
);
/** The practice's data with its complaints details as a fixture: filled in, or still examples. */
const withComplaints = (
  placeholders: Practice["complaints"]["placeholders"],
  officerPhone: string | null = "+31 20 123 4567",
): Practice => ({
  ...practice,
  complaints: {
    officer: "Fixture Klachtenfunctionaris",
    officerEmail: "klachten@fixture.test",
    ...(officerPhone ? { officerPhone } : {}),
    disputesBody: "Fixture Geschilleninstantie",
    disputesBodyUrl: "https://geschillen.fixture.test",
    placeholders,
  },
});
const shown = (detail: ReturnType<typeof contactDetail>) => detail && { ...detail, value: plainText(detail.value) };

describe("the ways to reach the practice a page may list", () => {
  it("link the complaints officer's e-mail and phone, and the disputes body's site in a new tab", () => {
    const filled = withComplaints([]);
    expect(shown(contactDetail(filled, "klachtenfunctionaris-email", "E-mail"))).toEqual({
      label: "E-mail",
      value: "klachten@fixture.test",
      href: "mailto:klachten@fixture.test?subject=Klacht",
    });
    expect(shown(contactDetail(filled, "klachtenfunctionaris-telefoon", "Telefoon"))).toEqual({
      label: "Telefoon",
      value: "020 123 4567",
      href: "tel:+31201234567",
    });
    expect(shown(contactDetail(filled, "geschilleninstantie", "Website"))).toEqual({
      label: "Website",
      value: "Fixture Geschilleninstantie",
      href: "https://geschillen.fixture.test",
      external: true,
    });
  });

  it("leave out a phone number the practice has not given", () => {
    expect(contactDetail(withComplaints([], null), "klachtenfunctionaris-telefoon", "Telefoon")).toBeUndefined();
  });

  it("mark a name the practice has not confirmed, and never a phone number or address", () => {
    const examples = withComplaints(["disputesBodyUrl"]);
    expect(shown(contactDetail(examples, "geschilleninstantie", "Website"))?.value).toBe(
      `Fixture Geschilleninstantie ${EXAMPLE_MARK}`,
    );
    expect(shown(contactDetail(withComplaints([]), "geschilleninstantie", "Website"))?.value).not.toContain(
      EXAMPLE_MARK,
    );
    for (const id of ["telefoon", "klachtenfunctionaris-telefoon", "klachtenfunctionaris-email"] as const)
      expect(shown(contactDetail(examples, id, "x"))?.value).not.toContain(EXAMPLE_MARK);
  });

  it("each give a value for the practice's own data", () => {
    for (const id of contactDetailIds) expect(plainText(contactDetail(practice, id, "x")?.value ?? "x")).toMatch(/\S/);
  });
});
