// The site's own client directive (src/directives/first-use.ts) as an Astro integration.
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";

declare module "astro" {
  interface AstroClientDirectives {
    /**
     * Hydrates when the page is idle (or, with "visible", when the island comes into view), or at the
     * first touch, click or key inside it, and acts on that.
     */
    "client:firstuse"?: boolean | "visible";
  }
}

export function firstUseDirective(): AstroIntegration {
  return {
    name: "klankwijs:first-use",
    hooks: {
      "astro:config:setup": ({ addClientDirective }) =>
        addClientDirective({
          name: "firstuse",
          entrypoint: fileURLToPath(new URL("../directives/first-use.ts", import.meta.url)),
        }),
    },
  };
}
