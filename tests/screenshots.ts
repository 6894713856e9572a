// Takes full-page screenshots of built pages at phone and desktop width, in Dutch and Arabic,
// for a person to look at: `npm run screenshots -- / /contact` (server must be running).
import { mkdir } from "node:fs/promises";
import { chromium } from "@playwright/test";
import { chromiumArgs, findBrowser } from "#/tests/find-browser.ts";

const base = process.env.BASE_URL ?? "http://localhost:3000";
const routes = process.argv.slice(2).length ? process.argv.slice(2) : ["/"];
const out = "test-results/screenshots";
await mkdir(out, { recursive: true });

const browser = await chromium.launch({ executablePath: findBrowser(), args: chromiumArgs });
for (const width of [390, 1280]) {
  for (const language of ["nl", "ar"]) {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    await context.addInitScript((code) => localStorage.setItem("preferred-language", code), language);
    const page = await context.newPage();
    page.on("console", (message) => console.log(`[${language} ${width}] ${message.type()}: ${message.text()}`));
    for (const route of routes) {
      await page.goto(base + route, { waitUntil: "networkidle" });
      await page.waitForTimeout(600);
      const name = `${out}/${route.replace(/\W+/g, "_") || "home"}-${language}-${width}.png`;
      await page.screenshot({ path: name, fullPage: true });
      console.log(name);
    }
    await context.close();
  }
}
await browser.close();
