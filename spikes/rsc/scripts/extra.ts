// Stored Arabic before load, client navigation to a page the spike does not have, and back.
import { chromium } from "@playwright/test";

const [port = "4401"] = process.argv.slice(2);
const origin = `http://localhost:${port}`;
const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
});
const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
await context.addInitScript(() => localStorage.setItem("preferred-language", "ar"));
const page = await context.newPage();
const log: string[] = [];
page.on("console", (m) => (m.type() === "error" || m.type() === "warning") && log.push(`${m.type()}: ${m.text().slice(0, 300)}`));
page.on("pageerror", (e) => log.push(`pageerror: ${e.message.slice(0, 300)}`));
page.on("request", (r) => r.resourceType() !== "image" && r.resourceType() !== "media" && log.push(`request ${new URL(r.url()).pathname}`));
await page.goto(`${origin}/in-ear-monitors/muzikanten`, { waitUntil: "load" });
await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
await page.waitForTimeout(1000);
console.log("stored ar:", await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]),
  "nav label:", await page.getByRole("navigation").first().getAttribute("aria-label"));
log.length = 0;
await page.locator('header a[href="/"]').first().click();
await page.waitForURL(`${origin}/`);
await page.waitForTimeout(1000);
console.log("to / (client):", page.url(), (await page.locator("h1").first().textContent({ timeout: 3000 }).catch(() => "no h1"))?.slice(0, 80), (await page.locator("body").innerText()).slice(0, 200), log);
log.length = 0;
await page.locator('a[href="/contact"]').first().evaluate((a: HTMLAnchorElement) => a.click());
await page.waitForTimeout(2500);
console.log("to /contact (not in spike):", page.url(), await page.locator("body").innerText().then((t) => t.slice(0, 60)), log.filter((l) => !l.includes("/assets/")));
await browser.close();
