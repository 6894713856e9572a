import { business } from "#/app/content/business.ts";
import { expect, ownerData, test } from "#/e2e/fixtures.ts";

test.describe("tax refund page", () => {
  test("embeds the calculator in an 800 px frame with a title", ownerData, async ({ page }) => {
    await page.goto("/belasting-teruggave");
    const frame = page.locator("iframe");
    await expect(frame).toHaveAttribute("title", /Rekenhulp/);
    await expect(frame).toHaveAttribute("src", business.taxCalculatorUrl);
    expect((await frame.boundingBox())?.height).toBe(800);
  });

  test("explains the costs, the threshold, four steps and that it is general information", async ({ page }) => {
    await page.goto("/belasting-teruggave");
    await expect(page.locator("h1")).toHaveText("Belastingteruggave op hoortoestellen");
    await expect(page.getByRole("heading", { name: "Welke kosten tellen mee?" })).toBeVisible();
    await expect(page.getByText(/drempelbedrag/)).toBeVisible();
    await expect(page.getByRole("region", { name: "Zo werkt het" }).getByRole("listitem")).toHaveCount(4);
    await expect(page.getByText(/algemene informatie en is geen persoonlijk belastingadvies/)).toBeVisible();
    await page.getByRole("link", { name: "Contact voor advies" }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });
});
