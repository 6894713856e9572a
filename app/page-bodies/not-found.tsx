import { seo } from "#/app/head/seo.ts";

export const head = () =>
  seo({
    title: "Pagina niet gevonden",
    description: "Deze pagina bestaat niet (meer). Ga naar de homepage, maak een afspraak of neem contact met ons op.",
    noindex: true,
  });

// The body is an island, its text in the chosen language (app/components/islands/not-found.tsx,
// given by site/pages/404.astro).
