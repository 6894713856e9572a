// Where the main thread goes (4x CPU throttling, 390 px, first 6 s): self time by script file.
// `node scripts/profile.ts <port> <path>`.
import { chromium } from "@playwright/test";

const [port = "4401", path = "/"] = process.argv.slice(2);
const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
});
const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
await cdp.send("Profiler.enable");
await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
await cdp.send("Profiler.start");
await page.goto(`http://localhost:${port}${path}`, { waitUntil: "load" });
await page.waitForTimeout(6000);
const { profile } = await cdp.send("Profiler.stop");
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const dt = new Map<number, number>();
profile.samples!.forEach((id, i) => dt.set(id, (dt.get(id) ?? 0) + (profile.timeDeltas![i] ?? 0)));
const byFile = new Map<string, number>();
const byFn = new Map<string, number>();
for (const [id, us] of dt) {
  const node = byId.get(id)!;
  const file = node.callFrame.url ? new URL(node.callFrame.url).pathname : `(${node.callFrame.functionName || "native"})`;
  byFile.set(file, (byFile.get(file) ?? 0) + us);
  const fn = `${node.callFrame.functionName || "(anon)"} ${file}`;
  byFn.set(fn, (byFn.get(fn) ?? 0) + us);
}
const top = (m: Map<string, number>, n: number) =>
  [...m].sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, v]) => `${String(Math.round(v / 1000)).padStart(6)} ms  ${k}`).join("\n");
console.log(`${port} ${path}\n-- by file\n${top(byFile, 12)}\n-- by function\n${top(byFn, 15)}`);
await browser.close();
