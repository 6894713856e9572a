import { expect, hydrated, test } from "#/e2e/fixtures.ts";

// WCAG 2.4.3: after a client-side change of page, focus is not left behind on a link that is gone
// or at the top of the old page: it moves to the new page's heading, and the change is announced.
test.describe("changing page", () => {
  test("moves focus to the new page's h1 and announces its title", async ({ page }) => {
    await page.setViewportSize({ width: 1500, height: 900 });
    await page.goto("/");
    await hydrated(page);
    const nav = page.getByRole("navigation", { name: "Hoofdmenu" });
    await nav.getByRole("link", { name: "Contact", exact: true }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/contact$/);
    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading).toBeFocused();
    const live = page.locator('[aria-live="polite"][aria-atomic="true"]').last();
    await expect(live).toHaveText(await page.title());
    expect(await page.title()).toMatch(/^Contact \|/);

    // Tab goes on from the top of the new page, not from where the old page was.
    await page.keyboard.press("Tab");
    const next = await page.evaluate(() => {
      const active = document.activeElement!;
      const h1 = document.querySelector("main h1")!;
      return Boolean(h1.compareDocumentPosition(active) & Node.DOCUMENT_POSITION_FOLLOWING);
    });
    expect(next).toBe(true);
  });

  test("the first page load leaves focus alone and announces nothing", async ({ page }) => {
    await page.goto("/over-ons");
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1 })).not.toBeFocused();
    await expect(page.locator('[aria-live="polite"][aria-atomic="true"]').last()).toHaveText("");
  });

  test("the skip link is the first thing Tab reaches and leads to the content", async ({ page }) => {
    await page.goto("/contact");
    await hydrated(page);
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Ga naar inhoud" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(page.locator("main")).toBeFocused();
  });
});
