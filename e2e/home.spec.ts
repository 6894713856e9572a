import { reviews as reviewData } from "#/src/data/owner-files.server.ts";
import { branches, business } from "#/src/data/business.server.ts";
import type { Page } from "@playwright/test";
import { about, services } from "#/src/copy/home.ts";
import { EXAMPLE_REVIEW_LABEL } from "#/src/copy/marked-text.ts";
import { expect, failedLoad, hydrated, islandReady, mobile, ownerData, test } from "#/e2e/fixtures.ts";

/** How far the section's top is from the 80 px line below the header (null while it is not there yet). */
const offsetFrom80 = (page: Page, id: string) =>
  page.evaluate((target) => {
    const top = document.getElementById(target)?.getBoundingClientRect().top;
    return top === undefined ? null : Math.abs(Math.round(top) - 80);
  }, id);

test.describe("home page", () => {
  test("has one h1, its own title and description", ownerData, async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("h1")).toHaveCount(1);
    await expect(page).toHaveTitle(new RegExp(business.name));
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

  for (const viewport of [mobile, { width: 1280, height: 800 }]) {
    test(`services at ${viewport.width} px: three labelled cards, nothing empty under them until one is opened`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto("/");
      await hydrated(page);
      const section = page.locator("#diensten");
      for (const service of services) {
        const card = section.getByRole("button", { name: service.title, exact: true });
        await expect(card).toBeVisible();
        await expect(section.getByText(service.summary)).toBeVisible();
        await expect(card).toHaveAccessibleDescription(service.summary);
        await expect(card).toHaveAttribute("aria-expanded", "false");
        // The whole card answers a tap, corner to corner, not only its name.
        const target = await card.evaluate((button) => {
          button.scrollIntoView({ block: "center", behavior: "instant" });
          const box = button.parentElement!.parentElement!.getBoundingClientRect();
          const [x, y] = [box.left + box.width / 2, box.top + box.height / 2];
          const points = [
            [box.left + 6, y],
            [box.right - 6, y],
            [x, box.top + 6],
            [x, box.bottom - 6],
          ] as const;
          return {
            width: box.width,
            height: box.height,
            hits: points.every(([left, top]) => document.elementFromPoint(left, top) === button),
          };
        });
        expect(target.hits, service.title).toBe(true);
        expect(target.height, service.title).toBeGreaterThanOrEqual(72);
        expect(target.width, service.title).toBeGreaterThanOrEqual(280);
      }
      // Closed, the section ends with the cards and its own bottom padding: no placeholder box.
      const gap = await section.evaluate((element) => {
        const cards = [...element.querySelectorAll("button[aria-expanded]")].map((button) =>
          button.parentElement!.parentElement!.getBoundingClientRect(),
        );
        const padding = Number.parseFloat(getComputedStyle(element).paddingBottom);
        return element.getBoundingClientRect().bottom - padding - Math.max(...cards.map((card) => card.bottom));
      });
      expect(gap).toBeLessThanOrEqual(1);
    });
  }

  test("services: a card opens its panel, a second click or 'Sluiten' closes it", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    const section = page.locator("#diensten");
    // The cards hydrate once seen (client:firstuse="visible").
    await islandReady(section);
    const protection = section.getByRole("button", { name: "Gehoorbescherming" });
    const panel = section.getByRole("region", { name: "Gehoorbescherming" });

    await expect(panel).toBeHidden();
    await protection.click();
    await expect(protection).toHaveAttribute("aria-expanded", "true");
    await expect(panel).toBeVisible();
    await expect(panel).toHaveAttribute("id", (await protection.getAttribute("aria-controls"))!);
    await expect(panel.getByRole("link")).toHaveCount(7);
    for (const option of services.find((service) => service.id === "gehoorbescherming")!.options) {
      await expect(panel.getByRole("link", { name: option.title, exact: true })).toHaveAttribute("href", option.path);
    }
    await protection.click();
    await expect(panel).toBeHidden();
    await expect(protection).toHaveAttribute("aria-expanded", "false");

    await section.getByRole("button", { name: "Hoortoestellen" }).click();
    const aids = section.getByRole("region", { name: "Hoortoestellen" });
    await expect(aids.getByRole("link", { name: "Plan een demo!" })).toHaveAttribute("href", "/afspraak-maken");
    await aids.getByRole("button", { name: "Sluiten" }).click();
    await expect(aids).toBeHidden();
    await expect(section.getByRole("button", { name: "Hoortoestellen" })).toBeFocused();

    const monitors = section.getByRole("button", { name: "In-ear monitors" });
    await monitors.focus();
    await page.keyboard.press("Enter");
    await expect(section.getByRole("region", { name: "In-ear monitors" }).getByRole("link")).toHaveCount(2);
  });

  test("services: the panel opens under the row of cards on a laptop, right under its card on a phone", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/");
    await hydrated(page);
    const section = page.locator("#diensten");
    // The cards hydrate once seen (client:firstuse="visible").
    await islandReady(section);
    await section.getByRole("button", { name: "Gehoorbescherming" }).click();
    await expect(section.getByRole("region", { name: "Gehoorbescherming" })).toBeVisible();
    // Opening may scroll the page smoothly: measure the panel and the cards once it has come to rest.
    await expect
      .poll(async () => {
        const before = await page.evaluate(() => window.scrollY);
        await page.waitForTimeout(150);
        return (await page.evaluate(() => window.scrollY)) === before;
      })
      .toBe(true);
    const panel = (await section.getByRole("region", { name: "Gehoorbescherming" }).boundingBox())!;
    const row = await Promise.all(
      services.map(
        async (service) =>
          (await section.getByRole("button", { name: service.title }).locator("xpath=../..").boundingBox())!,
      ),
    );
    expect(new Set(row.map((box) => Math.round(box.y))).size, "one row").toBe(1);
    const rowBottom = Math.max(...row.map((box) => box.y + box.height));
    expect(panel.y).toBeGreaterThan(rowBottom);
    expect(panel.y - rowBottom).toBeLessThanOrEqual(32);
    const rowWidth = Math.max(...row.map((box) => box.x + box.width)) - Math.min(...row.map((box) => box.x));
    expect(panel.width).toBeGreaterThanOrEqual(rowWidth - 1);

    // On a phone, with the first panel still open above, a visitor taps the last card at the bottom
    // of the screen: the first panel closes, the card stays in sight and its panel comes into view.
    await page.setViewportSize(mobile);
    const last = section.getByRole("button", { name: "In-ear monitors" });
    await last.evaluate((card) => window.scrollBy(0, card.getBoundingClientRect().bottom - window.innerHeight + 8));
    await last.click();
    const monitors = section.getByRole("region", { name: "In-ear monitors" });
    await expect(monitors).toBeInViewport({ ratio: 0.3 });
    await expect(last).toBeInViewport();
    // …and not under the fixed header (80 px) once the page has come to rest.
    await expect
      .poll(() => last.evaluate((card) => card.parentElement!.parentElement!.getBoundingClientRect().top))
      .toBeGreaterThanOrEqual(80);
    await expect(section.getByRole("region", { name: "Gehoorbescherming" })).toBeHidden();
    // Measured in one frame: the page may still be scrolling.
    const gap = await monitors.evaluate(
      (opened) =>
        opened.getBoundingClientRect().top -
        document.querySelector(`[aria-controls="${opened.id}"]`)!.parentElement!.parentElement!.getBoundingClientRect()
          .bottom,
    );
    expect(gap).toBeGreaterThanOrEqual(0);
    expect(gap).toBeLessThanOrEqual(24);
  });

  test("services: hovering or focusing a card shows its title; Escape hides it", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    const section = page.locator("#diensten");
    // The cards hydrate once seen (client:firstuse="visible").
    await islandReady(section);
    const tip = page.getByRole("tooltip");
    await section.getByRole("button", { name: "Hoortoestellen" }).hover();
    await expect(tip).toHaveText("Hoortoestellen");
    await page.keyboard.press("Escape");
    await expect(tip).toBeHidden();
    await page.mouse.move(700, 40, { steps: 5 });
    await page.mouse.move(10, 10, { steps: 5 });
    await expect(tip).toBeHidden();
    await section.getByRole("button", { name: "Hoortoestellen" }).focus();
    await page.keyboard.press("Tab");
    await expect(section.getByRole("button", { name: "In-ear monitors" })).toBeFocused();
    await expect(tip).toHaveText("In-ear monitors");
  });

  test("the reviews, each with its rating in stars", ownerData, async ({ page }) => {
    await page.goto("/");
    const reviews = page.locator("section[aria-labelledby=testimonials-title] li");
    await expect(reviews).toHaveCount(reviewData.reviews.length);
    for (const [index, review] of reviewData.reviews.entries()) {
      await expect(reviews.nth(index).getByRole("img", { name: `${review.rating} van 5 sterren` })).toBeVisible();
      await expect(reviews.nth(index)).toContainText(review.text);
      // An example review never passes for a client's words.
      if (review.placeholder) await expect(reviews.nth(index).getByText(EXAMPLE_REVIEW_LABEL)).toBeVisible();
      else await expect(reviews.nth(index)).not.toContainText(EXAMPLE_REVIEW_LABEL);
    }
  });

  test("the about section shows the badge with the practice's years of experience", ownerData, async ({ page }) => {
    await page.goto("/");
    // The spec's '5+ years': the number is the practice's (content/practice.yaml), the '+ jaar' the badge's.
    await expect(page.locator("#over-ons")).toContainText(/\d+\+ jaar/);
    await expect(page.locator("#over-ons")).toContainText(about.experience.value);
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

  test.describe("from the not-found page", () => {
    // The test starts on an address that does not exist: Chromium logs that page's own 404 answer.
    test.use({
      expectedConsoleErrors: failedLoad("the server responded with a status of 404 (Not Found)", /\/bestaat-niet/),
    });

    test("arriving from another page with a hash lands 80 px below the top", async ({ page }) => {
      await page.goto("/bestaat-niet");
      await hydrated(page);
      await page.locator("footer").getByRole("link", { name: "Contact", exact: true }).click();
      await expect(page).toHaveURL(/\/#contact$/);
      await expect.poll(() => offsetFrom80(page, "contact"), { timeout: 5000 }).toBeLessThanOrEqual(1);
    });
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
    // No control that needs the script: no cards to click, no 'Sluiten'.
    await expect(page.locator("#diensten").getByRole("button")).toHaveCount(0);
    await expect(page.locator("footer").getByRole("link", { name: "Zwemmen" })).toBeVisible();
  });
});

test.describe("footer", () => {
  test("offers the quick links, both branches and every way to write or call", ownerData, async ({ page }) => {
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
