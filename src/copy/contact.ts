import { places } from "#/src/copy/places.ts";

export const contactPage = {
  meta: {
    title: "Contact",
    description: `Stel uw vraag via het contactformulier, mail of bel ons, of maak een afspraak in ${places("or")}. We reageren zo snel mogelijk.`,
  },
  title: "Contact",
  intro:
    "Heeft u een vraag over uw gehoor, gehoorbescherming of in-ear monitors? Stuur ons een bericht, mail of bel ons. We reageren zo snel mogelijk.",
  cards: {
    phone: { title: "Bellen", text: "Liever direct iemand spreken?", hours: "Bereikbaar op" },
    email: { title: "Mailen", text: "Schrijf ons wanneer het u uitkomt." },
    locations: { title: "Onze vestigingen", text: "Open de route in uw kaartenapp.", hours: "Open op" },
  },
  form: {
    title: "Stuur ons een bericht",
    intro:
      "Vul het formulier in. De velden zonder '(optioneel)' hebben we nodig om u goed te kunnen helpen. Zet liever geen medische gegevens in uw bericht, zoals de uitslag van een hoortest of een diagnose: die bespreken we tijdens een afspraak.",
    labels: {
      name: "Naam",
      email: "E-mailadres",
      phone: "Telefoonnummer",
      subject: "Onderwerp",
      message: "Bericht",
      optional: "(optioneel)",
      honey: "Laat dit veld leeg",
    },
    submit: "Verstuur Bericht",
    submitting: "Wordt verzonden...",
    privacy: {
      text: "We gebruiken uw gegevens om uw vraag te beantwoorden en, gaat die over een afspraak of aankoop, om die voor te bereiden.",
      link: "Lees hoe we met uw gegevens omgaan",
    },
    notices: {
      success: { title: "Bericht verzonden!", description: "We nemen zo snel mogelijk contact met je op." },
      error: { title: "Er ging iets mis", description: "Probeer het later nog eens of neem telefonisch contact op." },
      region: "Meldingen",
      close: "Melding sluiten",
    },
  },
  maps: { title: "Zo vindt u ons" },
  cta: {
    title: "Liever meteen een afspraak?",
    text: "Kies zelf een moment dat u uitkomt.",
    button: "Direct een afspraak maken",
  },
} as const;
