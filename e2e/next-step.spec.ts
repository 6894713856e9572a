import { pages, paths } from "#/src/registry/pages.ts";
import { expect, mobile, test } from "#/e2e/fixtures.ts";

// Every service page asks for the next step where the visitor starts and where they finish
// reading: booking or a question, with the number beside it.

const servicePages = pages.filter((page) => "group" in page || ("content" in page.source && page.id !== "location"));
const step = `a[href="${paths.appointment}"], a[href="${paths.contact}"]`;

test.describe("the next step on a service page", () => {
  test.use({ viewport: mobile, javaScriptEnabled: false });
  for (const { path } of servicePages) {
    test(`${path}: booking or a question, and the number, in its hero and at its end`, async ({ page }) => {
      await page.goto(path);
      const hero = page.locator("main > header, main header").first();
      const end = page.locator("main section[data-cta]").last();
      for (const part of [hero, end]) {
        await expect(part.locator(step).first()).toBeVisible();
        await expect(part.locator('a[href^="tel:"]')).toHaveText(/bel .*\d{2}/i);
      }
      // The hero's step is reached without scrolling far: in the first two screens of a phone.
      const box = (await hero.locator(step).first().boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(2 * mobile.height);
    });
  }
});
