import { describe, expect, it } from "vitest";
import {
  contactLimits,
  contactMessages,
  contactSchema,
  emptyContact,
  type ContactValues,
} from "#/src/lib/contact/schema.ts";

const valid: ContactValues = {
  name: "Anna de Vries",
  email: "anna@voorbeeld.nl",
  phone: "",
  subject: "Gehoortest",
  message: "Ik wil graag een afspraak maken.",
  _honey: "",
};

function errorsFor(values: Partial<ContactValues>) {
  const result = contactSchema.safeParse({ ...valid, ...values });
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
}

describe("contact form rules (spec section 5)", () => {
  it("accepts a complete message, with or without phone", () => {
    expect(errorsFor({})).toEqual({});
    expect(errorsFor({ phone: "06-12345678" })).toEqual({});
  });

  it("starts empty and then reports every required field with the spec's words", () => {
    expect(errorsFor(emptyContact)).toEqual({
      name: contactMessages.name,
      email: contactMessages.email,
      subject: contactMessages.subject,
      message: contactMessages.message,
    });
  });

  it.each([
    ["name", "A", "Ab", contactMessages.name],
    ["subject", "Ab", "Abc", contactMessages.subject],
    ["message", "123456789", "1234567890", contactMessages.message],
  ] as const)("%s: one character short fails, the minimum passes", (field, short, enough, message) => {
    expect(errorsFor({ [field]: short })[field]).toBe(message);
    expect(errorsFor({ [field]: enough })[field]).toBeUndefined();
  });

  it("does not count surrounding spaces", () => {
    expect(errorsFor({ name: "  A  " }).name).toBe(contactMessages.name);
    expect(errorsFor({ message: "   kort    " }).message).toBe(contactMessages.message);
  });

  it("counts letters as people do: Arabic, accents and emoji are one character each", () => {
    expect(errorsFor({ name: "عل" })).toEqual({});
    expect(errorsFor({ name: "Zoë" })).toEqual({});
    expect(errorsFor({ name: "😀" }).name).toBe(contactMessages.name);
    expect(errorsFor({ message: "مرحبا، أود موعدًا" })).toEqual({});
  });

  it.each(["anna@voorbeeld.nl", "a.b+tag@sub.voorbeeld.co.uk", " anna@voorbeeld.nl "])("accepts e-mail %j", (email) => {
    expect(errorsFor({ email }).email).toBeUndefined();
  });

  it.each(["", "anna", "anna@", "@voorbeeld.nl", "anna@voorbeeld", "anna voorbeeld@x.nl", "anna@@voorbeeld.nl"])(
    "rejects e-mail %j",
    (email) => {
      expect(errorsFor({ email }).email).toBe(contactMessages.email);
    },
  );

  it("puts no format rule on the phone number", () => {
    expect(errorsFor({ phone: "bel me 's avonds" })).toEqual({});
  });

  it("limits very long input with a Dutch message", () => {
    expect(errorsFor({ message: "x".repeat(contactLimits.message) })).toEqual({});
    expect(errorsFor({ message: "x".repeat(contactLimits.message + 1) }).message).toBe(
      "Bericht mag maximaal 5000 karakters bevatten",
    );
    expect(errorsFor({ name: "n".repeat(101) }).name).toBe("Naam mag maximaal 100 karakters bevatten");
    expect(errorsFor({ subject: "s".repeat(151) }).subject).toBe("Onderwerp mag maximaal 150 karakters bevatten");
    expect(errorsFor({ phone: "1".repeat(31) }).phone).toBe("Telefoonnummer mag maximaal 30 karakters bevatten");
    expect(errorsFor({ email: `${"a".repeat(250)}@x.nl` }).email).toBe(
      "E-mailadres mag maximaal 254 karakters bevatten",
    );
  });
});
