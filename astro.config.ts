// The site as Astro static pages with React islands (issue 27), built by `npm run build`
// (scripts/build.ts). The routes are src/pages/, their layout src/layouts/; the page bodies are React components
// (src/page-bodies/, src/components/), rendered at build time; only what a visitor operates hydrates (src/components/islands/).
import react from "@astrojs/react";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "astro/config";
import { buildDate } from "#/scripts/lib/build-date.ts";
import { editor } from "#/src/integrations/editor.ts";
import { finishBuild } from "#/src/integrations/finish-build.ts";
import { firstUseDirective } from "#/src/integrations/first-use.ts";
import { mediaFiles } from "#/src/integrations/media-files.ts";
import { ownerData } from "#/src/integrations/owner-data.ts";

/**
 * Bundled into the build-time render: lucide-react rather than ~1,500 separate icon modules, and
 * Astro's own `cookie` (2.x), which the prerenderer would otherwise load from the root's
 * node_modules, where the editor's local server keeps an older major.
 */
const noExternal = ["lucide-react", "cookie"];

export default defineConfig({
  output: "static",
  // scripts/build.ts writes each build to a fresh folder of its own (--outDir), never to the published one.
  outDir: "./.builds/unpublished/client",
  // Hashed bundles under /assets/: the server and the hosts cache them for a year (server/paths.ts).
  build: { assets: "assets", format: "directory", inlineStylesheets: "never" },
  trailingSlash: "never",
  // mediaFiles() first: it writes the pictures into public/ before Astro reads it. finishBuild() last:
  // it lists and compresses what the others wrote.
  integrations: [mediaFiles(), ownerData(), react(), firstUseDirective(), editor(), finishBuild()],
  devToolbar: { enabled: false },
  vite: {
    plugins: [tailwindcss()],
    define: buildDate(),
    ssr: { noExternal },
    environments: {
      prerender: { resolve: { noExternal } },
      // React in one chunk every island shares, not split wherever the islands' imports happen to cut it.
      client: {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: { groups: [{ name: "react", test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ }] },
            },
          },
        },
      },
    },
  },
});
