import { ContactForm } from "#/src/components/contact/contact-form.tsx";
import { asIsland } from "#/src/components/islands/island-mark.tsx";

/** The contact form: it checks a message in Dutch and keeps what was typed. */
export default asIsland("contact-form", ContactForm);
