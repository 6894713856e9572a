// `node --import ./scripts/content-loader.ts spikes/measure/smoke.ts <dir>…`: before measuring, shows
// that each variant's three pages load without console errors and that the phone menu opens
// (the header is interactive), so no variant is measured half-broken.
import { chromium } from "@playwright/test";
import { chromiumArgs, findBrowser } from "#/scripts/find-browser.ts";
import { serve } from "./serve.ts";

const pages = ["/", "/gehoorbescherming/zwem", "/in-ear-monitors/muzikanten"];
const browser = await chromium.launch({ executablePath: findBrowser(), args: chromiumArgs });
let failed = 0;
for (const [index, dir] of process.argv.slice(2).entries()) {
  const server = await serve(dir, 4450 + index);
  for (const path of pages) {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const errors: string[] = [];
    page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto(`http://localhost:${4450 + index}${path}`, { waitUntil: "load" });
    // Tapped at once after load, and again each second: a tap that lands before the header's script
    // has arrived does nothing, which the line reports as the taps it took.
    const loaded = Date.now();
    let taps = 0;
    let menuOpened = false;
    while (!menuOpened && taps < 10) {
      taps++;
      await page.getByRole("button", { name: "Menu openen" }).click();
      menuOpened = await page
        .getByRole("dialog")
        .waitFor({ timeout: 1000 })
        .then(() => true, () => false);
    }
    const ok = menuOpened && errors.length === 0;
    if (!ok) failed++;
    const took = menuOpened ? ` (menu open after ${taps} tap${taps > 1 ? "s" : ""}, ${Date.now() - loaded} ms)` : " (menu did not open)";
    console.log(`${ok ? "ok  " : "FAIL"} ${dir} ${path}${took}${errors.map((e) => `\n     ${e}`).join("")}`);
    await page.close();
  }
  server.close();
}
await browser.close();
process.exit(failed ? 1 : 0);
