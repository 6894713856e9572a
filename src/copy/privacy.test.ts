import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { STORAGE_KEY } from "#/src/i18n/languages.ts";
import { formatPhone } from "#/src/lib/contact-links.ts";
import { emptyContact } from "#/src/lib/contact/schema.ts";
import { business, embedsTaxCalculator, isLegalExample } from "#/src/data/business.server.ts";
import { contactPage } from "#/src/copy/contact.ts";
import { isMarkedText } from "#/src/lib/marked-text.ts";
import { EXAMPLE_MARK, plainText } from "#/src/copy/marked-text.ts";
import { privacyRights, privacyStatement, type PrivacyBlock } from "#/src/copy/privacy.ts";

const blockText = (block: PrivacyBlock): string[] => {
  if (isMarkedText(block)) return [plainText(block)];
  if ("list" in block) return [...block.list];
  if ("terms" in block) return block.terms.map(({ term, text }) => `${term}: ${text}`);
  if ("links" in block) return block.links.map(({ text, href }) => `${text} ${href}`);
  return block.details.flatMap(({ label, lines, href }) => [
    label,
    ...lines.map((line) => plainText(line)),
    href ?? "",
  ]);
};

const sectionText = (id: string) => {
  const section = privacyStatement.sections.find((candidate) => candidate.id === id);
  if (!section) throw new Error(`no section ${id}`);
  return section.body.flatMap(blockText).join("\n");
};
const allText = privacyStatement.sections.map((section) => sectionText(section.id)).join("\n");

describe("privacy statement", () => {
  it("has a title, a 70–160 character description and a valid date of the last change", () => {
    expect(privacyStatement.meta.title).toBe("Privacyverklaring");
    expect(privacyStatement.meta.description.length).toBeGreaterThanOrEqual(70);
    expect(privacyStatement.meta.description.length).toBeLessThanOrEqual(160);
    expect(privacyStatement.updated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Number.isNaN(Date.parse(privacyStatement.updated))).toBe(false);
  });

  it("gives every section a unique id, a heading and text", () => {
    const ids = privacyStatement.sections.map((section) => section.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const section of privacyStatement.sections) {
      expect(section.id).toMatch(/^[a-z-]+$/);
      expect(section.title, section.id).toMatch(/\S/);
      expect(section.body.length, section.id).toBeGreaterThan(0);
      for (const text of section.body.flatMap(blockText)) expect(text, section.id).not.toMatch(/TODO|lorem/i);
    }
  });

  it("names the practice as it is registered", () => {
    const text = sectionText("wie-zijn-wij");
    expect(text).toContain(business.legal.entityName);
    expect(text).toContain(business.legal.kvkNumber);
    expect(text).toContain(business.legal.vatNumber);
  });

  it("marks the registered name, KvK and VAT number while they are examples, wherever it names them", () => {
    const { legal } = business;
    const marked = (value: string, field: "entityName" | "kvkNumber" | "vatNumber") =>
      isLegalExample(field) ? `${value} ${EXAMPLE_MARK}` : value;
    const registered = sectionText("wie-zijn-wij");
    expect(registered).toContain(marked(legal.entityName, "entityName"));
    expect(registered).toContain(marked(legal.kvkNumber, "kvkNumber"));
    expect(registered).toContain(marked(legal.vatNumber, "vatNumber"));
    expect(sectionText("contact")).toContain(marked(legal.entityName, "entityName"));
  });

  it("lists every field of the contact form", () => {
    const text = sectionText("contactformulier").toLowerCase();
    const fields = ["name", "email", "phone", "subject", "message"] as const;
    expect(Object.keys(emptyContact).filter((field) => field !== "_honey")).toEqual(fields);
    for (const field of fields) expect(text).toContain(contactPage.form.labels[field].toLowerCase());
  });

  it("names FormSubmit, its address and the e-mail address the form sends to", () => {
    const text = sectionText("formsubmit");
    expect(text).toContain("FormSubmit");
    expect(text).toContain(new URL(business.formEndpoint).hostname);
    expect(text).toContain(business.formEmail);
  });

  it("says how long messages are kept", () => {
    expect(sectionText("bewaartermijn")).toContain(`${business.legal.messageRetentionMonths} maanden`);
  });

  it("explains the missing cookies and the language choice kept on the visitor's device", () => {
    const text = sectionText("cookies");
    expect(text).toContain("geen cookies");
    expect(text).toContain(STORAGE_KEY);
  });

  it("names the third parties and where they are loaded", () => {
    const text = sectionText("andere-diensten");
    for (const name of ["Google Maps", "WhatsApp", "LinkedIn"]) expect(text).toContain(name);
    expect(text).toContain(new URL(business.bookingUrl).hostname);
    // The tax calculator only while the tax page embeds it, i.e. once its address is real.
    if (embedsTaxCalculator) expect(text).toContain(new URL(business.taxCalculatorUrl).hostname);
    else expect(text).not.toContain(new URL(business.taxCalculatorUrl).hostname);
  });

  it("lists all rights under the AVG, with the complaint to the Autoriteit Persoonsgegevens", () => {
    expect(privacyRights.map((right) => right.term)).toEqual([
      "Inzage",
      "Correctie",
      "Verwijdering",
      "Beperking",
      "Overdraagbaarheid",
      "Bezwaar",
      "Klacht",
    ]);
    const text = sectionText("uw-rechten");
    for (const right of privacyRights) expect(text).toContain(right.text);
    expect(text).toContain("Autoriteit Persoonsgegevens");
  });

  it("says medical details do not belong in the form", () => {
    expect(sectionText("medische-gegevens")).toMatch(/geen medische gegevens/);
  });

  it("offers e-mail and post for privacy questions, not only the phone", () => {
    const text = sectionText("contact");
    expect(text).toContain(`mailto:${business.legal.privacyEmail}`);
    expect(text).toContain(business.legal.postalAddress.street);
    expect(text).toContain(`${business.legal.postalAddress.postcode} ${business.legal.postalAddress.city}`);
    expect(text).toContain(formatPhone(business.phone));
  });

  it("reads every fact from the business module instead of writing it again", () => {
    const source = readFileSync(join(import.meta.dirname, "privacy.ts"), "utf8");
    const { legal } = business;
    for (const fact of [business.name, business.email, business.formEmail, legal.entityName, legal.privacyEmail]) {
      expect(source).not.toContain(fact);
    }
    expect(source).not.toMatch(/formsubmit\.co|example\.nl|\+31/);
    expect(allText).toContain(business.email);
  });
});
