/**
 * Brand values needed outside the stylesheet: the browser-chrome colour, the background of
 * home-screen icons and the splash screen, and the web app manifest's texts (media/brand.ts
 * and scripts/brand-images.ts build the icons, the default preview image and the manifest).
 *
 * `themeColor` and `backgroundColor` must equal the `--color-petrol-900` and `--color-canvas`
 * tokens in app/app.css; brand.test.ts fails when they drift apart.
 *
 * Imported by build scripts run by Node directly, hence the explicit `.ts` import.
 */
import { business } from "#/app/data/business.ts";

const places = business.branches.map((branch) => branch.name).join(" en ");

export const brand = {
  /** Name under the home-screen icon, where the full practice name does not fit. */
  shortName: "Klankwijs", // PLACEHOLDER: follows business.name
  /** One line about the practice for the web app manifest. */
  description: `Hoortoestellen, gehoorbescherming op maat en in-ear monitors in ${places}.`,
  /** `--color-petrol-900` */
  themeColor: "#0a3d48",
  /** `--color-canvas` */
  backgroundColor: "#fbf8f4",
} as const;
