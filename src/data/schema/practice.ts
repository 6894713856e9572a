// content/practice.yaml: the practice itself. Pages, links, the footer, structured data and the
// contact form read these values; nothing else in the site repeats them.
import { z } from "zod";
import { email, httpsUrl, paragraph, patterned, phone, placeholderFields, text } from "#/src/data/schema/fields.ts";

const practiceFields = [
  "name",
  "origin",
  "phone",
  "email",
  "whatsappNumber",
  "formEmail",
  "bookingWidgetScriptUrl",
  "bookingUrl",
  "taxCalculatorUrl",
  "linkedinUrl",
  "partnerClinic",
  "trialPeriodDays",
  "yearsOfExperience",
  "hearingTestMinutes",
  "warrantyYears",
] as const;

const legalFields = ["entityName", "kvkNumber", "vatNumber", "postalAddress", "privacyEmail"] as const;

const complaintsFields = ["officer", "officerEmail", "officerPhone", "disputesBody", "disputesBodyUrl"] as const;

export const practiceFile = z
  .strictObject({
    name: text({ title: "Naam van de praktijk" }, { max: 60 }),
    origin: httpsUrl({
      title: "Webadres van de site",
      description: "Het adres waarop de site online staat, zonder pad, bijvoorbeeld https://www.uwpraktijk.nl",
    }).refine((url) => !URL.canParse(url) || new URL(url).pathname === "/", "alleen het adres, zonder pad erachter"),
    phone: phone("Telefoonnummer"),
    email: email("E-mailadres"),
    whatsappNumber: patterned(
      /^31\d{9}$/,
      "alleen cijfers, beginnend met 31 en zonder de eerste 0, bijvoorbeeld 31612345678",
      { title: "WhatsApp-nummer", description: "Alleen cijfers: 31 en dan het nummer zonder de eerste 0" },
      "whatsapp",
    ),
    whatsappGreeting: paragraph(
      { title: "Eerste bericht in WhatsApp", description: "Staat al klaar als een bezoeker de chat opent" },
      { max: 300 },
    ),
    formEmail: email(
      "E-mailadres voor het contactformulier",
      "Hier komen berichten via het formulier binnen (via FormSubmit, zie de handleiding)",
    ),
    bookingWidgetScriptUrl: httpsUrl({ title: "Afsprakenplanner: adres van het script" }),
    bookingUrl: httpsUrl({ title: "Afsprakenplanner: adres van de afsprakenpagina" }),
    taxCalculatorUrl: httpsUrl({ title: "Rekenhulp belastingteruggave: webadres" }),
    linkedinUrl: httpsUrl({ title: "LinkedIn-pagina" }),
    yearsOfExperience: z
      .number({ error: "schrijf alleen het aantal jaren als getal, bijvoorbeeld 5" })
      .int("een heel aantal jaren")
      .min(1, "minstens 1 jaar")
      .max(100, "hoogstens 100 jaar")
      .meta({
        title: "Jaren ervaring",
        description:
          "Hoeveel volle jaren de praktijk mensen helpt. De homepage toont '5+ jaar ervaring', Over ons 'Al ruim 5 jaar'",
      }),
    // Only needed while a published post names the clinic as its writer (src/data/blog-rules.ts).
    partnerClinic: text(
      {
        title: "Partnerkliniek",
        description:
          "Alleen nodig als een artikel 'Het team van de partnerkliniek' als schrijver heeft: die naam staat dan boven het artikel",
      },
      { max: 80 },
    ).optional(),
    // Hearing protection at work is personal protective equipment: until the practice confirms its
    // certification, /gehoorbescherming/werk promises nothing for the workplace (workProtectionSentence).
    workPlugsCertification: text(
      {
        title: "Keurmerk werkoordoppen",
        description:
          "Alleen invullen als de maker het bevestigt, zoals op het certificaat, bijvoorbeeld: CE-gemarkeerd als persoonlijk beschermingsmiddel volgens EN 352-2, SNR 25 dB. Leeg: de pagina Werk stuurt bezoekers eerst naar hun werkgever",
      },
      { max: 200 },
    ).optional(),
    trialPeriodDays: z
      .number()
      .int("een heel aantal dagen")
      .min(7, "minstens 7 dagen")
      .max(180, "hoogstens 180 dagen")
      .meta({
        title: "Proefperiode hoortoestel (dagen)",
        description: "Hoe lang een bezoeker een hoortoestel thuis mag proberen",
      }),
    hearingTestMinutes: z
      .number({ error: "schrijf alleen het aantal minuten als getal, bijvoorbeeld 45" })
      .int("een heel aantal minuten")
      .min(10, "minstens 10 minuten")
      .max(240, "hoogstens 240 minuten")
      .meta({
        title: "Duur van de gratis hoortest (minuten)",
        description: "Ongeveer hoe lang de hoortest met uitleg duurt; staat op de pagina Afspraak maken",
      }),
    warrantyYears: z
      .number({ error: "schrijf alleen het aantal jaren als getal, bijvoorbeeld 5" })
      .int("een heel aantal jaren")
      .min(1, "minstens 1 jaar")
      .max(10, "hoogstens 10 jaar")
      .meta({
        title: "Garantie en service (jaren)",
        description:
          "Hoeveel jaar garantie en service u geeft op oordoppen en in-ear monitors op maat. De site schrijft '5 jaar garantie en service'; wat de garantie dekt, vraagt een klant u zelf",
      }),
    legal: z
      .strictObject({
        entityName: text({ title: "Officiële naam (zoals bij de KvK)" }, { max: 100 }),
        kvkNumber: patterned(
          /^\d{8}$/,
          "een KvK-nummer heeft 8 cijfers",
          { title: "KvK-nummer", description: "De 8 cijfers, bijvoorbeeld 12345678" },
          "digits",
        ),
        vatNumber: patterned(
          /^NL\d{9}B\d{2}$/,
          "een btw-identificatienummer is NL, 9 cijfers, B en 2 cijfers, bijvoorbeeld NL123456789B01",
          {
            title: "Btw-identificatienummer",
            description:
              "Het nummer dat u op uw facturen zet, bijvoorbeeld NL123456789B01 (niet uw omzetbelastingnummer); staat onderaan elke pagina, naast het KvK-nummer",
          },
          "vat",
        ),
        agbCode: patterned(
          /^\d{8}$/,
          "een AGB-code heeft 8 cijfers",
          {
            title: "AGB-code (als de praktijk er een heeft)",
            description:
              "De code uit het AGB-register van Vektis; staat onderaan elke pagina. Leeg laten als u er geen heeft.",
          },
          "digits",
        ).optional(),
        postalAddress: z
          .strictObject({
            street: text({ title: "Straat en huisnummer" }, { max: 80 }),
            postcode: text({ title: "Postcode" }, { max: 7 }),
            city: text({ title: "Plaats" }, { max: 40 }),
          })
          .meta({ title: "Postadres voor privacyvragen" }),
        privacyEmail: email("E-mailadres voor privacyvragen"),
        messageRetentionMonths: z
          .number()
          .int("een heel aantal maanden")
          .min(1, "minstens 1 maand")
          .max(120, "hoogstens 120 maanden")
          .meta({
            title: "Bewaartermijn van berichten (maanden)",
            description: "Hoe lang een bericht via het formulier bewaard blijft nadat de vraag is afgehandeld",
          }),
        placeholders: placeholderFields(legalFields, {
          entityName: "Officiële naam",
          kvkNumber: "KvK-nummer",
          vatNumber: "Btw-identificatienummer",
          postalAddress: "Postadres",
          privacyEmail: "E-mailadres voor privacyvragen",
        }),
      })
      .meta({ title: "Gegevens voor de privacyverklaring" }),
    complaints: z
      .strictObject({
        officer: text(
          {
            title: "Klachtenfunctionaris",
            description:
              "Naam van de persoon of organisatie die klachten opvangt en bemiddelt, bijvoorbeeld: mr. J. Bakker, of: Klachtenportaal Zorg",
          },
          { max: 100 },
        ),
        officerEmail: email("E-mailadres van de klachtenfunctionaris"),
        officerPhone: phone("Telefoonnummer van de klachtenfunctionaris").optional(),
        disputesBody: text(
          {
            title: "Geschilleninstantie",
            description: "De door de minister van VWS erkende geschilleninstantie waarbij de praktijk is aangesloten",
          },
          { max: 120 },
        ),
        disputesBodyUrl: httpsUrl({
          title: "Webadres van de geschilleninstantie",
          description: "Waar een bezoeker een geschil kan indienen",
        }),
        placeholders: placeholderFields(complaintsFields, {
          officer: "Klachtenfunctionaris",
          officerEmail: "E-mailadres van de klachtenfunctionaris",
          officerPhone: "Telefoonnummer van de klachtenfunctionaris",
          disputesBody: "Geschilleninstantie",
          disputesBodyUrl: "Webadres van de geschilleninstantie",
        }),
      })
      .meta({ title: "Klachtenregeling (pagina Klachten)" }),
    placeholders: placeholderFields(practiceFields, {
      name: "Naam van de praktijk",
      origin: "Webadres van de site",
      phone: "Telefoonnummer",
      email: "E-mailadres",
      whatsappNumber: "WhatsApp-nummer",
      formEmail: "E-mailadres voor het contactformulier",
      bookingWidgetScriptUrl: "Afsprakenplanner: script",
      bookingUrl: "Afsprakenplanner: afsprakenpagina",
      taxCalculatorUrl: "Rekenhulp belastingteruggave",
      linkedinUrl: "LinkedIn-pagina",
      partnerClinic: "Partnerkliniek",
      trialPeriodDays: "Proefperiode hoortoestel",
      yearsOfExperience: "Jaren ervaring",
      hearingTestMinutes: "Duur van de gratis hoortest",
      warrantyYears: "Garantie en service (jaren)",
    }),
  })
  .meta({ title: "Praktijkgegevens" });

export type Practice = z.output<typeof practiceFile>;
