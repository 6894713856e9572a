import type { Page } from "@playwright/test";
import { business } from "#/src/data/business.server.ts";
import { pages } from "#/src/registry/pages.ts";
import { formatPhone } from "#/src/lib/contact-links.ts";
import { expect, hydrated, mobile, ownerData, storeLanguage, test } from "#/e2e/fixtures.ts";

/** The band's link: the number as text, 'Bel 06 …', whatever the number is. */
const bandCall = (page: Page) =>
  page
    .locator("header")
    .first()
    .getByRole("link", { name: `Bel ${formatPhone(business.phone)}`, exact: true });

test.describe("header", () => {
  test("is transparent at the top and translucent with a shadow past 10 px", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    const header = page.locator("header").first();
    const look = () =>
      header.evaluate((el) => {
        const style = getComputedStyle(el);
        return { background: style.backgroundColor, shadow: style.boxShadow };
      });
    await expect(header).toHaveAttribute("data-scrolled", "false");
    expect(await look()).toEqual({ background: "rgba(0, 0, 0, 0)", shadow: "none" });

    await page.evaluate(() => window.scrollTo(0, 11));
    await expect(header).toHaveAttribute("data-scrolled", "true");
    await expect.poll(async () => (await look()).shadow).not.toBe("none");
    const { background } = await look();
    expect(background).toMatch(/^(rgba|oklab|color)\(/);
    expect(background).not.toBe("rgba(0, 0, 0, 0)");

    // Back at exactly 10 px it turns transparent again: a change the header makes only once it has
    // seen the page at 10 px (waiting at 10 px from the top would pass before it looked).
    await page.evaluate(() => window.scrollTo(0, 10));
    await expect(header).toHaveAttribute("data-scrolled", "false");
    await expect.poll(look).toEqual({ background: "rgba(0, 0, 0, 0)", shadow: "none" });
    expect(await page.evaluate(() => window.scrollY)).toBe(10);
  });

  test("shows the badge, the logo home link and the appointment button", async ({ page }) => {
    await page.goto("/");
    const header = page.locator("header").first();
    await expect(header.getByText("Nu open voor afspraken").last()).toBeVisible();
    await expect(header.getByRole("link", { name: /naar de homepage/ })).toHaveAttribute("href", "/");
    await expect(header.getByRole("link", { name: "Afspraak maken" })).toHaveAttribute("href", "/afspraak-maken");
  });

  test("the logo is 5rem high from md and 4rem on small screens", async ({ page }) => {
    await page.goto("/");
    const logo = page.locator("header a[href='/'] svg:visible");
    expect((await logo.boundingBox())!.height).toBe(80);
    await page.setViewportSize(mobile);
    expect((await logo.boundingBox())!.height).toBe(64);
  });

  test("animates the logo and links in, and not at all for visitors who reduce motion", async ({ page }) => {
    await page.goto("/");
    const logoLink = page.locator("header a[href='/']").first();
    const firstItem = page.getByRole("navigation", { name: "Hoofdmenu" }).getByRole("listitem").first();
    const lastItem = page.getByRole("navigation", { name: "Hoofdmenu" }).locator(":scope > ul > li").last();
    const animation = (locator: typeof logoLink) =>
      locator.evaluate((el) => {
        const style = getComputedStyle(el);
        return { name: style.animationName, duration: style.animationDuration, delay: style.animationDelay };
      });
    expect(await animation(logoLink)).toMatchObject({ name: "logo-in", duration: "0.5s" });
    expect(await animation(firstItem)).toMatchObject({ name: "nav-in", duration: "0.3s", delay: "0s" });
    expect(Number.parseFloat((await animation(lastItem)).delay)).toBeLessThanOrEqual(0.4);

    await page.emulateMedia({ reducedMotion: "reduce" });
    expect((await animation(logoLink)).name).toBe("none");
    expect((await animation(firstItem)).name).toBe("none");
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe("auto");
  });

  test("opens a dropdown with the mouse and follows a link", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    const nav = page.getByRole("navigation", { name: "Hoofdmenu" });
    await nav.getByRole("button", { name: "Gehoorbescherming" }).hover();
    const links = nav.getByRole("link");
    await expect(nav.getByRole("link", { name: "Zwemmen" })).toBeVisible();
    expect(await links.evaluateAll((els) => els.map((a) => a.getAttribute("href")))).toEqual(
      expect.arrayContaining(
        pages.filter((entry) => "group" in entry && entry.group === "hearingProtection").map((entry) => entry.path),
      ),
    );
    await nav.getByRole("link", { name: "Motor" }).click();
    await expect(page).toHaveURL(/\/gehoorbescherming\/motor$/);
  });

  test("every dropdown holds its group's pages as the registry lists them, and the direct links are the spec's", async ({
    page,
  }) => {
    await page.goto("/");
    await hydrated(page);
    const nav = page.getByRole("navigation", { name: "Hoofdmenu" });
    // The spec's four dropdowns; what each holds is the registry's (a new page needs no edit here).
    const groups = {
      hearingProtection: "Gehoorbescherming",
      hearingAids: "Hoortoestellen",
      inEarMonitors: "In-Ear Monitors",
      location: "Locatie",
    } as const;
    for (const [group, menu] of Object.entries(groups)) {
      const hrefs = pages.filter((entry) => "group" in entry && entry.group === group).map((entry) => entry.path);
      expect(hrefs.length, `the registry's pages of ${menu}`).toBeGreaterThan(1);
      const trigger = nav.getByRole("button", { name: menu, exact: true });
      await trigger.hover();
      await expect(trigger).toHaveAttribute("aria-expanded", "true");
      const content = page.locator(`#${await trigger.getAttribute("aria-controls")}`);
      await expect(content.getByRole("link")).toHaveCount(hrefs.length);
      expect(
        await content.getByRole("link").evaluateAll((els) => els.map((a) => a.getAttribute("href"))),
        menu,
      ).toEqual(hrefs);
      await page.mouse.move(10, 500);
      await expect(trigger).toHaveAttribute("aria-expanded", "false");
    }
    for (const [name, href] of [
      ["Home", "/"],
      ["Blogs", "/blogs"],
      ["Over Ons", "/over-ons"],
      ["Contact", "/contact"],
    ] as const) {
      await expect(nav.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }
  });

  test("opens a dropdown with the keyboard", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    const nav = page.getByRole("navigation", { name: "Hoofdmenu" });
    const trigger = nav.getByRole("button", { name: "Hoortoestellen" });
    await trigger.focus();
    await page.keyboard.press("Enter");
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("ArrowDown");
    await expect(nav.getByRole("link", { name: "Hoortoestellen" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(nav.getByRole("link", { name: "Second opinion" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    await expect(trigger).toBeFocused();
    await page.keyboard.press("Enter");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/hoortoestellen$/);
  });

  test("a dropdown closes when the visitor clicks elsewhere or tabs past its last link", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    const nav = page.getByRole("navigation", { name: "Hoofdmenu" });
    const trigger = nav.getByRole("button", { name: "Locatie" });
    await trigger.click();
    await expect(nav.getByRole("link", { name: "Wieringerwerf" })).toBeVisible();
    await page.mouse.click(20, 600);
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    await expect(nav.getByRole("link", { name: "Wieringerwerf" })).toBeHidden();

    await trigger.focus();
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(nav.getByRole("link", { name: "Wieringerwerf" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
  });

  test("a navigation link takes the visitor to the top, also on the current page", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    await page.evaluate(() => window.scrollTo(0, 1500));
    await page.getByRole("navigation", { name: "Hoofdmenu" }).getByRole("link", { name: "Home", exact: true }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe("header at laptop width", () => {
  test("the logo starts where the page content starts, at 1280 and 1500 px, and mirrors in Arabic", async ({
    page,
  }) => {
    // Measured at rest: the logo slides in on arrival.
    await page.emulateMedia({ reducedMotion: "reduce" });
    let margin = 0;
    for (const width of [1280, 1500]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto("/");
      const logo = (await page.getByRole("link", { name: /naar de homepage/ }).boundingBox())!;
      const heading = (await page.getByRole("heading", { level: 1 }).boundingBox())!;
      expect(logo.x).toBeCloseTo(heading.x, 0);
      margin = logo.x;
      await expect(
        page.getByRole("navigation", { name: "Hoofdmenu" }).getByRole("button", { name: "Gehoorbescherming" }),
      ).toBeVisible();
    }
    await storeLanguage(page, "ar");
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    const mirrored = (await page.locator("header a[href='/']").first().boundingBox())!;
    // The same margin, now on the right.
    expect(1500 - (mirrored.x + mirrored.width)).toBeCloseTo(margin, 0);
  });

  test(
    "the header's top row leaves room above it and nothing in it pulses or claims the practice is open now",
    ownerData,
    async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto("/");
      await hydrated(page);
      const header = page.locator("header").first();
      const statement = header.getByText("Nu open voor afspraken");
      await expect(statement).toBeVisible();
      expect((await statement.boundingBox())!.y).toBeGreaterThanOrEqual(4);
      // A statement, not a control and not a live 'open now' light.
      expect(await statement.evaluate((el) => el.closest("a, button"))).toBeNull();
      const endless = await header.evaluate((el) =>
        el
          .getAnimations({ subtree: true })
          .filter((animation) => animation.effect?.getTiming().iterations === Infinity),
      );
      expect(endless).toHaveLength(0);
      const call = bandCall(page);
      await expect(call).toBeVisible();
      expect(await call.getAttribute("href")).toMatch(/^tel:\+?\d+$/);
    },
  );
});

test.describe("header band", () => {
  for (const viewport of [mobile, { width: 1280, height: 800 }]) {
    test(
      `shows the number as text and whether the practice is open, and scrolls away leaving the 80 px row, at ${viewport.width} px`,
      ownerData,
      async ({ page }) => {
        await page.setViewportSize(viewport);
        await page.goto("/over-ons");
        const call = bandCall(page);
        // The number is there before any script, as text a visitor reads.
        await expect(call).toBeInViewport({ ratio: 1 });
        expect((await call.boundingBox())!.height).toBeGreaterThanOrEqual(44);
        await hydrated(page);
        // Filled in once the page knows the time: open (until when) or closed, in the visitor's words.
        await expect(page.getByTestId("practice-status")).toHaveText(/^Nu (open · tot \d\d:\d\d|gesloten)/);

        await page.evaluate(() => window.scrollTo(0, 600));
        await expect(call).not.toBeInViewport();
        const booking = page.locator("header").first().getByRole("link", { name: "Afspraak maken" });
        await expect(booking).toBeInViewport({ ratio: 1 });
        // What stays is the row of the spec's 80 px, flush with the top: anchors land right under it.
        const header = (await page.locator("header").first().boundingBox())!;
        expect(header.y + header.height).toBe(80);
      },
    );
  }

  test("offers the languages in the phone's header, without opening the menu", ownerData, async ({ page }) => {
    await page.setViewportSize(mobile);
    await page.goto("/contact");
    await hydrated(page);
    const language = page.getByRole("banner").getByRole("combobox", { name: "Taal" });
    await expect(language).toBeInViewport({ ratio: 1 });
    await language.selectOption("ar");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    // The number keeps its order, and the band its call, in Arabic.
    const call = page.getByRole("banner").getByRole("link", { name: /^اتصل 0/ });
    await expect(call).toBeInViewport({ ratio: 1 });
    await expect(call.locator('[dir="ltr"]')).toHaveText(formatPhone(business.phone));
  });
});

test.describe("header on a phone", () => {
  // Measured at rest: the booking button slides in on arrival.
  test.use({ viewport: mobile, reducedMotion: "reduce" });

  test("books and calls without opening the menu, with targets of at least 44 px inside the header", async ({
    page,
  }) => {
    await page.goto("/");
    await hydrated(page);
    const header = page.locator("header").first();
    const headerBox = (await header.boundingBox())!;
    const book = header.getByRole("link", { name: "Afspraak maken" });
    const call = header.getByRole("link", { name: /^Bel ons op / });
    for (const target of [book, call, page.getByRole("button", { name: "Menu openen" })]) {
      await expect(target).toBeInViewport({ ratio: 1 });
      const box = (await target.boundingBox())!;
      expect(box.width).toBeGreaterThanOrEqual(44);
      expect(box.height).toBeGreaterThanOrEqual(44);
      expect(box.y).toBeGreaterThanOrEqual(headerBox.y);
      expect(box.y + box.height).toBeLessThanOrEqual(headerBox.y + headerBox.height);
    }
    await expect(book).toHaveAttribute("href", "/afspraak-maken");
    expect(await call.getAttribute("href")).toMatch(/^tel:\+?\d+$/);
  });
});

test.describe("mobile menu", () => {
  test.use({ viewport: mobile });

  test("opens full screen, traps focus, closes with Escape", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    await expect(page.getByRole("navigation", { name: "Hoofdmenu" })).toBeHidden();
    await page.getByRole("button", { name: "Menu openen" }).click();
    const dialog = page.getByRole("dialog", { name: "Menu" });
    await expect(dialog).toBeVisible();
    expect(await dialog.boundingBox()).toMatchObject({ x: 0, y: 0, width: mobile.width, height: mobile.height });
    await expect(dialog.getByRole("link", { name: "Zwemmen" })).toBeVisible();
    await expect(dialog.getByText("Nu open voor afspraken")).toBeVisible();
    // Booking and calling are at the top, in view without scrolling the menu.
    await expect(dialog.getByRole("link", { name: "Afspraak maken" })).toBeInViewport({ ratio: 1 });
    await expect(dialog.getByRole("link", { name: /^Bel ons op / })).toBeInViewport({ ratio: 1 });
    expect(await dialog.evaluate((el) => el.scrollTop)).toBe(0);

    for (let i = 0; i < 40; i++) {
      await page.keyboard.press("Tab");
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("button", { name: "Menu openen" })).toBeFocused();
  });

  test("choosing a link closes the menu and scrolls to the top", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    await page.evaluate(() => window.scrollTo(0, 2000));
    await page.getByRole("button", { name: "Menu openen" }).click();
    const dialog = page.getByRole("dialog", { name: "Menu" });
    await dialog.getByRole("link", { name: "Home", exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await page.getByRole("button", { name: "Menu openen" }).click();
    await dialog.getByRole("link", { name: "Afspraak maken" }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/afspraak-maken$/);
  });

  test("the close button closes it", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    await page.getByRole("button", { name: "Menu openen" }).click();
    await page.getByRole("button", { name: "Menu sluiten" }).click();
    await expect(page.getByRole("dialog")).toBeHidden();
  });
});

test.describe("header without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a dropdown opens on hover and on keyboard focus", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Hoofdmenu" });
    await expect(nav.getByRole("link", { name: "Zwemmen" })).toBeHidden();
    await nav.getByRole("button", { name: "Gehoorbescherming" }).hover();
    await expect(nav.getByRole("link", { name: "Zwemmen" })).toBeVisible();
    await page.mouse.move(10, 600);
    await expect(nav.getByRole("link", { name: "Zwemmen" })).toBeHidden();
    await nav.getByRole("button", { name: "In-Ear Monitors" }).focus();
    await page.keyboard.press("Tab");
    await expect(nav.getByRole("link", { name: "Muzikanten" })).toBeFocused();
  });
});

test.describe("phone header without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: mobile });

  test("the menu button leads to the footer's list of every page", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("button", { name: "Menu openen" })).toHaveCount(0);
    await page.getByRole("link", { name: "Menu openen" }).click();
    await expect(page).toHaveURL(/#alle-paginas$/);
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "Zwemmen" })).toBeInViewport();
  });
});
