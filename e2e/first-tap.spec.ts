import type { Page } from "@playwright/test";
import { mainMenu, paths } from "#/src/registry/pages.ts";
import nl from "#/src/i18n/locales/nl.json" with { type: "json" };
import { services, servicesIntro } from "#/src/copy/home.ts";
import { mapCopy } from "#/src/copy/map.ts";
import { readPageCopies } from "#/src/data/page-copies.server.ts";
import type { SectionCopy } from "#/src/data/schema/page-copy.ts";
import { formatAmount } from "#/src/lib/price.ts";
import { expect, hydrated, mobile, ownerData, test } from "#/e2e/fixtures.ts";

// Every island a visitor can reach on the first screen or after one scroll answers the first tap or
// key at any moment after the first paint, also before its script has arrived
// (src/directives/first-use.ts, decision 039): the page's scripts are held back here until the
// visitor has acted, as on a slow line, or run on a CPU four times slower while the visitor acts at
// once, without waiting for them.

const musicians = "/in-ear-monitors/muzikanten";
const noisePage = "/gehoorbescherming/muziek";
const noiseCalculator = readPageCopies()["protection/muziek"]!.sections.find(
  (section): section is Extract<SectionCopy, { type: "calculator" }> => section.type === "calculator",
)!;
/** A situation past the first (which is chosen already) with its level written as a number. */
const laterPreset = noiseCalculator.presets.slice(1).find((preset) => typeof preset.level === "number")!;

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

/** Runs the page's scripts four times slower, as Lighthouse's phone does (and many a visitor's). */
async function slowCpu(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
}

const cards = (page: Page) => page.locator("#diensten");
const firstService = services[0]!;

test.describe("on a phone with a slow CPU, right after scrolling to an island", () => {
  test.use({ viewport: mobile, hasTouch: true });

  test("the first tap on a home service card opens it, and its 'Sluiten' closes it: 20 visits, 0 lost", async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await slowCpu(page);
    let beforeHydration = 0;
    for (let visit = 1; visit <= 20; visit++) {
      await page.goto("/", { waitUntil: "domcontentloaded" });
      const card = cards(page).getByRole("button", { name: firstService.title });
      const panel = cards(page).getByRole("region", { name: firstService.title });
      // Scrolled to and tapped at once, as a visitor's thumb does: no waiting for the page to settle.
      const spot = await card.evaluate((button) => {
        button.scrollIntoView({ block: "center", behavior: "instant" });
        const box = button.getBoundingClientRect();
        const mark = button.closest("astro-island")?.querySelector(":scope > [data-island]");
        return {
          x: box.x + box.width / 2,
          y: box.y + box.height / 2,
          early: mark?.getAttribute("data-ready") !== "true",
        };
      });
      await page.touchscreen.tap(spot.x, spot.y);
      if (spot.early) beforeHydration++;
      await expect(card, `visit ${visit}: the card's first tap`).toHaveAttribute("aria-expanded", "true");
      await expect(panel).toBeVisible();
      await panel.getByRole("button", { name: servicesIntro.close }).tap();
      await expect(panel, `visit ${visit}: 'Sluiten'`).toBeHidden();
    }
    test.info().annotations.push({ type: "tapped before hydration", description: `${beforeHydration} of 20` });
  });

  test("a carousel's first 'Volgende afbeelding' moves it on", async ({ page }) => {
    await slowCpu(page);
    await page.goto(musicians);
    const designs = page.getByRole("region", { name: "Ontwerpen van in-ear monitors", exact: true });
    const next = designs.getByRole("button", { name: nl.carousel.next });
    await next.scrollIntoViewIfNeeded();
    await next.tap();
    await expect(designs.getByTestId("carousel-position")).toHaveText("2 / 10");
  });

  test(
    "the noise calculator's first choice of a situation shows that situation's level",
    ownerData,
    async ({ page }) => {
      await slowCpu(page);
      await page.goto(noisePage);
      const choice = laterPreset;
      const label = page.locator("label", { hasText: choice.label });
      await label.scrollIntoViewIfNeeded();
      await label.tap();
      await expect(page.getByTestId("calculator-result")).toContainText(`${choice.level} dB(A)`);
      await expect(page.getByRole("radio", { name: choice.label })).toBeChecked();
    },
  );
});

