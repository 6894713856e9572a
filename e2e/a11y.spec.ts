import AxeBuilder from "@axe-core/playwright";
import { expect, hydrated, mobile, storeLanguage, test } from "./fixtures";

const tags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

for (const language of ["nl", "ar"]) {
  for (const [label, viewport] of [["desktop", { width: 1500, height: 900 }], ["mobile", mobile]] as const) {
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

test("the open mobile menu has no WCAG A/AA violations", async ({ page }) => {
  await page.setViewportSize(mobile);
  await page.goto("/");
  await hydrated(page);
  await page.getByRole("button", { name: "Menu openen" }).click();
  const results = await new AxeBuilder({ page }).withTags(tags).analyze();
  expect(results.violations.map((v) => v.id)).toEqual([]);
});

test("an open services panel and dropdown have no WCAG A/AA violations", async ({ page }) => {
  await page.goto("/");
  await hydrated(page);
  await page.locator("#diensten").getByRole("button", { name: "Hoortoestellen" }).click();
  await page.getByRole("navigation", { name: "Hoofdmenu" }).getByRole("button", { name: "Gehoorbescherming" }).click();
  const results = await new AxeBuilder({ page }).withTags(tags).analyze();
  expect(results.violations.map((v) => v.id)).toEqual([]);
});
