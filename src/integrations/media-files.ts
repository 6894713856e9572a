// The pictures, video loops and brand images the pages name, written into public/ before Astro reads
// it (scripts/media.ts, then scripts/brand-images.ts), for `astro build` and `astro dev` alike: a bare
// `astro build` gives the same site as `npm run build`. Unchanged files are kept, so this is quick.
import type { AstroIntegration } from "astro";
import { runOwnerDataStep } from "#/src/integrations/owner-data.ts";

export function mediaFiles(): AstroIntegration {
  return {
    name: "klankwijs:media-files",
    hooks: {
      "astro:config:setup": ({ command }) => {
        if (command !== "build" && command !== "dev") return;
        runOwnerDataStep("scripts/media.ts", [], "Making the pictures (scripts/media.ts)");
        runOwnerDataStep("scripts/brand-images.ts", [], "Drawing the brand images (scripts/brand-images.ts)");
      },
    },
  };
}
