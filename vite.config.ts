import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { codeSplitting } from "#/scripts/lib/chunks.ts";
import { buildDate, contentData } from "#/scripts/lib/content-plugin.ts";

export default defineConfig({
  plugins: [contentData(), tailwindcss(), reactRouter()],
  define: buildDate(),
  build: { rolldownOptions: { output: { codeSplitting } } },
  // Bundled into the prerendering server, not loaded as ~1,500 separate icon modules on its first
  // request: on a busy machine that first request otherwise outlasts the prerender timeout (10 s).
  ssr: { noExternal: ["lucide-react"] },
});
