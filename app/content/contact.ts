export const contactPage = {
  meta: {
    title: "Contact",
    description:
      "Stel je vraag via het contactformulier, mail of bel ons, of kom langs in Hurdegaryp of Wieringerwerf. We reageren zo snel mogelijk.",
  },
  title: "Contact",
  intro:
    "Heb je een vraag over je gehoor, gehoorbescherming of in-ear monitors? Stuur ons een bericht, mail of bel. We reageren zo snel mogelijk.",
  cards: {
    phone: { title: "Bellen", text: "Liever direct iemand spreken?" },
    email: { title: "Mailen", text: "Schrijf ons wanneer het jou uitkomt." },
    locations: { title: "Onze vestigingen", text: "Open de route in je kaartenapp." },
  },
  form: {
    title: "Stuur ons een bericht",
    intro: "Vul het formulier in; velden zonder '(optioneel)' zijn nodig om je goed te kunnen helpen.",
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
      text: "We gebruiken je gegevens alleen om je vraag te beantwoorden.",
      link: "Lees hoe we met je gegevens omgaan",
    },
    notices: {
      success: { title: "Bericht verzonden!", description: "We nemen zo snel mogelijk contact met je op." },
      error: { title: "Er ging iets mis", description: "Probeer het later nog eens of neem telefonisch contact op." },
      region: "Meldingen",
      close: "Melding sluiten",
    },
  },
  maps: { title: "Zo vind je ons", frameTitle: (city: string) => `Kaart met de vestiging in ${city}` },
  cta: {
    title: "Liever meteen een afspraak?",
    text: "Kies zelf een moment dat je past.",
    button: "Direct een afspraak maken",
  },
} as const;
