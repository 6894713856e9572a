import type { Page } from "@playwright/test";
import ar from "#/src/i18n/locales/ar.json" with { type: "json" };
import en from "#/src/i18n/locales/en.json" with { type: "json" };
import { expect, failedIslandLoad, hydrated, storeLanguage, test } from "#/e2e/fixtures.ts";

const html = (page: Page) => page.locator("html");

test.describe("language choice", () => {
  test("the prerendered page is Dutch", async ({ request }) => {
    const body = await (await request.get("/")).text();
    expect(body).toMatch(/<html[^>]* lang="nl"/);
    expect(body).toMatch(/<html[^>]* dir="ltr"/);
    expect(body).toContain("Nu open voor afspraken");
  });

  test("switching to English relabels the chrome, is remembered and survives a reload", async ({
    page,
    consoleErrors,
  }) => {
    await page.goto("/");
    await hydrated(page);
    await page.getByLabel("Taal").first().selectOption("en");
    const nav = page.getByRole("navigation", { name: "Main menu" });
    await expect(nav.getByRole("link", { name: "About Us" })).toBeVisible();
    await expect(nav.getByRole("button", { name: "Hearing Protection" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Make Appointment" }).first()).toBeVisible();
    await expect(html(page)).toHaveAttribute("lang", "en");
    expect(await page.evaluate(() => localStorage.getItem("preferred-language"))).toBe("en");

    await page.reload();
    await hydrated(page);
    await expect(
      page.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: "Blog", exact: true }),
    ).toBeVisible();
    await expect(html(page)).toHaveAttribute("lang", "en");
    // Page content stays Dutch and says so.
    await expect(page.locator("main")).toHaveAttribute("lang", "nl");
    expect(consoleErrors).toEqual([]);
  });

  test("tells a visitor once, in the chosen language, that the pages are in Dutch", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    // Never in Dutch.
    await expect(page.getByText(en.contentNote.text)).toHaveCount(0);
    await page.getByLabel("Taal").first().selectOption("en");
    const note = page.getByRole("status").filter({ hasText: en.contentNote.text });
    await expect(note).toBeVisible();
    await expect(note).toHaveAttribute("lang", "en");
    // It hangs over the page: the content does not move.
    const heading = await page.locator("h1").boundingBox();
    await note.getByRole("button", { name: en.contentNote.close }).click();
    await expect(note).toBeHidden();
    expect(await page.locator("h1").boundingBox()).toEqual(heading);
    // The next page does not repeat it; another language gets it once in that language.
    await page.goto("/contact");
    await hydrated(page);
    await expect(page.getByText(en.contentNote.text)).toHaveCount(0);
    await page.getByLabel("Language").first().selectOption("ar");
    await expect(page.getByRole("status").filter({ hasText: ar.contentNote.text })).toBeVisible();
  });

  test("Arabic turns the layout right-to-left", async ({ page, consoleErrors }) => {
    await page.goto("/");
    await hydrated(page);
    await page.getByLabel("Taal").first().selectOption("ar");
    await expect(html(page)).toHaveAttribute("dir", "rtl");
    await expect(html(page)).toHaveAttribute("lang", "ar");
    await expect(page.getByRole("navigation", { name: "القائمة الرئيسية" })).toBeVisible();
    const logo = await page.locator("header a[href='/']").first().boundingBox();
    const width = page.viewportSize()!.width;
    expect(logo!.x).toBeGreaterThan(width / 2);

    await page.getByLabel("اللغة").first().selectOption("nl");
    await expect(html(page)).toHaveAttribute("dir", "ltr");
    expect(consoleErrors).toEqual([]);
  });

  test.describe("with every script blocked", () => {
    // The test blocks the page's scripts (also Astro's retry), and Chromium logs each blocked load.
    test.use({ expectedConsoleErrors: failedIslandLoad(/\/assets\/[\w.-]+\.js/) });

    test("a stored Arabic choice is right-to-left before any module script runs", async ({ page }) => {
      await storeLanguage(page, "ar");
      // Without the app's JavaScript only the inline boot script runs: no flash of the wrong direction.
      await page.route(/\/assets\/[^/?]+\.js(\?|$)/, (route) => route.abort());
      await page.goto("/");
      await expect(html(page)).toHaveAttribute("dir", "rtl");
      await expect(html(page)).toHaveAttribute("lang", "ar");
      // The blocked scripts are met within the test: the page falls back to its no-script form.
      await expect(html(page)).not.toHaveClass(/\bjs\b/);
      // The header's labels wait for a script that never comes only a moment: then they show, in Dutch.
      await expect(page.locator("header").getByRole("link", { name: "Afspraak maken" })).toBeVisible({
        timeout: 5_000,
      });
    });
  });

  test("a stored Arabic choice never shows the header's Dutch labels first", async ({ page }) => {
    await storeLanguage(page, "ar");
    // Every frame from the first, until the header speaks Arabic: was a Dutch label drawn?
    await page.addInitScript(() => {
      const w = window as unknown as { dutchDrawn: string[] };
      w.dutchDrawn = [];
      const look = () => {
        for (const label of document.querySelectorAll("header [data-chrome-label]")) {
          const text = label.textContent ?? "";
          if (/Afspraak maken|Bel\b|Over Ons/.test(text) && label.checkVisibility({ visibilityProperty: true }))
            w.dutchDrawn.push(text.trim().slice(0, 30));
        }
        if (!document.querySelector("header")?.textContent?.includes("احجز موعدًا")) requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    });
    await page.goto("/");
    await hydrated(page);
    await expect(page.locator("header").getByRole("link", { name: ar.nav.makeAppointment })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { dutchDrawn: string[] }).dutchDrawn)).toEqual([]);
  });

  test("an unknown stored language falls back to English labels", async ({ page }) => {
    await storeLanguage(page, "de");
    await page.goto("/");
    await hydrated(page);
    await expect(
      page.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: "About Us" }),
    ).toBeVisible();
    await expect(html(page)).toHaveAttribute("lang", "en");
    await expect(html(page)).toHaveAttribute("dir", "ltr");
  });

  test("a label missing from a translation shows its key", async ({ page }) => {
    await storeLanguage(page, "fr");
    await page.route("**/assets/fr.*.js", async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(/aboutUs:(`[^`]*`|"[^"]*"),?/, "");
      await route.fulfill({ response, body });
    });
    await page.goto("/");
    await hydrated(page);
    const nav = page.getByRole("navigation", { name: "Menu principal" });
    await expect(nav.getByRole("link", { name: "nav.aboutUs" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Accueil" })).toBeVisible();
  });
});
