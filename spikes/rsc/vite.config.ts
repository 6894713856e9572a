import { fileURLToPath } from "node:url";
import { unstable_reactRouterRSC as reactRouterRSC } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import rsc from "@vitejs/plugin-rsc";
import { defineConfig } from "vite";
import { buildDate, contentData } from "../../scripts/lib/content-plugin.ts";
import { serverBoundaries } from "./server-boundaries.ts";

const repo = fileURLToPath(new URL("../../", import.meta.url));

export default defineConfig({
  // Same URLs as the site: /media/... and the icons come from the root's public/ folder.
  publicDir: fileURLToPath(new URL("../../public", import.meta.url)),
  resolve: { alias: [{ find: /^#\//, replacement: repo }] },
  plugins: [contentData(), serverBoundaries(), tailwindcss(), reactRouterRSC(), react(), rsc()],
  define: buildDate(),
  environments: {
    rsc: { resolve: { noExternal: true } },
    ssr: { resolve: { noExternal: true } },
  },
});
