import type { Page } from "@playwright/test";
import { mainMenu, paths } from "#/app/registry/pages.ts";
import { nl } from "#/app/i18n/locales/nl.ts";
import { expect, mobile, test } from "#/e2e/fixtures.ts";

// The header answers the visitor's first tap or key at any moment after the first paint, also
// before its script has arrived (site/directives/first-use.ts, decision 023): the page's scripts
// are held back here until the visitor has acted, as on a slow line.

/** Holds every script the page asks for until the returned function is called. */
async function holdScripts(page: Page) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/assets/*.js", async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** The header is painted and no island on the page has hydrated yet. */
async function paintedNotHydrated(page: Page) {
  await expect(page.locator("header").first()).toBeVisible();
  await expect(page.locator("astro-island:not([ssr])")).toHaveCount(0);
}

const firstGroup = mainMenu.find((entry) => entry.type === "group")!;
const groupName = nl.nav[firstGroup.key];

test.describe("on a phone, before the header's script has arrived", () => {
  test.use({ viewport: mobile, hasTouch: true });

  test("the menu opens on the first tap on its button", async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto("/");
    await paintedNotHydrated(page);
    await page.getByRole("button", { name: nl.header.openMenu }).tap();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    release();
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
  });

  test("a tap on a link follows it at once, without waiting for any script", async ({ page }) => {
    await holdScripts(page);
    await page.goto("/");
    await paintedNotHydrated(page);
    await page.locator("header").first().getByRole("link", { name: nl.nav.makeAppointment }).tap();
    await expect(page).toHaveURL(new RegExp(`${paths.appointment}$`));
  });
});

test.describe("on a laptop, before the header's script has arrived", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("Enter on a menu's button opens it", async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto("/");
    await paintedNotHydrated(page);
    const trigger = page.getByRole("navigation", { name: nl.nav.mainLabel }).getByRole("button", { name: groupName });
    await trigger.focus();
    await page.keyboard.press("Enter");
    release();
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
  });

  test("Arrow down on a menu's button opens it with the first page focused", async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto("/");
    await paintedNotHydrated(page);
    const nav = page.getByRole("navigation", { name: nl.nav.mainLabel });
    const trigger = nav.getByRole("button", { name: groupName });
    await trigger.focus();
    await page.keyboard.press("ArrowDown");
    release();
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await expect(page.locator(`#${await trigger.getAttribute("aria-controls")} a`).first()).toBeFocused();
  });

  test("a language chosen in the header takes effect", async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto("/");
    await paintedNotHydrated(page);
    await page.locator("header").first().getByRole("combobox", { name: nl.header.language }).selectOption("ar");
    release();
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.locator("main")).toHaveAttribute("dir", "ltr");
  });
});
