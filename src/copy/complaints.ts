/**
 * /klachten: what a visitor can do with a complaint, as the Wkkgz (Wet kwaliteit, klachten en
 * geschillen zorg) asks of every care provider: talk to us, the complaints officer, our answer
 * within six weeks, and the recognised disputes body we are affiliated with. The practice's own
 * details come from content/practice.yaml (`complaints`, `legal`) and are marked while they are
 * examples; the facts about the law follow docs/sources.md ('Klachten en geschillen (Wkkgz)').
 */
import { practice as practiceData } from "#/src/data/owner-files.server.ts";
import { fact, marked, type MarkedText } from "#/src/lib/marked-text.ts";
import type { Practice } from "#/src/data/schema/practice.ts";
import { paths } from "#/src/registry/pages.ts";
import { formatPhone, mailtoHref, telHref } from "#/src/lib/contact-links.ts";
import { formatAmount } from "#/src/lib/price.ts";

/**
 * One way to reach someone: a label, the value, a link where there is one. A name is marked while it
 * is an example; phone numbers, e-mail and street addresses are not, as everywhere on the site
 * (their examples are recognisable: zeros, example.nl, 'Voorbeeldweg'; decision 027).
 */
export type ComplaintsDetail = { label: string; value: MarkedText; href?: string };

type ComplaintsSection = {
  id: string;
  title: string;
  paragraphs: readonly MarkedText[];
  details?: readonly ComplaintsDetail[];
  /** A link after the paragraphs: to another page of the site, or (external) to another site. */
  link?: { text: MarkedText; href: string; external?: boolean };
};

/** Weeks within which a care provider gives its judgment on a complaint, and the most it may take longer. */
const ANSWER_WITHIN_WEEKS = 6;
const EXTENSION_WEEKS = 4;
/** The highest compensation a recognised disputes body may award. */
const MAX_COMPENSATION = 25_000;

type ComplaintsField = Practice["complaints"]["placeholders"][number];

/** The page for a practice's data (content/practice.yaml): its details, each marked while it is an example. */
export function complaintsPageFor(practice: Practice) {
  const { complaints, legal } = practice;
  const { street, postcode, city } = legal.postalAddress;
  const complaintsFact = (field: ComplaintsField, value: string) =>
    fact(value, complaints.placeholders.includes(field));

  const sections: ComplaintsSection[] = [
    {
      id: "eerst-praten",
      title: "Eerst samen praten",
      paragraphs: [
        "Vaak is een probleem in een gesprek snel opgelost. Vertel het uw audicien, of bel of mail ons. We nemen uw klacht serieus en zoeken samen met u naar een oplossing.",
        "Wilt u uw klacht liever op papier zetten? Schrijf dan wat er is gebeurd, wanneer, en wat u van ons verwacht. Een e-mail of een brief is genoeg.",
      ],
      details: [
        { label: "Telefoon", value: formatPhone(practice.phone), href: telHref(practice.phone) },
        { label: "E-mail", value: practice.email, href: mailtoHref(practice.email, "Klacht") },
        {
          label: "Post",
          value: marked`${fact(legal.entityName, legal.placeholders.includes("entityName"))}, ${street}, ${postcode} ${city}`,
        },
      ],
    },
    {
      id: "klachtenfunctionaris",
      title: "Onze klachtenfunctionaris",
      paragraphs: [
        marked`Komen we er samen niet uit, of praat u liever met iemand anders? Dan kunt u terecht bij onze klachtenfunctionaris: ${complaintsFact("officer", complaints.officer)}.`,
        "De klachtenfunctionaris is onpartijdig. Die luistert naar uw verhaal, helpt u uw klacht op te schrijven en kan bemiddelen tussen u en ons. Dat kost u niets.",
      ],
      details: [
        { label: "E-mail", value: complaints.officerEmail, href: mailtoHref(complaints.officerEmail, "Klacht") },
        ...(complaints.officerPhone
          ? [
              {
                label: "Telefoon",
                value: formatPhone(complaints.officerPhone),
                href: telHref(complaints.officerPhone),
              },
            ]
          : []),
      ],
    },
    {
      id: "ons-antwoord",
      title: "Ons antwoord",
      paragraphs: [
        `Binnen ${ANSWER_WITHIN_WEEKS} weken na uw klacht krijgt u ons oordeel en hoort u wat we eraan doen. Hebben we meer tijd nodig, dan laten we u dat binnen die ${ANSWER_WITHIN_WEEKS} weken schriftelijk weten. Het duurt dan hoogstens ${EXTENSION_WEEKS} weken langer.`,
      ],
    },
    {
      id: "geschilleninstantie",
      title: "Komen we er niet uit?",
      paragraphs: [
        marked`Bent u het niet eens met ons oordeel, of heeft u na ${ANSWER_WITHIN_WEEKS} weken (of, als we die termijn verlengden, na ${ANSWER_WITHIN_WEEKS + EXTENSION_WEEKS} weken) nog geen antwoord? Dan kunt u uw klacht voorleggen aan de geschilleninstantie waarbij wij zijn aangesloten: ${complaintsFact("disputesBody", complaints.disputesBody)}.`,
        `Een geschilleninstantie is onafhankelijk en erkend door de minister van Volksgezondheid. Zij doet een uitspraak waaraan u en wij ons moeten houden, en kan u een schadevergoeding toekennen van hoogstens ${formatAmount(MAX_COMPENSATION)}. Meestal neemt de geschilleninstantie uw klacht pas in behandeling als u hem eerst bij ons heeft ingediend.`,
      ],
      link: {
        text: marked`Naar de website van ${complaintsFact("disputesBodyUrl", complaints.disputesBody)}`,
        href: complaints.disputesBodyUrl,
        external: true,
      },
    },
    {
      id: "privacy",
      title: "Een klacht over uw gegevens?",
      paragraphs: [
        "Gaat uw klacht over wat wij met uw persoonsgegevens doen? In onze privacyverklaring leest u hoe u dat met ons regelt, en wanneer u naar de Autoriteit Persoonsgegevens kunt.",
      ],
      link: { text: "Naar de privacyverklaring", href: paths.privacy },
    },
  ];

  return {
    meta: {
      title: "Klachten",
      description:
        "Niet tevreden over onze zorg? Zo lost u het met ons op, zo helpt onze klachtenfunctionaris u en hier kunt u terecht als we er samen niet uitkomen.",
    },
    title: "Klachten",
    intro:
      "Bent u niet tevreden over onze zorg, over uw hoortoestel of over hoe we u hebben geholpen? Zeg het ons. Dan kunnen we het oplossen en ervan leren.",
    sections,
  };
}

export const complaintsPage = complaintsPageFor(practiceData);
