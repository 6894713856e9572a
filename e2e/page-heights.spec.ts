import { builtRoutes, expect, mobile, test } from "#/e2e/fixtures.ts";

// Issue 28: on a common phone no page is longer than nine screens, the home page than eight,
// header and footer included, measured as a visitor meets the page: every island hydrated on the
// way down (the footer folds on a phone), as `npm run page-heights` measures it (docs/page-heights.md).
const MAX_SCREENS = 9;
const MAX_SCREENS_HOME = 8;

test.use({ viewport: mobile });

for (const route of builtRoutes()) {
  const max = route === "/" ? MAX_SCREENS_HOME : MAX_SCREENS;
  test(`${route} is at most ${max} screens tall on a phone`, async ({ page }) => {
    await page.goto(route);
    // Down the page a screen at a time, so the islands that wait to be seen hydrate, then to
    // each island still waiting (scripts/page-heights.ts does the same).
    await page.evaluate(async () => {
      const pause = () => new Promise((resolve) => setTimeout(resolve, 40));
      for (let top = 0; top < document.documentElement.scrollHeight; top += window.innerHeight) {
        window.scrollTo(0, top);
        await pause();
      }
      // One at a time: an island hydrates once it has been in view a moment (its script loaded).
      for (let round = 0; round < 200; round++) {
        const mark = document.querySelector('[data-island][data-ready="false"]');
        if (!mark) break;
        (mark.nextElementSibling ?? mark.parentElement)?.scrollIntoView({ block: "center" });
        await pause();
      }
    });
    await expect(page.locator('[data-island][data-ready="false"]')).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 0));
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(height / mobile.height, `${route}: ${height} px`).toBeLessThanOrEqual(max);
  });
}
