/**
 * The ways to reach the practice that a content page may list (a 'contact-details' section), each
 * from content/practice.yaml. A name is marked while it is an example; phone numbers, e-mail and
 * street addresses are not, as everywhere on the site (their examples are recognisable: zeros,
 * example.nl, 'Voorbeeldweg'; decision 027).
 */
import type { ContactDetailId } from "#/src/data/schema/page-copy.ts";
import type { Practice } from "#/src/data/schema/practice.ts";
import { formatPhone, mailtoHref, telHref } from "#/src/lib/contact-links.ts";
import { fact, marked, type MarkedText } from "#/src/lib/marked-text.ts";

export type ContactDetail = { label: string; value: MarkedText; href?: string; external?: boolean };

const details = {
  telefoon: (practice) => ({ value: formatPhone(practice.phone), href: telHref(practice.phone) }),
  email: (practice) => ({ value: practice.email, href: mailtoHref(practice.email) }),
  post: ({ legal }) => {
    const { street, postcode, city } = legal.postalAddress;
    return {
      value: marked`${fact(legal.entityName, legal.placeholders.includes("entityName"))}, ${street}, ${postcode} ${city}`,
    };
  },
  "klachtenfunctionaris-email": ({ complaints }) => ({
    value: complaints.officerEmail,
    href: mailtoHref(complaints.officerEmail, "Klacht"),
  }),
  "klachtenfunctionaris-telefoon": ({ complaints }) =>
    complaints.officerPhone
      ? { value: formatPhone(complaints.officerPhone), href: telHref(complaints.officerPhone) }
      : undefined,
  geschilleninstantie: ({ complaints }) => ({
    value: [fact(complaints.disputesBody, complaints.placeholders.includes("disputesBodyUrl"))],
    href: complaints.disputesBodyUrl,
    external: true,
  }),
} satisfies Record<ContactDetailId, (practice: Practice) => Omit<ContactDetail, "label"> | undefined>;

/** What the owner names by `contact`, with the label the page gives it; none where the practice has none (no phone). */
export function contactDetail(practice: Practice, contact: ContactDetailId, label: string): ContactDetail | undefined {
  const detail = details[contact](practice);
  return detail && { label, ...detail };
}
