import { defineConfig } from "vitest/config";

// Unit and component tests (colocated *.test.ts[x]); the React Router plugin is not needed here.
export default defineConfig({
  test: {
    environment: "jsdom",
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts", "media/**/*.test.ts"],
    setupFiles: ["./app/test-setup.ts"],
    pool: "threads",
    maxWorkers: 2,
  },
});
