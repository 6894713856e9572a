import { builtRoutes, expect, hydrated, storeLanguage, test } from "./fixtures";

const routes = [...builtRoutes(), "/pad-dat-niet-bestaat"];

for (const language of ["nl", "ar"]) {
  test.describe(`no console errors (${language})`, () => {
    for (const route of routes) {
      test(route, async ({ page, consoleErrors }) => {
        await storeLanguage(page, language);
        await page.goto(route);
        await hydrated(page);
        await page.waitForLoadState("networkidle");
        // The 404 document itself is reported by Chromium as a failed resource; nothing else may be.
        expect(consoleErrors.filter((e) => !/status of 404/.test(e))).toEqual([]);
      });
    }
  });
}
