import { expect, hydrated, test } from "#/e2e/fixtures.ts";

// WCAG 2.4.3: every link is a full page load (decision 023), so a visitor who changes page starts
// at the top of the new one: focus at the document, the browser announcing the new page's title.
test.describe("changing page", () => {
  test("loads the new page, with focus starting at its top", async ({ page }) => {
    await page.setViewportSize({ width: 1500, height: 900 });
    await page.goto("/");
    await hydrated(page);
    // Marks this document: a full page load leaves it behind, a client-side change of page would not.
    await page.evaluate(() => Object.assign(window, { previousDocument: true }));
    const nav = page.getByRole("navigation", { name: "Hoofdmenu" });
    await nav.getByRole("link", { name: "Contact", exact: true }).focus();
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/contact$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await page.title()).toMatch(/^Contact \|/);
    expect(await page.evaluate(() => "previousDocument" in window)).toBe(false);
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);

    // Tab goes on from the top of the new page: the skip link first, not where the old page was.
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Ga naar inhoud" })).toBeFocused();
  });

  test("the menu marks the page being shown, in the prerendered page and once it runs", async ({ page, request }) => {
    await page.setViewportSize({ width: 1500, height: 900 });
    const html = await (await request.get("/contact")).text();
    expect(html).toMatch(/<a href="\/contact" aria-current="page"/);
    await page.goto("/contact");
    await hydrated(page);
    const nav = page.getByRole("navigation", { name: "Hoofdmenu" });
    await expect(nav.getByRole("link", { name: "Contact", exact: true })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Home", exact: true })).not.toHaveAttribute("aria-current");
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
