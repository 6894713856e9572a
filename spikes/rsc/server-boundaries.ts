import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";

const repo = fileURLToPath(new URL("../../", import.meta.url));
const here = fileURLToPath(new URL("./", import.meta.url));

/**
 * In the React Server Components environment only, some of the site's modules are swapped for the
 * spike's own: "use client" re-exports (interactive parts: the page keeps importing the same name,
 * the RSC build turns it into a client reference) and server shims (the picture and icon contexts,
 * which use createContext, and scroll.ts, whose onClick handler cannot cross to a client component).
 * app/ itself is untouched; the client and SSR environments load the real modules.
 */
const swaps: Record<string, string> = {
  "app/components/site-header.tsx": "app/client/site-header.tsx",
  "app/components/site-footer.tsx": "app/client/site-footer.tsx",
  "app/components/chat-bubble.tsx": "app/client/chat-bubble.tsx",
  "app/components/home/services-section.tsx": "app/client/services-section.tsx",
  "app/components/hero-video.tsx": "app/client/hero-video.tsx",
  "app/components/external-link.tsx": "app/client/external-link.tsx",
  "app/components/call-link.tsx": "app/client/call-link.tsx",
  "app/components/carousel.tsx": "app/client/carousel.tsx",
  "app/components/sections/opening-hours.tsx": "app/client/opening-hours.tsx",
  "app/components/sections/islands.ts": "app/server/islands.ts",
  "app/components/content-icon.tsx": "app/server/content-icon.tsx",
  "app/components/media-context.tsx": "app/server/media-context.tsx",
  "app/lib/scroll.ts": "app/server/scroll.ts",
};
const byFile = new Map(Object.entries(swaps).map(([from, to]) => [repo + from, here + to]));

export function serverBoundaries(): Plugin {
  return {
    name: "spike-rsc:server-boundaries",
    enforce: "pre",
    async resolveId(source, importer, options) {
      if (this.environment?.name !== "rsc" || !importer) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      const swap = resolved && byFile.get(resolved.id.split("?")[0]!);
      // The swap modules themselves import the real module.
      if (!swap || importer.startsWith(here + "app/client/") || importer.startsWith(here + "app/server/")) return resolved;
      return swap;
    },
  };
}
