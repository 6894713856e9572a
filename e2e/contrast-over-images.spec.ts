import type { Locator, Page } from "@playwright/test";
import sharp from "sharp";
import { builtRoutes, expect, hydrated, mobile, test } from "#/e2e/fixtures.ts";

// Axe cannot judge text drawn over a picture, a video, a gradient or a see-through header: it
// leaves those for review. This measures them. The text is made invisible, the pixels behind each of its lines
// are captured, and the contrast between the text colour and those pixels must reach AA
// (4.5:1, or 3:1 for large text) for all but the worst 1 % of them (stray specks of a photo).

test.use({ reducedMotion: "reduce" });

type Measured = { text: string; ratio: number; required: number };

const linear = (channel: number) => {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};
const luminance = (r: number, g: number, b: number) => 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
const contrast = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

/** The contrast of each element's text against what is drawn behind it, at its worst. */
async function measure(page: Page, text: Locator): Promise<Measured[]> {
  const results: Measured[] = [];
  for (const element of await text.all()) {
    await element.scrollIntoViewIfNeeded();
    const info = await element.evaluate((node: HTMLElement) => {
      // Each run of text with its own colour and size: the lines it occupies.
      const canvas = document.createElement("canvas").getContext("2d", { willReadFrequently: true })!;
      const runs = [];
      const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
      for (let text = walker.nextNode(); text; text = walker.nextNode()) {
        const parent = text.parentElement!;
        const box = parent.getBoundingClientRect();
        // Visually hidden text (in a clipped 1 px box) is for screen readers only; text drawn in
        // an SVG is the logotype, which WCAG leaves to the brand.
        if (!text.textContent!.trim() || box.width <= 1 || box.height <= 1 || parent.closest("svg")) continue;
        const style = getComputedStyle(parent);
        const range = document.createRange();
        range.selectNodeContents(text);
        const lines = [...range.getClientRects()]
          .filter((rect) => rect.width > 0 && rect.height > 0)
          .map((rect) => ({ x: rect.x, y: rect.y, width: rect.width, height: rect.height }));
        if (lines.length === 0) continue;
        // Any CSS colour (oklch included) to sRGB bytes, the way the page paints it.
        canvas.fillStyle = style.color;
        canvas.fillRect(0, 0, 1, 1);
        const [r, g, b] = canvas.getImageData(0, 0, 1, 1).data;
        const size = Number.parseFloat(style.fontSize);
        const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
        runs.push({ rgb: [r!, g!, b!] as const, large, lines, text: text.textContent!.trim().slice(0, 40) });
      }
      node.dataset.measuring = "";
      return runs;
    });
    const style = await page.addStyleTag({
      content: `[data-measuring], [data-measuring] * { color: transparent !important; -webkit-text-fill-color: transparent !important; text-shadow: none !important; text-decoration-color: transparent !important; }
        [data-measuring] svg { visibility: hidden !important; }`,
    });
    const shot = await page.screenshot({ animations: "disabled", caret: "hide" });
    await style.evaluate((node: Element) => node.remove());
    await element.evaluate((node: HTMLElement) => delete node.dataset.measuring);

    const { data, info: image } = await sharp(shot).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    for (const run of info) {
      const textLuminance = luminance(...run.rgb);
      const ratios: number[] = [];
      for (const line of run.lines) {
        const left = Math.max(0, Math.floor(line.x));
        const right = Math.min(image.width, Math.ceil(line.x + line.width));
        const top = Math.max(0, Math.floor(line.y));
        const bottom = Math.min(image.height, Math.ceil(line.y + line.height));
        for (let y = top; y < bottom; y++) {
          for (let x = left; x < right; x++) {
            const at = (y * image.width + x) * 3;
            ratios.push(contrast(textLuminance, luminance(data[at]!, data[at + 1]!, data[at + 2]!)));
          }
        }
      }
      if (ratios.length === 0) continue; // scrolled out of the viewport
      ratios.sort((a, b) => a - b);
      const ratio = ratios[Math.floor(ratios.length * 0.01)]!;
      results.push({ text: run.text, ratio: Math.round(ratio * 100) / 100, required: run.large ? 3 : 4.5 });
    }
  }
  return results;
}

