import { NOTE_STORAGE_KEY, STORAGE_KEY } from "#/src/i18n/languages.ts";
import { formatPhone, mailtoHref, telHref } from "#/src/lib/contact-links.ts";
import { branches, business, embedsTaxCalculator, isLegalExample } from "#/src/data/business.server.ts";
import { fact, marked, type MarkedText } from "#/src/lib/marked-text.ts";
import { mapCopy } from "#/src/copy/map.ts";
import { calculatorHost, taxRefundPage } from "#/src/copy/tax-refund.ts";

/** One way to reach us: a label and its lines (an address has several), a link where there is one. */
type ContactDetail = { label: string; lines: readonly MarkedText[]; href?: string };

/**
 * A paragraph (which may hold a detail that is still an example, see marked-text.ts), a bulleted
 * list, a list with a bold lead-in, links to other sites, or contact details.
 */
export type PrivacyBlock =
  | MarkedText
  | { list: readonly string[] }
  | { terms: readonly { term: string; text: string }[] }
  | { links: readonly { text: string; href: string }[] }
  | { details: readonly ContactDetail[] };

export type PrivacySection = { id: string; title: string; body: readonly PrivacyBlock[] };

export type PrivacyStatement = {
  meta: { title: string; description: string };
  title: string;
  intro: string;
  /** Date of the last change (yyyy-mm-dd). */
  updated: string;
  updatedLabel: string;
  tocTitle: string;
  sections: readonly PrivacySection[];
};

const { legal } = business;
const { street, postcode, city } = legal.postalAddress;
const formService = new URL(business.formEndpoint);
const bookingHost = new URL(business.bookingUrl).hostname;
const branchNames = branches.map((branch) => branch.name).join(" en ");

export const privacyRights = [
  { term: "Inzage", text: "U mag vragen welke gegevens wij van u hebben en wat we ermee doen." },
  { term: "Correctie", text: "Kloppen uw gegevens niet, of zijn ze niet compleet? Dan passen we ze aan." },
  {
    term: "Verwijdering",
    text: "U mag ons vragen uw gegevens te wissen. Dat doen we, tenzij een wet ons verplicht ze te bewaren.",
  },
  {
    term: "Beperking",
    text: "U mag ons vragen uw gegevens tijdelijk niet te gebruiken, bijvoorbeeld terwijl we nakijken of ze kloppen.",
  },
  {
    term: "Overdraagbaarheid",
    text: "U mag uw gegevens van ons krijgen in een gewoon computerbestand, zodat u ze aan een ander kunt geven.",
  },
  {
    term: "Bezwaar",
    text: "U mag bezwaar maken tegen het gebruik van uw gegevens. We stoppen daar dan mee, tenzij we een reden hebben die zwaarder weegt dan uw belang.",
  },
  {
    term: "Klacht",
    text: "U mag een klacht indienen bij de Autoriteit Persoonsgegevens, de toezichthouder op privacy in Nederland.",
  },
] as const;

