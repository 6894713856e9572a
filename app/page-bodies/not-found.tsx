import { notFoundMeta } from "#/app/copy/not-found.ts";
import { seo } from "#/app/head/seo.ts";

export const head = () => seo({ ...notFoundMeta, noindex: true });

// The body is an island, its text in the chosen language (app/components/islands/not-found.tsx,
// given by site/pages/404.astro).
