import type { Page } from "@playwright/test";
import { expect, hydrated, mobile, test } from "#/e2e/fixtures.ts";

// The web font may arrive after the first paint (font-display: swap). Until then the text is set in
// a system face resized to its metrics (src/styles/font-fallback.css), so the swap moves nothing.

/** The faces Chromium really draws the h1's text with (what the page asks for is not what it gets). */
async function drawnFaces(page: Page) {
  const session = await page.context().newCDPSession(page);
  await session.send("DOM.enable");
  await session.send("CSS.enable");
  const { root } = await session.send("DOM.getDocument");
  const { nodeId } = await session.send("DOM.querySelector", { nodeId: root.nodeId, selector: "h1" });
  const { fonts } = await session.send("CSS.getPlatformFontsForNode", { nodeId });
  await session.detach();
  return fonts.map((font) => font.familyName);
}

const shiftsSoFar = (page: Page) =>
  page.evaluate(() => (window as unknown as { shifts: number[] }).shifts.reduce((sum, value) => sum + value, 0));

/** Two frames: the one that lays out what changed, and the one after it, by which its layout shifts are reported. */
const twoFrames = (page: Page) =>
  page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0)))),
  );

for (const route of ["/", "/in-ear-monitors/muzikanten"]) {
  test(`${route}: text shows at once in the adjusted fallback and the late font shifts no layout`, async ({ page }) => {
    await page.setViewportSize(mobile);
    let releaseFont = () => {};
    const fontHeld = new Promise<void>((resolve) => (releaseFont = resolve));
    await page.route("**/*.woff2", async (route) => {
      await fontHeld;
      await route.continue();
    });
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { shifts: number[] }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) shifts.push(entry.value);
        }
      }).observe({ type: "layout-shift", buffered: true });
    });

    await page.goto(route, { waitUntil: "domcontentloaded" });
    await expect(page.locator("h1")).toBeVisible();
    const fallbackInUse = () =>
      page.evaluate(() =>
        [...document.fonts].some((face) => face.family.includes("Fallback: Arial") && face.status === "loaded"),
      );
    await expect.poll(fallbackInUse).toBe(true);
    const webFontLoaded = () =>
      page.evaluate(() =>
        [...document.fonts].some((face) => face.family.includes("Variable") && face.status === "loaded"),
      );
    expect(await webFontLoaded()).toBe(false);
    const before = await drawnFaces(page);
    expect(before.join(), "the h1 before the font arrives").not.toMatch(/Atkinson/);
    await twoFrames(page);
    const beforeSwap = await shiftsSoFar(page);

    // The font arrives: 'loadingdone' names the faces it has loaded; then the swap is laid out.
    const swapped = page.evaluate(
      () =>
        new Promise<void>((resolve) =>
          document.fonts.addEventListener("loadingdone", (event) => {
            if ((event as FontFaceSetLoadEvent).fontfaces.some((face) => face.family.includes("Variable"))) resolve();
          }),
        ),
    );
    releaseFont();
    await swapped;
    await twoFrames(page);
    // The swap really happened: the h1 is now drawn in the web font.
    await expect.poll(async () => (await drawnFaces(page)).join()).toMatch(/Atkinson Hyperlegible Next/);
    expect((await shiftsSoFar(page)) - beforeSwap, "layout shift from the swap").toBeLessThanOrEqual(0.02);
    expect(beforeSwap, "layout shift before the swap").toBeLessThanOrEqual(0.02);

    // The watch does see a shift: a block pushed in above the text moves it. Only once React has
    // hydrated the page: a block it did not render, met while hydrating, is a mismatch (error 418).
    await hydrated(page);
    await page.evaluate(() => {
      const block = document.createElement("div");
      block.style.height = "300px";
      document.querySelector("main")!.prepend(block);
    });
    await expect.poll(() => shiftsSoFar(page)).toBeGreaterThan(0.05);
  });
}