export const privacyStatement: PrivacyStatement = {
  meta: {
    title: "Privacyverklaring",
    description: `Hoe ${business.name} omgaat met uw gegevens: wat het contactformulier vraagt en waarom, hoe lang we uw bericht bewaren en welke rechten u heeft.`,
  },
  title: "Privacyverklaring",
  intro:
    "Wij gaan zorgvuldig om met uw gegevens. Hier leest u welke gegevens wij krijgen als u onze website bezoekt of ons een bericht stuurt. U leest ook wat we ermee doen, hoe lang we ze bewaren en welke rechten u heeft.",
  updated: "2026-11-26",
  updatedLabel: "Laatst gewijzigd op",
  tocTitle: "Op deze pagina",
  sections: [
    {
      id: "wie-zijn-wij",
      title: "Wie zijn wij?",
      body: [
        `${business.name} is een hoorzorgpraktijk met vestigingen in ${branchNames}. Wij zijn verantwoordelijk voor de gegevens die u via deze website aan ons geeft.`,
        marked`Bij de Kamer van Koophandel staan we ingeschreven als ${fact(legal.entityName, isLegalExample("entityName"))}, onder nummer ${fact(legal.kvkNumber, isLegalExample("kvkNumber"))}. Ons btw-identificatienummer is ${fact(legal.vatNumber, isLegalExample("vatNumber"))}.`,
        "Hoe wij met uw gegevens omgaan, is geregeld in de privacywet van de Europese Unie: de Algemene verordening gegevensbescherming, kortweg AVG. Heeft u een vraag over privacy? Onze contactgegevens staan onderaan deze pagina.",
      ],
    },
    {
      id: "contactformulier",
      title: "Wat vraagt het contactformulier?",
      body: [
        "Via het formulier op onze contactpagina kunt u ons een vraag stellen. Het formulier vraagt:",
        {
          list: [
            "uw naam;",
            "uw e-mailadres;",
            "uw telefoonnummer, maar alleen als u dat wilt geven;",
            "het onderwerp van uw vraag;",
            "uw bericht.",
          ],
        },
        "We gebruiken deze gegevens om uw vraag te beantwoorden. Geeft u uw telefoonnummer, dan kunnen we u ook bellen of een bericht sturen. Dat hoeft niet: we kunnen u ook alleen per e-mail antwoorden.",
        "U stelt ons zelf een vraag, en om die te beantwoorden hebben we uw gegevens nodig. Dat is onze reden om ze te gebruiken; de AVG noemt dat een gerechtvaardigd belang. Gaat uw vraag over een afspraak of een aankoop, dan gebruiken we uw gegevens ook om die voor te bereiden.",
        "We sturen u geen nieuwsbrief of reclame, en we verkopen uw gegevens nooit.",
      ],
    },
    {
      id: "formsubmit",
      title: "Wie verstuurt het formulier voor ons?",
      body: [
        `Het formulier wordt verstuurd via FormSubmit (${formService.hostname}). Die dienst stuurt berichten van een websiteformulier per e-mail door. FormSubmit stuurt uw bericht naar ons e-mailadres ${business.formEmail}.`,
        "FormSubmit ontvangt daarbij ook technische gegevens, zoals uw IP-adres. FormSubmit stuurt uw bericht in onze opdracht door en kan uw gegevens ook buiten de Europese Unie verwerken.",
        `Gebruikt u het formulier liever niet? Mail ons dan rechtstreeks op ${business.email}, of stuur ons een bericht via WhatsApp.`,
        { links: [{ text: "Website van FormSubmit", href: formService.origin }] },
      ],
    },
    {
      id: "medische-gegevens",
      title: "Geen medische gegevens via het formulier",
      body: [
        "Het formulier vraagt niet naar uw gezondheid. Zet in uw bericht liever geen medische gegevens, zoals de uitslag van een hoortest, een diagnose of gegevens van uw arts. Zulke gegevens bespreken we graag persoonlijk, tijdens een afspraak in onze praktijk.",
        "Staat er toch iets over uw gezondheid in uw bericht? Dan gebruiken we dat alleen om uw vraag te beantwoorden.",
        "Wordt u klant bij ons, dan leggen we gegevens over uw gehoor vast in uw klantdossier. Voor die gegevens gelden strengere regels. Daarover vertellen we u meer bij uw eerste afspraak.",
      ],
    },
    {
      id: "bewaartermijn",
      title: "Hoe lang bewaren we uw gegevens?",
      body: [
        `We bewaren uw bericht en onze e-mails daarover tot uiterlijk ${legal.messageRetentionMonths} maanden nadat we uw vraag hebben afgehandeld. Daarna verwijderen we ze.`,
        "Wordt u klant bij ons, dan nemen we wat nodig is over in uw klantdossier. Daarvoor gelden de bewaartermijnen uit de wet.",
        "Vraagt u ons om uw gegevens eerder te wissen? Dan doen we dat zo snel mogelijk.",
      ],
    },
    {
      id: "cookies",
      title: "Cookies en bezoekersstatistieken",
      body: [
        "Onze website plaatst zelf geen cookies. We houden geen bezoekersstatistieken bij en gebruiken geen programma's die u volgen, zoals Google Analytics of advertentienetwerken. Wel kunnen de diensten van andere bedrijven op een paar pagina's cookies plaatsen, zoals de kaarten van Google als u die opent: zie hieronder.",
        `Kiest u in het menu een andere taal? Dan onthoudt uw browser die keuze op uw eigen apparaat, in de lokale opslag (localStorage) onder de naam "${STORAGE_KEY}", en onder "${NOTE_STORAGE_KEY}" dat u de melding hebt gezien dat de pagina's zelf in het Nederlands zijn. Wij ontvangen die gegevens niet.`,
        "Terwijl u het contactformulier invult, bewaart uw browser een concept van uw bericht. Zo raakt u niets kwijt als de pagina opnieuw laadt. Dat concept blijft op uw apparaat en verdwijnt als u het bericht verstuurt of het tabblad sluit.",
        "U kunt deze gegevens altijd zelf wissen, via de instellingen van uw browser (websitegegevens verwijderen).",
        "Zoals bij elke website ontvangt de server die onze pagina's verstuurt technische gegevens, zoals uw IP-adres. Die zijn nodig om de pagina naar uw apparaat te sturen. Wij gebruiken ze niet om u te volgen.",
      ],
    },
    {
      id: "andere-diensten",
      title: embedsTaxCalculator
        ? "Kaarten, online agenda, rekenhulp en WhatsApp"
        : "Kaarten, online agenda en WhatsApp",
      body: [
        "Op een paar pagina's gebruiken we een dienst van een ander bedrijf. Zo'n dienst wordt alleen geladen op de pagina waar hij staat, niet op de andere pagina's.",
        {
          terms: [
            {
              term: "Kaarten",
              text: `Op de contactpagina en de pagina's van onze vestigingen ziet u eerst een getekende kaart met ons adres. De kaart van Google Maps laadt pas als u op '${mapCopy.show}' klikt. Google ontvangt dan onder meer uw IP-adres en kan cookies plaatsen. Klikt u niet, dan hoort Google niets van uw bezoek.`,
            },
            {
              term: "Online agenda",
              text: `Op de pagina Afspraak maken staat de online agenda van onze afsprakenplanner (${bookingHost}). Die wordt geladen zodra u de pagina opent. Maakt u daar een afspraak, dan vult u uw gegevens in bij de planner. Die gebruikt ze in onze opdracht, alleen om uw afspraak vast te leggen.`,
            },
            // Only while the tax page embeds it (src/data/business.server.ts).
            ...(embedsTaxCalculator
              ? [
                  {
                    term: "Rekenhulp",
                    text: `Op de pagina Belastingaftrek kunt u een rekenhulp van ${calculatorHost} openen. Die laadt pas als u op '${taxRefundPage.calculator.show}' klikt; ${calculatorHost} ontvangt dan onder meer uw IP-adres en kan cookies plaatsen. Wat u daar invult, gaat naar die dienst en niet naar ons.`,
                  },
                ]
              : []),
            {
              term: "WhatsApp",
              text: "Op de meeste pagina's staat een knop om ons via WhatsApp een bericht te sturen. WhatsApp opent pas als u op die knop klikt. Wij zien dan uw telefoonnummer, uw naam in WhatsApp en uw bericht. Die gebruiken we alleen om u te antwoorden.",
            },
            {
              term: "LinkedIn",
              text: "Onderaan elke pagina staat een link naar onze pagina op LinkedIn. LinkedIn krijgt pas gegevens als u op die link klikt.",
            },
          ],
        },
        "Google, WhatsApp en LinkedIn bepalen zelf wat zij met uw gegevens doen. Dat leest u in hun eigen privacyverklaring.",
      ],
    },
    {
      id: "beveiliging",
      title: "Hoe beveiligen we uw gegevens?",
      body: [
        "Onze website en het contactformulier gebruiken een beveiligde verbinding (https). Wat u invult, gaat dus versleuteld over het internet.",
        "Bij ons lezen alleen onze medewerkers uw berichten. We geven uw gegevens niet aan anderen, behalve aan de diensten op deze pagina, of als de wet ons daartoe verplicht.",
        "Denkt u dat uw gegevens niet goed beveiligd zijn, of ziet u iets wat niet klopt? Laat het ons dan meteen weten.",
      ],
    },
    {
      id: "uw-rechten",
      title: "Uw rechten",
      body: [
        "De AVG geeft u rechten over uw eigen gegevens. Dit zijn ze:",
        { terms: privacyRights },
        "Wilt u een van deze rechten gebruiken? Stuur ons dan een e-mail of een brief. Dat is gratis. We reageren binnen een maand.",
        "Misschien vragen we u te laten zien wie u bent, zodat we uw gegevens niet aan een ander geven. Stuur geen kopie van uw paspoort of identiteitskaart mee als we daar niet om vragen.",
        "Bent u niet tevreden over hoe wij met uw gegevens omgaan? Laat het ons dan eerst weten, zodat we samen naar een oplossing kunnen zoeken. U mag ook meteen naar de Autoriteit Persoonsgegevens gaan.",
        {
          links: [
            { text: "Website van de Autoriteit Persoonsgegevens", href: "https://autoriteitpersoonsgegevens.nl" },
          ],
        },
      ],
    },
    {
      id: "contact",
      title: "Vragen over privacy?",
      body: [
        "Heeft u een vraag over deze verklaring of over uw gegevens? Schrijf ons gerust, per e-mail of per brief. Bellen mag ook, maar hoeft niet.",
        {
          details: [
            {
              label: "E-mail",
              lines: [legal.privacyEmail],
              href: mailtoHref(legal.privacyEmail, "Vraag over privacy"),
            },
            {
              label: "Post",
              lines: [marked`${fact(legal.entityName, isLegalExample("entityName"))}`, street, `${postcode} ${city}`],
            },
            { label: "Telefoon", lines: [formatPhone(business.phone)], href: telHref(business.phone) },
          ],
        },
      ],
    },
    {
      id: "wijzigingen",
      title: "Wijzigingen",
      body: [
        "Verandert er iets aan onze website of aan de manier waarop we met gegevens omgaan? Dan passen we deze verklaring aan. Bovenaan deze pagina ziet u wanneer we dat voor het laatst hebben gedaan.",
      ],
    },
  ],
};
