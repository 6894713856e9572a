import reviewData from "#/content/reviews.yaml";
import { branches } from "#/app/content/business.ts";
import type { Page } from "@playwright/test";
import { expect, hydrated, test } from "#/e2e/fixtures.ts";

/** How far the section's top is from the 80 px line below the header (null while it is not there yet). */
const offsetFrom80 = (page: Page, id: string) =>
  page.evaluate((target) => {
    const top = document.getElementById(target)?.getBoundingClientRect().top;
    return top === undefined ? null : Math.abs(Math.round(top) - 80);
  }, id);

test.describe("home page", () => {
  test("has one h1, its own title and description", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("h1")).toHaveCount(1);
    await expect(page).toHaveTitle(/Klankwijs Hoorzorg/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{70,160}/);
  });

  test("sets headings bold in the brand face and body text at 18 px", async ({ page }) => {
    await page.goto("/");
    const h1 = await page.locator("h1").evaluate((el) => getComputedStyle(el));
    expect(h1.fontWeight).toBe("700");
    expect(h1.fontFamily).toContain("Atkinson Hyperlegible Next");
    expect(
      await page
        .locator("#over-ons p")
        .first()
        .evaluate((el) => getComputedStyle(el).fontSize),
    ).toBe("18px");
  });

  test("services: a point opens its panel, a second click or 'Sluiten' closes it", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    const services = page.locator("#diensten");
    const protection = services.getByRole("button", { name: "Gehoorbescherming" });
    const panel = services.getByRole("region", { name: "Gehoorbescherming" });

    await expect(panel).toBeHidden();
    await protection.click();
    await expect(panel).toBeVisible();
    await expect(panel.getByRole("link")).toHaveCount(7);
    await protection.click();
    await expect(panel).toBeHidden();

    await services.getByRole("button", { name: "Hoortoestellen" }).click();
    const aids = services.getByRole("region", { name: "Hoortoestellen" });
    await expect(aids.getByRole("link", { name: "Plan een demo!" })).toHaveAttribute("href", "/afspraak-maken");
    await aids.getByRole("button", { name: "Sluiten" }).click();
    await expect(aids).toBeHidden();

    const monitors = services.getByRole("button", { name: "In-ear monitors" });
    await monitors.focus();
    await page.keyboard.press("Enter");
    await expect(services.getByRole("region", { name: "In-ear monitors" }).getByRole("link")).toHaveCount(2);
  });

  test("services: hovering or focusing a point shows its title", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    await page.locator("#diensten").getByRole("button", { name: "Hoortoestellen" }).hover();
    await expect(page.getByRole("tooltip")).toHaveText("Hoortoestellen");
    await page.mouse.move(700, 40, { steps: 5 });
    await page.mouse.move(10, 10, { steps: 5 });
    await expect(page.getByRole("tooltip")).toBeHidden();
    await page.locator("#diensten").getByRole("button", { name: "In-ear monitors" }).focus();
    await expect(page.getByRole("tooltip")).toHaveText("In-ear monitors");
  });

  test("the reviews, each with its rating in stars", async ({ page }) => {
    await page.goto("/");
    const reviews = page.locator("section[aria-labelledby=testimonials-title] li");
    await expect(reviews).toHaveCount(reviewData.reviews.length);
    for (const [index, review] of reviewData.reviews.entries()) {
      await expect(reviews.nth(index).getByRole("img", { name: `${review.rating} van 5 sterren` })).toBeVisible();
      await expect(reviews.nth(index)).toContainText(review.text);
      // An example review never passes for a client's words.
      if (review.placeholder) await expect(reviews.nth(index)).toContainText("Voorbeeldtekst");
      else await expect(reviews.nth(index)).not.toContainText("Voorbeeldtekst");
    }
  });

  test("the about section shows the 5+ years badge", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("#over-ons")).toContainText("5+ jaar");
  });

  test("the footer links 'Diensten', 'Over Ons' and 'Contact' scroll their section to 80 px below the top", async ({
    page,
  }) => {
    await page.goto("/");
    await hydrated(page);
    for (const [link, id] of [
      ["Diensten", "diensten"],
      ["Over Ons", "over-ons"],
      ["Contact", "contact"],
    ] as const) {
      await page.locator("footer").getByRole("link", { name: link, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/#${id}$`));
      await expect.poll(() => offsetFrom80(page, id), { message: link, timeout: 5000 }).toBeLessThanOrEqual(1);
    }
  });

  test("arriving from another page with a hash lands 80 px below the top", async ({ page }) => {
    await page.goto("/bestaat-niet");
    await hydrated(page);
    await page.locator("footer").getByRole("link", { name: "Contact", exact: true }).click();
    await expect(page).toHaveURL(/\/#contact$/);
    await expect.poll(() => offsetFrom80(page, "contact"), { timeout: 5000 }).toBeLessThanOrEqual(1);
  });

  test("opening /#diensten directly lands 80 px below the top", async ({ page }) => {
    await page.goto("/#diensten");
    await hydrated(page);
    await expect.poll(() => offsetFrom80(page, "diensten"), { timeout: 5000 }).toBeLessThanOrEqual(1);
  });
});

test.describe("home page without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("is fully readable: every service and its pages are listed", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("h1")).toBeVisible();
    for (const name of ["Gehoorbescherming", "Hoortoestellen", "In-ear monitors"]) {
      await expect(page.getByRole("region", { name })).toBeVisible();
    }
    await expect(page.getByRole("link", { name: "Plan een demo!" })).toBeVisible();
    await expect(page.locator("footer").getByRole("link", { name: "Zwemmen" })).toBeVisible();
  });
});

test.describe("footer", () => {
  test("offers the quick links, both branches and every way to write or call", async ({ page }) => {
    await page.goto("/");
    const footer = page.locator("footer");
    for (const [name, href] of [
      ["Home", "/#home"],
      ["Diensten", "/#diensten"],
      ["Over Ons", "/#over-ons"],
      ["Contact", "/#contact"],
    ] as const) {
      await expect(footer.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }
    await expect(footer.locator("address")).toHaveCount(branches.length);
    for (const [index, branch] of branches.entries()) {
      await expect(footer.locator("address").nth(index)).toContainText(branch.postcode);
    }
    await expect(footer.locator('a[href^="mailto:"]')).toHaveAttribute("href", /^mailto:[^@]+@[^@]+$/);
    await expect(footer.locator('a[href^="tel:"]')).toHaveAttribute("href", /^tel:\+31\d{9}$/);
    const profile = footer.getByRole("link", { name: /LinkedIn/ });
    await expect(profile).toHaveAttribute("target", "_blank");
    await expect(profile).toHaveAttribute("rel", "noopener noreferrer");
    await expect(footer.getByRole("link", { name: /WhatsApp/ })).toHaveAttribute("href", /^https:\/\/wa\.me\//);
  });
});
