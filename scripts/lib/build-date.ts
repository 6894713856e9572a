import { practiceClock } from "#/src/lib/opening-hours.ts";

/** `import.meta.env.BUILD_DATE` (src/lib/build-date.ts): today in Amsterdam, when the site is built. */
export function buildDate(): Record<string, string> {
  return { "import.meta.env.BUILD_DATE": JSON.stringify(practiceClock(new Date()).date) };
}
