// The build's last step as an Astro integration, run once Astro has written every page and the
// editor (so it is listed after `editor()` in astro.config.ts): the sitemap, the serving policy for
// Cloudflare Pages, precompressed copies and the serving manifest (scripts/lib/finish-build.ts).
// Astro writes into `<build>/client/`; the serving manifest goes beside it.
import { basename, dirname } from "node:path";
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import { runOwnerDataStep } from "#/src/integrations/owner-data.ts";

export function finishBuild(): AstroIntegration {
  return {
    name: "klankwijs:finish-build",
    hooks: {
      "astro:build:done": ({ dir }) => {
        const client = fileURLToPath(dir);
        // The hosts' files go beside client/ (scripts/build.ts passes --outDir <build>/client).
        if (basename(client) !== "client")
          throw new Error(`The build must be written to a client/ folder, not ${client}`);
        runOwnerDataStep("scripts/finish-build.ts", [dirname(client)], "Finishing the build");
      },
    },
  };
}