const belowAA = (measured: Measured[]) => {
  if (process.env.SHOW_CONTRAST) console.log(measured);
  return measured.filter(({ ratio, required }) => ratio < required);
};

/** Waits until the pictures in view are drawn (the measurement would otherwise see their placeholder). */
async function picturesDrawn(page: Page) {
  await page.waitForFunction(() =>
    [...document.images]
      .filter((image) => image.loading !== "lazy")
      .every((image) => image.complete && image.naturalWidth > 0),
  );
}

const articles = builtRoutes().filter((route) => /^\/blogs\/[^/]+$/.test(route));

for (const viewport of [mobile, { width: 1280, height: 800 }]) {
  test(`every article's title over its picture reaches AA at ${viewport.width} px`, async ({ page }) => {
    expect(articles.length).toBeGreaterThan(0);
    test.setTimeout(10_000 + 5_000 * articles.length); // one page per post, however many the owner writes
    await page.setViewportSize(viewport);
    const measured: Measured[] = [];
    for (const route of articles) {
      await page.goto(route);
      await picturesDrawn(page);
      measured.push(...(await measure(page, page.getByRole("heading", { level: 1 }))));
    }
    expect(measured.length).toBeGreaterThanOrEqual(articles.length);
    expect(belowAA(measured)).toEqual([]);
  });
}

test("text on the light gradient of the home hero and the page headers reaches AA", async ({ page }) => {
  await page.setViewportSize(mobile);
  const measured: Measured[] = [];
  for (const [route, top] of [
    ["/", page.locator("#home")],
    ["/contact", page.locator("main > header")],
    ["/gehoorbescherming/zwem", page.locator("main > header")],
  ] as const) {
    await page.goto(route);
    await picturesDrawn(page);
    const found = await measure(page, top);
    expect(found.length, route).toBeGreaterThan(1);
    measured.push(...found);
  }
  expect(belowAA(measured)).toEqual([]);
});

test("the measurement fails text that is too faint for its background", async ({ page }) => {
  await page.goto(articles[0]!);
  await picturesDrawn(page);
  const title = page.getByRole("heading", { level: 1 });
  await title.evaluate((heading: HTMLElement) => (heading.style.color = "#4a5a60"));
  const [measured] = await measure(page, title);
  expect(measured!.ratio).toBeLessThan(measured!.required);
});

test("the header's text stays readable when it is see-through over a dark picture", async ({ page }) => {
  const [article] = articles;
  for (const viewport of [mobile, { width: 1500, height: 900 }]) {
    await page.setViewportSize(viewport);
    await page.goto(article!);
    await hydrated(page);
    await picturesDrawn(page);
    // Scrolled so that the article's dark picture lies under the header.
    await page.mouse.wheel(0, 120);
    const header = page.getByRole("banner");
    await expect(header).toHaveAttribute("data-scrolled", "true");
    const measured = await measure(page, header);
    expect(measured.length, `header texts at ${viewport.width} px`).toBeGreaterThan(0);
    expect(belowAA(measured), `at ${viewport.width} px`).toEqual([]);
  }
});

test.describe("with motion allowed", () => {
  test.use({ reducedMotion: "no-preference" });

  test("the video's pause button reaches AA over the playing video", async ({ page }) => {
    await page.goto("/in-ear-monitors/muzikanten");
    await hydrated(page);
    const pause = page.getByRole("button", { name: "Video pauzeren" });
    await expect(pause).toBeVisible();
    await page.waitForFunction(() => document.querySelector("video")!.readyState >= 2);
    const measured = await measure(page, pause);
    expect(measured.length, "the button's text was measured").toBeGreaterThan(0);
    expect(belowAA(measured)).toEqual([]);
  });
});
