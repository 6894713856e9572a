// Scratch: the long tasks of one load (4x CPU), with what was loading around them.
import { chromium } from "@playwright/test";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"] });
const [port, path = "/"] = process.argv.slice(2);
const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
const page = await context.newPage();
await page.addInitScript(() => {
  (window as any).__lt = [];
  new PerformanceObserver((l) => { for (const e of l.getEntries()) (window as any).__lt.push([Math.round(e.startTime), Math.round(e.duration)]); }).observe({ type: "longtask", buffered: true });
});
const cdp = await context.newCDPSession(page);
await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
await page.goto(`http://localhost:${port}${path}`, { waitUntil: "load" });
await page.waitForTimeout(5000);
console.log(await page.evaluate(() => ({
  longtasks: (window as any).__lt,
  fcp: Math.round(performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0),
  scripts: performance.getEntriesByType("resource").filter((r) => r.name.endsWith(".js")).map((r) => `${new URL(r.name).pathname.slice(8, 30)} ${Math.round(r.startTime)}-${Math.round(r.responseEnd)}`),
  dcl: Math.round((performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).domContentLoadedEventEnd),
})));
await browser.close();
