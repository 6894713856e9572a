import { island } from "../island";

/** The contact form's script (react-hook-form, zod, the notices) loads as an island. */
export const ContactFormIsland = island("contact-form", () => import("./contact-form").then((m) => m.ContactForm));
