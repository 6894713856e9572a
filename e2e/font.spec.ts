import { expect, mobile, test } from "#/e2e/fixtures.ts";

// The web font may arrive after the first paint (font-display: swap). Until then the text is set in
// a system face resized to its metrics (app/styles/font-fallback.css), so the swap moves nothing.
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

    releaseFont();
    await expect.poll(webFontLoaded).toBe(true);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))));
    const shift = await page.evaluate(() =>
      (window as unknown as { shifts: number[] }).shifts.reduce((sum, value) => sum + value, 0),
    );
    expect(shift).toBeLessThanOrEqual(0.02);
  });
}
