import { practiceClock } from "#/src/lib/opening-hours.ts";

/**
 * The day the site was built ("2026-11-23", Amsterdam time), set at build time (astro.config.ts). A
 * prerendered page shows what is upcoming as of this day; once the browser knows today's date,
 * what has passed since is left out. Outside a Vite build (a script, a browser test reading the
 * page's words), today.
 */
export const BUILD_DATE: string =
  typeof import.meta.env === "undefined" ? practiceClock(new Date()).date : import.meta.env.BUILD_DATE;
