// Measures every registered page's and published post's full height on a phone (390×844) of a
// running server, in px and in screens (height / 844): `npm run page-heights` (BASE_URL, default
// http://localhost:3000).
// Prints a Markdown table for docs/page-heights.md.
import { chromium } from "@playwright/test";
import { publishedPosts } from "#/src/data/blog-posts.server.ts";
import { pages } from "#/src/registry/pages.ts";
import { chromiumArgs, findBrowser } from "#/tests/find-browser.ts";

const base = process.env.BASE_URL ?? "http://localhost:3000";
const viewport = { width: 390, height: 844 };

const browser = await chromium.launch({ executablePath: findBrowser(), args: chromiumArgs });
const context = await browser.newContext({ viewport });
const page = await context.newPage();
console.log("| Route | Height (px) | Screens |\n| --- | --: | --: |");
for (const { path } of [...pages, ...publishedPosts()]) {
  await page.goto(base + path, { waitUntil: "networkidle" });
  // Every island hydrated (those that wait to be seen once scrolled into view), with the lazily
  // loaded pictures and carousels in place: scroll through the page, then to each island still
  // waiting (its mark, src/components/islands/island-mark.tsx, says data-ready="false").
  await page.evaluate(async () => {
    const pause = () => new Promise((resolve) => setTimeout(resolve, 50));
    for (let top = 0; top < document.documentElement.scrollHeight; top += window.innerHeight / 2) {
      window.scrollTo(0, top);
      await pause();
    }
    // At most 15 s for a slow island.
    for (let round = 0; round < 300; round++) {
      const waiting = [...document.querySelectorAll('[data-island][data-ready="false"]')];
      if (!waiting.length) break;
      for (const mark of waiting) (mark.nextElementSibling ?? mark.parentElement)?.scrollIntoView({ block: "center" });
      await pause();
    }
    window.scrollTo(0, 0);
  });
  const waiting = await page
    .locator('[data-island][data-ready="false"]')
    .evaluateAll((marks) => marks.map((mark) => mark.getAttribute("data-island")));
  if (waiting.length) throw new Error(`${path}: islands not hydrated: ${waiting.join(", ")}`);
  await page.waitForTimeout(300);
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  console.log(`| ${path} | ${height} | ${(height / viewport.height).toFixed(1)} |`);
}
await browser.close();
