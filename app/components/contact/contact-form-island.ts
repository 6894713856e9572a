import { island } from "#/app/components/island.tsx";

/** The contact form's script (react-hook-form, zod, the notices) loads as an island. */
export const ContactFormIsland = island("contact-form", () =>
  import("#/app/components/contact/contact-form.tsx").then((m) => m.ContactForm),
);
