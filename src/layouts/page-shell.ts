// What every Astro page's shell (src/layouts/Page.astro) computes at build time.
import { allHoursExceptions } from "#/src/data/hours-exceptions.server.ts";
import { practiceClock, upcomingExceptions } from "#/src/lib/opening-hours.ts";
import { pictureFiles } from "#/media/files.ts";
import type { Picture } from "#/media/resolve.ts";

/** The holidays and closures still ahead at build time: past ones never reach a page. */
export const hoursExceptions = upcomingExceptions(allHoursExceptions(), practiceClock(new Date()).date);

/** JSON-LD in a script tag: no `</script>` or line separator can end the tag early. */
export const jsonLd = (value: object) =>
  JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);

/**
 * The <link rel=preload> of the page's largest picture, the one drawn as <Picture priority>
 * (src/components/ui/picture.tsx): the page's shell writes it into the <head>.
 */
export function picturePreload(picture: Picture, sizes: string): Record<string, string> | undefined {
  const files = pictureFiles(picture);
  const best = files.sources[0];
  if (!best) return undefined;
  return { href: files.src, imagesrcset: best.srcSet, imagesizes: sizes, type: best.type };
}
