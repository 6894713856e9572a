import { describe, expect, it } from "vitest";
import { buildPayload } from "#/src/lib/contact/payload.ts";

const values = {
  name: " Anna ",
  email: "anna@voorbeeld.nl",
  phone: "",
  subject: "Gehoortest",
  message: "Ik wil graag een afspraak.",
  _honey: "",
};

describe("buildPayload", () => {
  it("builds FormSubmit's payload with the mail subject and the captcha off", () => {
    expect(buildPayload(values)).toEqual({
      name: "Anna",
      email: "anna@voorbeeld.nl",
      phone: "Niet opgegeven",
      subject: "Gehoortest",
      message: "Ik wil graag een afspraak.",
      _subject: "Contactformulier: Gehoortest",
      _captcha: "false",
      _honey: "",
    });
  });

  it("sends the phone number as typed when there is one", () => {
    expect(buildPayload({ ...values, phone: " 06 12345678 " }).phone).toBe("06 12345678");
  });

  it("keeps text exactly, including markup, emoji and Arabic", () => {
    const message = '<script>alert("x")</script> 😀 مرحبا';
    expect(buildPayload({ ...values, message }).message).toBe(message);
  });
});
