import type { Plugin } from "vite";
import { checkContent } from "#/src/data/check-content.ts";
import { ContentError, dataModule } from "#/src/data/data-files.ts";
import { practiceClock } from "#/src/lib/opening-hours.ts";

/**
 * Pages import the owner's data files (content/*.yaml) as plain objects, checked at build time:
 * a file that does not match its schema stops the build with a Dutch message naming the field.
 */
export function contentData(): Plugin {
  return {
    name: "klankwijs:content-data",
    enforce: "pre",
    // Every file first, so a build lists all problems at once instead of stopping at the first import.
    buildStart() {
      try {
        checkContent();
      } catch (error) {
        if (error instanceof ContentError) this.error(error.message);
        throw error;
      }
    },
    load(id) {
      const path = id.split("?")[0]!;
      const source = dataModule(path);
      if (source === undefined) return null;
      this.addWatchFile(path);
      return { code: source, map: null };
    },
  };
}

/** `import.meta.env.BUILD_DATE` (src/lib/build-date.ts): today in Amsterdam, when the site is built. */
export function buildDate(): Record<string, string> {
  return { "import.meta.env.BUILD_DATE": JSON.stringify(practiceClock(new Date()).date) };
}
