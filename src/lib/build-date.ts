/**
 * The day the site was built ("2026-11-23", Amsterdam time), set at build time (astro.config.ts). A
 * prerendered page shows what is upcoming as of this day; once the browser knows today's date,
 * what has passed since is left out.
 */
export const BUILD_DATE: string = import.meta.env.BUILD_DATE;
