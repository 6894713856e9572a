import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { codeSplitting } from "#/scripts/lib/chunks.ts";
import { buildDate, contentData } from "#/scripts/lib/content-plugin.ts";

export default defineConfig({
  plugins: [contentData(), tailwindcss(), reactRouter()],
  define: buildDate(),
  build: { rolldownOptions: { output: { codeSplitting } } },
});
