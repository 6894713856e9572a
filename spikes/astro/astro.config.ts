// Spike: the site's three sample pages as Astro static output with React islands (issue 19).
import { fileURLToPath } from "node:url";
import react from "@astrojs/react";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "astro/config";
import { buildDate, contentData } from "../../scripts/lib/content-plugin.ts";
import { islandModulePreloads } from "./src/modulepreload.ts";

const root = fileURLToPath(new URL("../../", import.meta.url));
const here = fileURLToPath(new URL("./", import.meta.url));

/** Packages only the root has (the site's dependencies) that import React. */
const fromRootWithReact = ["lucide-react", "radix-ui", /^@radix-ui\//, "embla-carousel-react", "embla-carousel"];

export default defineConfig({
  output: "static",
  // The site's public/ (media, favicons, manifest, og-image): run the root's `npm run build`
  // (or `npm run media`) first so public/media is there.
  publicDir: `${root}public`,
  // SPIKE_HEADER_IDLE=1: the header hydrates once the browser is idle, like the site's hydration
  // gate; a separate output so both can be measured.
  outDir: process.env.SPIKE_HEADER_IDLE === "1" ? "./dist-idle" : "./dist",
  build: { assets: "assets", format: "directory", inlineStylesheets: "never" },
  // Islands are React; the site's components live in ../../app.
  integrations: [react(), islandModulePreloads()],
  devToolbar: { enabled: false },
  vite: {
    plugins: [contentData(), tailwindcss()],
    define: buildDate(),
    resolve: {
      // `#/…` from the spike's own files (files inside the root package resolve it through its package.json).
      alias: [{ find: /^#\/(.*)$/, replacement: `${root}$1` }],
      // One React (and one router) for the island bundles and the build-time render: the site's
      // components resolve these from the root's node_modules, the renderer from the spike's.
      dedupe: ["react", "react-dom", "react-router", "scheduler"],
    },
    // Bundle the packages the site's components pull from the root's node_modules into the
    // build-time render, so they see the deduped React instead of loading a second copy.
    ssr: { noExternal: fromRootWithReact },
    environments: {
      prerender: { resolve: { noExternal: fromRootWithReact } },
      ssr: { resolve: { noExternal: fromRootWithReact } },
    },
    server: { fs: { allow: [root, here] } },
  },
});
