/**
 * Brand values needed outside the stylesheet: the browser-chrome colour, the background of
 * home-screen icons and the splash screen, what the default preview image says, and the web app
 * manifest (scripts/brand-images.ts draws the icons and the image with media/brand.ts, and writes
 * the manifest).
 *
 * `themeColor` and `backgroundColor` are media/brand.ts's (brand.test.ts checks them against src/app.css).
 *
 * Imported by build scripts run by Node directly, hence the explicit `.ts` import.
 */
import { business } from "#/src/data/business.server.ts";
import { BACKGROUND_COLOR, manifestIcons, THEME_COLOR, type OgTexts } from "#/media/brand.ts";

const places = business.branches.map((branch) => branch.name);

/** What the default preview image says. */
export const ogTexts: OgTexts = {
  name: business.name,
  services: ["Hoortoestellen", "Gehoorbescherming op maat", "In-ear monitors"],
  places: places.join(" · "),
};

/** "a, b en c", as the site's other lists. */
const listing = (items: readonly string[]) => new Intl.ListFormat("nl", { type: "conjunction" }).format(items);
const services = listing(ogTexts.services.map((service, i) => (i === 0 ? service : service.toLowerCase())));

export const brand = {
  /** Name under the home-screen icon, where the full practice name does not fit. */
  shortName: "Klankwijs", // PLACEHOLDER: follows business.name
  /** One line about the practice for the web app manifest. */
  description: `${services} in ${listing(places)}.`,
  themeColor: THEME_COLOR,
  backgroundColor: BACKGROUND_COLOR,
} as const;
/** Alt text of the default preview image (og:image:alt). */
export const OG_IMAGE_ALT = `${business.name}: ${listing(ogTexts.services.map((service) => service.toLowerCase()))} in ${listing(places)}`;

/** The web app manifest, written to MANIFEST_PATH. */
export function webManifest() {
  return {
    name: business.name,
    short_name: brand.shortName,
    description: brand.description,
    lang: "nl",
    dir: "ltr",
    start_url: "/",
    scope: "/",
    display: "standalone",
    background_color: brand.backgroundColor,
    theme_color: brand.themeColor,
    icons: manifestIcons,
  };
}
