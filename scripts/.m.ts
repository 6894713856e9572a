import { chromium } from "@playwright/test";
const b = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const p = await b.newPage({ viewport: { width: 390, height: 844 } });
for (const r of process.argv.slice(2)) {
  await p.goto("http://localhost:4399" + r);
  console.log(r, await p.evaluate(() => ({
    total: document.documentElement.scrollHeight,
    header: document.querySelector("header")?.getBoundingClientRect().height,
    footer: document.querySelector("footer")?.getBoundingClientRect().height,
    parts: [...document.querySelectorAll("main > *, main > * > section, main section")].filter(e=>e.id || e.getAttribute("aria-labelledby")).slice(0,30).map((e) => `${e.tagName}#${e.id || e.getAttribute("aria-labelledby")}:${Math.round(e.getBoundingClientRect().height)}`),
  })));
}
await b.close();
