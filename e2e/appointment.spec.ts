import type { Page } from "@playwright/test";
import { business, isExample } from "#/src/data/business.server.ts";
import { appointmentCopy } from "#/src/data/owner-files.server.ts";
import { appointmentPage } from "#/src/copy/appointment.ts";
import { EXAMPLE_MARK } from "#/src/copy/marked-text.ts";
import { expect, hydrated, ownerData, test } from "#/e2e/fixtures.ts";

/** A stand-in for the vendor's script: it draws an iframe into the inline widget container. */
const fakeWidget = `
  for (const host of document.querySelectorAll(".booking-inline-widget")) {
    const frame = document.createElement("iframe");
    frame.title = "Online agenda";
    frame.src = "about:blank";
    frame.style.cssText = "width:100%;height:100%;border:0";
    host.append(frame);
  }`;

async function serveWidget(page: Page, body = fakeWidget) {
  let loads = 0;
  await page.route(business.bookingWidgetScriptUrl, (route) => {
    loads++;
    return route.fulfill({ contentType: "text/javascript", body });
  });
  return () => loads;
}

const scripts = (page: Page) => page.locator("script#booking-widget-script");

test.describe("appointment page", () => {
  test(
    "loads the widget on entry, removes it on leaving and reloads it once on return",
    ownerData,
    async ({ page }) => {
      const loads = await serveWidget(page);
      await page.goto("/afspraak-maken");
      await hydrated(page);
      await expect(page.getByRole("heading", { name: "Maak direct een afspraak" })).toBeVisible();
      await expect(scripts(page)).toHaveCount(1);
      await expect(scripts(page)).toHaveAttribute("async", "");
      const host = page.locator(".booking-inline-widget");
      await expect(host.locator("iframe")).toHaveCount(1);
      await expect(host).toHaveAttribute("data-url", business.bookingUrl);
      await expect(host).toHaveAttribute("data-store-id", "store1");
      const box = (await host.boundingBox())!;
      expect(box.height).toBe(700);
      expect(await host.evaluate((el) => getComputedStyle(el).minWidth)).toBe("320px");

      await page.locator("header a[href='/']").first().click();
      await expect(page).toHaveURL(/\/$/);
      await expect(scripts(page)).toHaveCount(0);
      await expect(page.locator(".booking-inline-widget, iframe[title='Online agenda']")).toHaveCount(0);

      await page.goBack();
      await expect(page).toHaveURL(/\/afspraak-maken$/);
      await expect(page.locator(".booking-inline-widget iframe")).toHaveCount(1);
      await expect(scripts(page)).toHaveCount(1);
      expect(loads()).toBe(2);
    },
  );

  test.describe("with the widget blocked", () => {
    // Chromium logs the blocked script as a failed resource.
    test.use({ expectedConsoleErrors: /ERR_BLOCKED_BY_CLIENT/ });
    test("offers a direct link, phone and e-mail when the widget is blocked", ownerData, async ({ page }) => {
      await page.route(business.bookingWidgetScriptUrl, (route) => route.abort("blockedbyclient"));
      await page.goto("/afspraak-maken");
      await hydrated(page);
      const fallback = page.getByRole("alert");
      await expect(fallback).toContainText("De online agenda kan nu niet worden geladen");
      await expect(fallback.getByRole("link", { name: /Open de online agenda/ })).toHaveAttribute(
        "href",
        business.bookingUrl,
      );
      await expect(fallback.locator('a[href^="tel:+31"]')).toBeVisible();
      await expect(fallback.locator('a[href^="mailto:"]')).toBeVisible();
      await expect(page.locator(".booking-inline-widget")).toBeHidden();
      // The page is itself the contact step: no floating WhatsApp button lies over these buttons.
      await page.setViewportSize({ width: 390, height: 844 });
      await expect(page.getByTestId("chat-button")).toHaveCount(0);
    });
  });

  test("offers the alternatives when the widget loads but never appears", async ({ page }) => {
    await page.clock.install();
    await serveWidget(page, "/* draws nothing */");
    await page.goto("/afspraak-maken");
    await hydrated(page);
    await expect(page.getByText("De online agenda wordt geladen…")).toBeVisible();
    await page.clock.runFor(8_000);
    await expect(page.getByRole("alert")).toContainText("De online agenda kan nu niet worden geladen");
  });

  test("always shows phone and e-mail contacts", async ({ page }) => {
    await serveWidget(page);
    await page.goto("/afspraak-maken");
    const contacts = page.getByRole("region", { name: "Liever persoonlijk contact?" });
    await expect(contacts.locator('a[href^="tel:+31"]')).toBeVisible();
    await expect(contacts.locator('a[href^="mailto:"]')).toHaveAttribute("href", /subject=Afspraak%20maken/);
  });

  test("says how long the free hearing test takes, marked while the practice has not confirmed it", async ({
    page,
  }) => {
    await serveWidget(page);
    await page.goto("/afspraak-maken");
    const duration = `${business.hearingTestMinutes} minuten`;
    const shown = isExample("hearingTestMinutes") ? `${duration} ${EXAMPLE_MARK}` : duration;
    // The owner's words (content/appointment.yaml), with {duur-hoortest} wherever they name it; what
    // stands between the other {names} is checked as it is.
    const region = page.getByRole("region", { name: appointmentPage.hearingTest.title });
    for (const part of appointmentCopy.hearingTest.intro.replaceAll("{duur-hoortest}", shown).split(/\{[^{}]*\}/))
      if (part.trim()) await expect(region).toContainText(part.trim());
  });
});

test.describe("appointment page without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("shows the direct booking link instead of an empty box", async ({ page }) => {
    await page.goto("/afspraak-maken");
    await expect(page.getByRole("link", { name: /Open de online agenda/ })).toBeVisible();
    await expect(page.locator(".booking-inline-widget")).toBeHidden();
  });
});
