import { business } from "#/src/data/business.server.ts";
import { paths } from "#/src/registry/pages.ts";
import { CONTROLS_AND_TEXT, coveredByChatButton } from "#/e2e/chat-button.ts";
import { expect, hydrated, islandsHydrated, mobile, ownerData, test } from "#/e2e/fixtures.ts";

test.describe("chat bubble", () => {
  test("appears 2 s after the page's load event, hides 10 s later with a 300 ms fade", async ({ page }) => {
    test.setTimeout(40_000);
    // Real time, measured in the page against its own load event (navigation timing): each moment
    // the bubble changes is noted by an observer as it happens, whenever its script arrived.
    await page.addInitScript(() => {
      const moments: Record<string, number> = {};
      (window as unknown as { bubbleMoments: typeof moments }).bubbleMoments = moments;
      new MutationObserver(() => {
        const bubble = document.querySelector("[data-testid=chat-bubble]");
        const now = performance.now();
        if (bubble && moments.shown === undefined) moments.shown = now;
        if (bubble?.getAttribute("data-phase") === "leaving" && moments.leaving === undefined) {
          moments.leaving = now;
          // Two thirds into its fade it is mostly transparent.
          setTimeout(() => (moments.fade = Number(getComputedStyle(bubble).opacity)), 200);
        }
        if (!bubble && moments.shown !== undefined && moments.gone === undefined) moments.gone = now;
      }).observe(document, { subtree: true, childList: true, attributes: true });
    });
    await page.goto("/");
    const bubble = page.getByTestId("chat-bubble");
    await expect(bubble).toContainText("Stuur ons een bericht", { timeout: 5_000 });
    await expect(bubble).toHaveCount(0, { timeout: 15_000 });
    const { load, shown, leaving, gone, fade } = await page.evaluate(() => ({
      load: (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).loadEventStart,
      ...(window as unknown as { bubbleMoments: Partial<Record<"shown" | "leaving" | "gone" | "fade", number>> })
        .bubbleMoments,
    }));
    expect(fade, "the bubble's opacity 200 ms into its fade").toBeLessThan(0.7);
    expect(shown! - load, "shown after the load event (ms)").toBeGreaterThan(2_000 - 250);
    expect(shown! - load, "shown after the load event (ms)").toBeLessThan(2_000 + 250);
    expect(leaving! - shown!, "shown for (ms)").toBeGreaterThan(10_000 - 250);
    expect(leaving! - shown!, "shown for (ms)").toBeLessThan(10_000 + 250);
    expect(gone! - leaving!, "fading for (ms)").toBeGreaterThan(300 - 100);
    expect(gone! - leaving!, "fading for (ms)").toBeLessThan(300 + 250);
  });

  test("closes when the visitor closes it", async ({ page }) => {
    const start = new Date("2026-11-21T10:00:00+01:00");
    await page.clock.install({ time: start });
    // Pause a moment ahead: the installed clock is already running, so `start` may have passed.
    await page.clock.pauseAt(start.getTime() + 1000);
    await page.goto("/");
    // The chat button hydrates once the browser is idle (client:firstuse): that moment needs the clock.
    await page.clock.runFor(100);
    await hydrated(page);
    await page.clock.runFor(2000);
    await page.getByRole("button", { name: "Bericht sluiten" }).click();
    await page.clock.runFor(300);
    await expect(page.getByTestId("chat-bubble")).toHaveCount(0);
  });

  test("keeps out of sight while the visitor types in a form field, its timing unchanged", async ({ page }) => {
    const start = new Date("2026-11-21T10:00:00+01:00");
    await page.clock.install({ time: start });
    await page.clock.pauseAt(start.getTime() + 1000);
    await page.goto("/contact");
    // The islands hydrate once the browser is idle (client:firstuse): that moment needs the clock.
    for (let step = 0; step < 30 && !(await islandsHydrated(page)); step++) {
      await page.clock.runFor(100);
    }
    await hydrated(page);
    await page.getByRole("textbox").first().focus();
    const bubble = page.getByTestId("chat-bubble");
    for (let step = 0; step < 25 && !(await bubble.count()); step++) await page.clock.runFor(100);
    await expect(bubble).toHaveAttribute("data-phase", "shown");
    await expect(bubble).toBeHidden();
    // Its 10 s run as usual: still there 9 s on, leaving or gone 1.5 s later. (The bubble may have
    // arrived a few steps before the loop above saw it, so no exact instant is asserted.)
    await page.clock.runFor(9_000);
    await expect(bubble).toHaveAttribute("data-phase", "shown");
    await page.clock.runFor(1_500);
    const phase = () =>
      page.evaluate(() => document.querySelector("[data-testid=chat-bubble]")?.getAttribute("data-phase") ?? "gone");
    await expect.poll(phase).toMatch(/^(leaving|gone)$/);
  });

  test("the chat button shows a WhatsApp mark and is named for screen readers", async ({ page }) => {
    await page.goto("/");
    const link = page.getByRole("link", { name: /Chat met ons via WhatsApp/ });
    await expect(link.locator("svg")).toBeVisible();
    expect((await link.boundingBox())!.width).toBeGreaterThanOrEqual(44);
  });

  test("the chat button opens the practice's WhatsApp in a new tab with its greeting", ownerData, async ({ page }) => {
    await page.goto("/");
    const link = page.getByRole("link", { name: /Chat met ons via WhatsApp/ });
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    const url = new URL((await link.getAttribute("href"))!);
    expect(url.host).toBe("wa.me");
    expect(url.pathname).toBe(`/${business.whatsappNumber}`);
    expect(url.searchParams.get("text")).toBe(business.whatsappGreeting);
  });
});

test.describe("the WhatsApp button while reading on a phone", () => {
  test.use({ viewport: mobile, reducedMotion: "reduce" });
  for (const route of [paths.hearingAids, paths.music, "/blogs/tinnitus-behandeling"]) {
    test(`${route}: never lies over text or a control, and is there at the end`, async ({ page }) => {
      await page.goto(route);
      await hydrated(page);
      const button = page.getByTestId("chat-button");
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      let hidden = 0;
      for (let y = 0; y < height; y += 250) {
        await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
        // One frame for the check, one for the paint.
        await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
        expect(await page.evaluate(coveredByChatButton, CONTROLS_AND_TEXT), `at ${y} px`).toEqual([]);
        if (!(await button.isVisible())) hidden++;
      }
      // Mid-page it stepped aside; at the end, in the room the footer keeps for it, it is back.
      expect(hidden).toBeGreaterThan(0);
      await expect(button).toBeVisible();
    });
  }
});
