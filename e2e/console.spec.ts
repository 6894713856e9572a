import { expect, failedLoad, hydrated, networkSettled, storeLanguage, test } from "#/e2e/fixtures.ts";

// Every built route is checked for console errors in both languages by the accessibility pass
// (a11y.spec.ts), which loads them anyway. This covers the home page and an unknown path.
for (const language of ["nl", "ar"]) {
  test.describe(`no console errors (${language})`, () => {
    for (const route of ["/", "/pad-dat-niet-bestaat"]) {
      test.describe(route, () => {
        // The 404 document itself is reported by Chromium as a failed resource; nothing else may be
        // (the fixture fails the test on any other error).
        test.use({
          expectedConsoleErrors:
            route === "/"
              ? null
              : failedLoad("the server responded with a status of 404 (Not Found)", /\/pad-dat-niet-bestaat/),
        });
        test("loads without errors", async ({ page, consoleErrors }) => {
          await storeLanguage(page, language);
          await page.goto(route);
          await hydrated(page);
          await networkSettled(page);
          expect(consoleErrors.length).toBe(route === "/" ? 0 : 1);
        });
      });
    }
  });
}
