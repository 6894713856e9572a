// zod/mini: the same validation at a fraction of the size, since this ships to the browser.
import * as z from "zod/mini";

/** The spec's exact messages (section 5), plus limits so nobody pastes a novel by accident. */
export const contactMessages = {
  name: "Naam moet minimaal 2 karakters bevatten",
  email: "Ongeldig email adres",
  subject: "Onderwerp moet minimaal 3 karakters bevatten",
  message: "Bericht moet minimaal 10 karakters bevatten",
} as const;

/** The spec's minimum lengths, behind the messages above. */
export const contactMinimums = { name: 2, subject: 3, message: 10 } as const;

export const contactLimits = { name: 100, email: 254, phone: 30, subject: 150, message: 5000 } as const;

const tooLong = (field: string, max: number) => `${field} mag maximaal ${max} karakters bevatten`;

/** Characters as a person counts them: an emoji or an Arabic letter is one. */
const length = (value: string) => [...value.trim()].length;

const text = (min: number, max: number, minMessage: string, field: string) =>
  z.string().check(
    z.refine((value: string) => length(value) >= min, minMessage),
    z.refine((value: string) => length(value) <= max, tooLong(field, max)),
  );

export const contactSchema = z.object({
  name: text(contactMinimums.name, contactLimits.name, contactMessages.name, "Naam"),
  email: z.pipe(
    z.string().check(z.trim(), z.maxLength(contactLimits.email, tooLong("E-mailadres", contactLimits.email))),
    z.email(contactMessages.email),
  ),
  phone: z
    .string()
    .check(
      z.refine((value: string) => length(value) <= contactLimits.phone, tooLong("Telefoonnummer", contactLimits.phone)),
    ),
  subject: text(contactMinimums.subject, contactLimits.subject, contactMessages.subject, "Onderwerp"),
  message: text(contactMinimums.message, contactLimits.message, contactMessages.message, "Bericht"),
  /** Honeypot: people never see it, so anything in it came from a bot. */
  _honey: z.string(),
});

export type ContactValues = z.input<typeof contactSchema>;

export const emptyContact: ContactValues = { name: "", email: "", phone: "", subject: "", message: "", _honey: "" };
