import type { ContactValues } from "#/src/lib/contact/schema.ts";

/** FormSubmit's JSON payload for one message (spec section 7). */
export type ContactPayload = {
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  _subject: string;
  _captcha: "false";
  _honey: string;
};

const NO_PHONE = "Niet opgegeven";

export function buildPayload(values: ContactValues): ContactPayload {
  const subject = values.subject.trim();
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    phone: values.phone.trim() || NO_PHONE,
    subject,
    message: values.message.trim(),
    _subject: `Contactformulier: ${subject}`,
    _captcha: "false",
    _honey: values._honey,
  };
}
