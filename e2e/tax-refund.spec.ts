import { business, embedsTaxCalculator } from "#/src/data/business.server.ts";
import { paths } from "#/src/registry/pages.ts";
import { expect, ownerData, test } from "#/e2e/fixtures.ts";

test.describe("tax refund page", () => {
  test(
    "embeds the calculator in an 800 px frame with a title on request, once its address is real",
    ownerData,
    async ({ page }) => {
      await page.goto("/belasting-teruggave");
      const frame = page.locator("iframe");
      if (embedsTaxCalculator) {
        // Like the maps: the third party is asked for nothing before the visitor's click.
        await expect(frame).toHaveCount(0);
        await page.getByRole("button", { name: "Rekenhulp tonen" }).click();
        await expect(frame).toHaveAttribute("title", /Rekenhulp/);
        await expect(frame).toHaveAttribute("src", business.taxCalculatorUrl);
        expect((await frame.boundingBox())?.height).toBe(800);
      } else {
        // An example address would show an empty or broken frame: the page links to working tools instead.
        await expect(frame).toHaveCount(0);
        const section = page.getByRole("region", { name: "Reken het zelf uit" });
        await expect(section.getByRole("link", { name: /Zo berekent u uw aftrek/ })).toHaveAttribute(
          "href",
          /^https:\/\/www\.belastingdienst\.nl\//,
        );
        await section.getByRole("link", { name: "Wat betaal ik zelf?" }).click();
        await expect(page).toHaveURL(new RegExp(`${paths.costs}#rekenhulp$`));
      }
    },
  );

  test("explains the costs, the threshold, four steps and that it is general information", async ({ page }) => {
    await page.goto("/belasting-teruggave");
    // A deduction above a threshold, not a refund: the heading says so.
    await expect(page.locator("h1")).toHaveText(/belasting.*aftrekken/i);
    await expect(page.getByRole("heading", { name: "Welke kosten tellen mee?" })).toBeVisible();
    await expect(page.getByText(/drempelbedrag/)).toBeVisible();
    await expect(page.getByRole("region", { name: "Zo werkt het" }).getByRole("listitem")).toHaveCount(4);
    await expect(page.getByText(/algemene informatie en is geen persoonlijk belastingadvies/)).toBeVisible();
    await page.locator("section[data-cta]").getByRole("link", { name: "Contact voor advies" }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });
});
