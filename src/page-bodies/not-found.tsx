import { notFoundMeta } from "#/src/copy/not-found.ts";
import { seo } from "#/src/head/seo.ts";

export const head = () => seo({ ...notFoundMeta, noindex: true });

// The body is an island, its text in the chosen language (src/components/islands/not-found.tsx,
// given by src/pages/404.astro).
