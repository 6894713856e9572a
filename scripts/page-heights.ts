// Measures every registered page's full height on a phone (390×844) of a running server, in px
// and in screens (height / 844): `npm run page-heights` (BASE_URL, default http://localhost:3000).
// Prints a Markdown table for docs/page-heights.md.
import { chromium } from "@playwright/test";
import { pages } from "#/app/registry/pages.ts";
import { chromiumArgs, findBrowser } from "#/scripts/find-browser.ts";

const base = process.env.BASE_URL ?? "http://localhost:3000";
const viewport = { width: 390, height: 844 };

const browser = await chromium.launch({ executablePath: findBrowser(), args: chromiumArgs });
const context = await browser.newContext({ viewport });
const page = await context.newPage();
console.log("| Route | Height (px) | Screens |\n| --- | --: | --: |");
for (const { path } of pages) {
  await page.goto(base + path, { waitUntil: "networkidle" });
  // Every island hydrated (those that wait to be seen once scrolled into view), with the lazily
  // loaded pictures and carousels in place.
  await page.evaluate(async () => {
    for (let top = 0; top < document.documentElement.scrollHeight; top += window.innerHeight / 2) {
      window.scrollTo(0, top);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    window.scrollTo(0, 0);
  });
  await page.locator('[data-ready="false"]').first().waitFor({ state: "detached" });
  await page.waitForTimeout(300);
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  console.log(`| ${path} | ${height} | ${(height / viewport.height).toFixed(1)} |`);
}
await browser.close();
