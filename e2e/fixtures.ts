import { test as base, expect, type Page } from "@playwright/test";
import { readdirSync } from "node:fs";
import { join } from "node:path";

type Fixtures = {
  /** Console errors and uncaught exceptions seen on the page during the test. */
  consoleErrors: string[];
  /** Console warnings, e.g. the not-found page logging its path. */
  consoleWarnings: string[];
};

/**
 * Every test gets a page that cannot reach the internet: requests to other origins
 * are answered locally (aborted), so tests never depend on third parties.
 */
export const test = base.extend<Fixtures>({
  page: async ({ page, baseURL }, use) => {
    await page.route(
      (url) => !url.href.startsWith(baseURL!),
      (route) => route.abort("blockedbyclient"),
    );
    await use(page);
  },
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    await use(errors);
  },
  consoleWarnings: async ({ page }, use) => {
    const warnings: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "warning") warnings.push(message.text());
    });
    await use(warnings);
  },
});

export { expect };

/** Stores a chrome language before any page script runs, as a returning visitor would have. */
export async function storeLanguage(page: Page, code: string) {
  await page.addInitScript((value) => window.localStorage.setItem("preferred-language", value), code);
}

/** Waits until React has hydrated the page (the header reacts to scrolling only then). */
export async function hydrated(page: Page) {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/** Every prerendered route in the production build, e.g. ["/", "/contact"]. */
export function builtRoutes(): string[] {
  const client = join(import.meta.dirname, "..", "build", "client");
  return readdirSync(client, { recursive: true })
    .map(String)
    .filter((file) => file === "index.html" || file.endsWith("/index.html"))
    .map((file) => `/${file.replace(/\/?index\.html$/, "")}`)
    .sort();
}

export const mobile = { width: 390, height: 844 };
