import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { buildDate, contentData } from "#/scripts/lib/content-plugin.ts";

export default defineConfig({
  plugins: [contentData(), tailwindcss(), reactRouter()],
  define: buildDate(),
});
