// Scratch: the <head> and the visible text of each page, baseline vs Astro (after hydration).
import { chromium } from "@playwright/test";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"] });
const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
const errs: string[] = [];
page.on("pageerror", (e) => errs.push(e.message));
await page.goto("http://localhost:4402/");
await page.evaluate(() => reportError(new Error("probe: reportError reaches pageerror")));
await page.waitForTimeout(200);
console.log("probe:", errs);
for (const path of ["/", "/gehoorbescherming/zwem", "/in-ear-monitors/muzikanten"]) {
  const result: Record<string, { head: string[]; text: string; ids: string[]; bytes: number; inline: number }> = {};
  for (const [name, port] of [["baseline", 4400], ["astro", 4402]] as const) {
    const raw = await (await fetch(`http://localhost:${port}${path}`)).text();
    await page.goto(`http://localhost:${port}${path}`, { waitUntil: "networkidle" });
    result[name] = await page.evaluate(() => ({
      head: [...document.head.children].map((e) => {
        const a = (n: string) => e.getAttribute(n);
        return `${e.tagName.toLowerCase()} ${a("rel") ?? a("name") ?? a("property") ?? a("type") ?? ""} ${(a("href") ?? a("content") ?? "").slice(0, 70)}`.trim();
      }),
      text: (document.querySelector("main") as HTMLElement).innerText,
      ids: [...document.querySelectorAll("main [id]")].map((e) => e.id),
      bytes: 0,
      inline: 0,
    }));
    result[name].bytes = raw.length;
    result[name].inline = [...raw.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*ld\+json)[^>]*>([\s\S]*?)<\/script>/g)].reduce((a, m) => a + m[1].length, 0);
  }
  const { baseline, astro } = result;
  console.log(`\n== ${path}: html ${baseline.bytes} vs ${astro.bytes} bytes; inline script ${baseline.inline} vs ${astro.inline}`);
  console.log("main text identical:", baseline.text === astro.text, "ids identical:", JSON.stringify(baseline.ids) === JSON.stringify(astro.ids));
  if (baseline.text !== astro.text) {
    const a = baseline.text.split("\n"), b = astro.text.split("\n");
    for (let i = 0; i < Math.max(a.length, b.length); i++) if (a[i] !== b[i]) { console.log("first text diff", i, JSON.stringify(a[i]), "|", JSON.stringify(b[i])); break; }
  }
  const onlyBase = baseline.head.filter((h) => !astro.head.includes(h));
  const onlyAstro = astro.head.filter((h) => !baseline.head.includes(h));
  console.log("head only in baseline:", onlyBase);
  console.log("head only in astro:", onlyAstro);
}
await browser.close();
