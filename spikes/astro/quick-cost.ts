// Scratch, indicative only (not Lighthouse): main-thread cost of loading each page once at 390 px
// with 4x CPU throttling — script time, task time, and long tasks past 50 ms (a TBT-like sum).
import { chromium } from "@playwright/test";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"] });
const runs = Number(process.argv[2] ?? 3);
for (const path of ["/", "/gehoorbescherming/zwem", "/in-ear-monitors/muzikanten"]) {
  for (const [name, port] of [["baseline", 4400], ["astro", 4402]] as const) {
    const rows: number[][] = [];
    for (let i = 0; i < runs; i++) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
      const page = await context.newPage();
      await page.addInitScript(() => {
        (window as any).__long = 0;
        new PerformanceObserver((list) => { for (const e of list.getEntries()) (window as any).__long += Math.max(0, e.duration - 50); }).observe({ type: "longtask", buffered: true });
      });
      const cdp = await context.newCDPSession(page);
      await cdp.send("Performance.enable");
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
      await page.goto(`http://localhost:${port}${path}`, { waitUntil: "load" });
      await page.waitForTimeout(5000);
      const { metrics } = await cdp.send("Performance.getMetrics");
      const m = Object.fromEntries(metrics.map((x) => [x.name, x.value]));
      rows.push([m.ScriptDuration! * 1000, m.TaskDuration! * 1000, await page.evaluate(() => (window as any).__long)]);
      await context.close();
    }
    const median = (k: number) => rows.map((r) => r[k]!).sort((a, b) => a - b)[Math.floor(rows.length / 2)]!.toFixed(0);
    console.log(`${name.padEnd(8)} ${path.padEnd(28)} script ${median(0)} ms  tasks ${median(1)} ms  long-task excess ${median(2)} ms`);
  }
}
await browser.close();
