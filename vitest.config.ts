import { defineConfig } from "vitest/config";
import { buildDate, contentData } from "#/scripts/lib/content-plugin.ts";

// Unit and component tests (colocated *.test.ts[x]); the React Router plugin is not needed here.
export default defineConfig({
  plugins: [contentData()],
  define: buildDate(),
  test: {
    environment: "jsdom",
    include: [
      "app/**/*.test.{ts,tsx}",
      "server/**/*.test.ts",
      "scripts/**/*.test.ts",
      "media/**/*.test.ts",
      "admin/**/*.test.ts",
      "hosting/**/*.test.ts",
    ],
    setupFiles: ["./app/test-setup.ts"],
    pool: "threads",
    maxWorkers: 2,
  },
});
