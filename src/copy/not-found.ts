/** The not-found page's title and description (its body is in the chrome's language: src/i18n/locales/). */
export const notFoundMeta = {
  title: "Pagina niet gevonden",
  description: "Deze pagina bestaat niet (meer). Ga naar de homepage, maak een afspraak of neem contact met ons op.",
};
