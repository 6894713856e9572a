import AxeBuilder from "@axe-core/playwright";
import { builtRoutes, expect, hydrated, mobile, storeLanguage, test } from "./fixtures";

const tags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

// Measure colours at rest: mid-fade (e.g. the chat bubble arriving) axe would read a passing colour as faint.
test.use({ reducedMotion: "reduce" });

for (const language of ["nl", "ar"]) {
  for (const [label, viewport] of [
    ["desktop", { width: 1500, height: 900 }],
    ["mobile", mobile],
  ] as const) {
    test(`home has no WCAG A/AA violations (${language}, ${label})`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await storeLanguage(page, language);
      await page.goto("/");
      await hydrated(page);
      await expect(page.locator("html")).toHaveAttribute("lang", language);
      const results = await new AxeBuilder({ page }).withTags(tags).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual([]);
    });
  }
}

// Each route once in Dutch on a desktop and once in Arabic on a phone: no violations, and (since the
// page is loaded anyway) no console errors either.
for (const route of builtRoutes().filter((route) => route !== "/")) {
  for (const [language, viewport] of [
    ["nl", { width: 1500, height: 900 }],
    ["ar", mobile],
  ] as const) {
    test(`${route} has no WCAG A/AA violations or console errors (${language}, ${viewport.width} px)`, async ({
      page,
      consoleErrors,
    }) => {
      await page.setViewportSize(viewport);
      await storeLanguage(page, language);
      await page.goto(route);
      await hydrated(page);
      const results = await new AxeBuilder({ page }).withTags(tags).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual([]);
      await page.waitForLoadState("networkidle");
      expect(consoleErrors).toEqual([]);
    });
  }
}

test("the open mobile menu has no WCAG A/AA violations", async ({ page }) => {
  await page.setViewportSize(mobile);
  await page.goto("/");
  await hydrated(page);
  await page.getByRole("button", { name: "Menu openen" }).click();
  const results = await new AxeBuilder({ page }).withTags(tags).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(" | ")}`)).toEqual([]);
});

test("an open services panel and dropdown have no WCAG A/AA violations", async ({ page }) => {
  await page.goto("/");
  await hydrated(page);
  await page.locator("#diensten").getByRole("button", { name: "Hoortoestellen" }).click();
  const trigger = page
    .getByRole("navigation", { name: "Hoofdmenu" })
    .getByRole("button", { name: "Gehoorbescherming" });
  await trigger.click();
  await expect(trigger).toHaveAttribute("aria-expanded", "true");
  const results = await new AxeBuilder({ page }).withTags(tags).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(" | ")}`)).toEqual([]);
});