test.describe("on a laptop with a slow CPU, typing at once", () => {
  test("the cost calculator keeps an amount typed before its script ran, and works it out", async ({ page }) => {
    await slowCpu(page);
    await page.goto(paths.costs, { waitUntil: "domcontentloaded" });
    const calculator = page.getByRole("region", { name: "Wat betaal ik zelf?" });
    const price = calculator.getByRole("textbox", { name: "Prijs van het hoortoestel" });
    await price.click();
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.type("2500");
    const insurer = calculator.getByRole("textbox", { name: /Vergoeding van uw zorgverzekeraar/ });
    await insurer.click();
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.type("1000");
    await hydrated(page);
    await expect(price).toHaveValue("2500");
    await expect(insurer).toHaveValue("1000");
    await expect(page.getByTestId("cost-result")).toContainText(formatAmount(1000));
  });
});

test.describe("before an island's script has arrived", () => {
  test("a home service card: the click is kept and opens it", async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto("/");
    const card = cards(page).getByRole("button", { name: firstService.title });
    await card.click();
    await expect(card).toHaveAttribute("aria-expanded", "false");
    release();
    await expect(card).toHaveAttribute("aria-expanded", "true");
    await expect(cards(page).getByRole("region", { name: firstService.title })).toBeVisible();
  });

  test("a home service card tapped twice while waiting opens, and stays open", async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto("/");
    const card = cards(page).getByRole("button", { name: firstService.title });
    await card.click();
    await card.click();
    release();
    await expect(card).toHaveAttribute("aria-expanded", "true");
    await page.waitForTimeout(300);
    await expect(card).toHaveAttribute("aria-expanded", "true");
  });

  test("a carousel: its button and its arrow key are kept and each moves it", async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto(musicians);
    const designs = page.getByRole("region", { name: "Ontwerpen van in-ear monitors", exact: true });
    await designs.getByRole("button", { name: nl.carousel.next }).click();
    await designs.getByRole("group").first().focus();
    await page.keyboard.press("ArrowRight");
    release();
    await expect(designs.getByTestId("carousel-position")).toHaveText("3 / 10");
  });

  test("the hero video's 'Afspelen' plays it, also where it would have started by itself", async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto(musicians);
    await page.getByRole("button", { name: nl.video.play }).click();
    release();
    await hydrated(page);
    await page.waitForTimeout(1500);
    expect(await page.locator("video").evaluate((video: HTMLVideoElement) => video.paused)).toBe(false);
    await expect(page.getByRole("button", { name: nl.video.pause })).toBeVisible();
  });

  test("the hero video's 'Afspelen' plays it with reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    const release = await holdScripts(page);
    await page.goto(musicians);
    await page.getByRole("button", { name: nl.video.play }).click();
    release();
    await expect(page.getByRole("button", { name: nl.video.pause })).toBeVisible();
    await expect.poll(() => page.locator("video").evaluate((video: HTMLVideoElement) => video.paused)).toBe(false);
  });

  test("the noise calculator: a situation and the slider chosen early both count", ownerData, async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto(noisePage);
    await page.locator("label", { hasText: laterPreset.label }).click();
    await page.getByRole("slider").fill("96");
    const result = page.getByTestId("calculator-result");
    // Until the script has worked it out, the result on screen is not passed off as the answer.
    await expect(result).toHaveCSS("opacity", "0.4");
    release();
    await expect(result).toHaveCSS("opacity", "1");
    await expect(result).toContainText("96 dB(A)");
    await expect(page.getByRole("radio", { checked: true })).toHaveCount(0);
  });

  test("the cost calculator: an amount typed early is worked out", async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto(paths.costs);
    const calculator = page.getByRole("region", { name: "Wat betaal ik zelf?" });
    const price = calculator.getByRole("textbox", { name: "Prijs van het hoortoestel" });
    const insurer = calculator.getByRole("textbox", { name: /Vergoeding van uw zorgverzekeraar/ });
    await price.fill("2500");
    await insurer.fill("700");
    const result = page.getByTestId("cost-result");
    // The worked example still on screen is dimmed, not read as the answer to 2500 and 700.
    await expect(result).toHaveCSS("opacity", "0.4");
    release();
    await hydrated(page);
    // Both amounts stay, and the part above the reimbursement is 2500 − 700.
    await expect(price).toHaveValue("2500");
    await expect(insurer).toHaveValue("700");
    await expect(result).toContainText(formatAmount(1800));
    await expect(result).toHaveCSS("opacity", "1");
  });

  test("a map's 'show' button loads the map", async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto(paths.contact);
    await page.getByRole("button", { name: mapCopy.show }).first().click();
    release();
    await expect(page.locator("iframe").first()).toBeAttached();
  });
});
