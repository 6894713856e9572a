// Rough main-thread probe (not Lighthouse): 4x CPU throttling, 390 px, sum of long-task time over
// 50 ms ("blocking") in the first 8 s after navigation. `node scripts/long-tasks.ts 4401 4410 [runs]`.
import { chromium } from "@playwright/test";

const [spikePort = "4401", basePort = "4410", runs = "2"] = process.argv.slice(2);
const pages = ["/", "/gehoorbescherming/zwem", "/in-ear-monitors/muzikanten"];
const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
});
for (const path of pages) {
  for (const [name, port] of [["rsc", spikePort], ["base", basePort]] as const) {
    const rows: string[] = [];
    for (let i = 0; i < Number(runs); i++) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
      await page.addInitScript(() => {
        (window as any).__tasks = [];
        new PerformanceObserver((list) => {
          for (const e of list.getEntries()) (window as any).__tasks.push([e.startTime, e.duration]);
        }).observe({ type: "longtask", buffered: true });
      });
      await page.goto(`http://localhost:${port}${path}`, { waitUntil: "load" });
      await page.waitForTimeout(8000);
      const { tasks, fcp, hydrated } = await page.evaluate(() => ({
        tasks: (window as any).__tasks as [number, number][],
        fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0,
        hydrated: document.documentElement.dataset.hydrated,
      }));
      const afterFcp = tasks.filter(([start]) => start >= fcp);
      const blocking = afterFcp.reduce((sum, [, d]) => sum + Math.max(0, d - 50), 0);
      const longest = Math.max(0, ...tasks.map(([, d]) => d));
      rows.push(`blocking ${Math.round(blocking)} ms, longest ${Math.round(longest)} ms, tasks ${tasks.length}, fcp ${Math.round(fcp)}, hydrated ${hydrated}`);
      await context.close();
    }
    console.log(`${name.padEnd(4)} ${path}\n  ${rows.join("\n  ")}`);
  }
}
await browser.close();
