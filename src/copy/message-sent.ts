/** The page FormSubmit opens after a message sent without JavaScript (`_next`, see contact-form.tsx). */
export const messageSentPage = {
  meta: {
    title: "Bericht verzonden",
    description:
      "Uw bericht is verzonden. We nemen zo snel mogelijk contact met u op. Haast? Bel ons of maak meteen zelf een afspraak.",
  },
  /** The spec's title for a sent message, as in the notice the form shows with JavaScript. */
  title: "Bericht verzonden!",
  intro: "Dank u wel. Uw bericht is bij ons binnengekomen. We nemen zo snel mogelijk contact met u op.",
  call: "Heeft u haast? Bel ons dan op",
  home: "Naar de homepage",
  appointment: "Afspraak maken",
} as const;
