// Finds a Chromium for the browser tests: CHROME_PATH, Debian's /usr/bin/chromium,
// or Playwright's own download. Returns undefined when there is none.
import { existsSync } from "node:fs";
import { chromium } from "@playwright/test";

const candidates = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"];

export function findBrowser(): string | undefined {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  const system = candidates.find((path) => existsSync(path));
  if (system) return system;
  const bundled = chromium.executablePath();
  return existsSync(bundled) ? bundled : undefined;
}

/** Debian's headless shell (package chromium-headless-shell): Chromium's engine without the desktop browser. */
export const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";

/**
 * For the browser tests: CHROME_PATH, else the headless shell, which needs half the CPU a test of
 * the full browser (the suite is bound by two cores), else findBrowser's.
 */
export function findTestBrowser(): string | undefined {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  return existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : findBrowser();
}

/** Flags that keep a headless Chromium quiet on a closed network and inside containers. */
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
