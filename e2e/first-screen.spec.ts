import type { Page } from "@playwright/test";
import { mainMenu, pages, paths } from "#/src/registry/pages.ts";
import nl from "#/src/i18n/locales/nl.json" with { type: "json" };
import { builtRoutes, expect, hydrated, islandsHydrated, mobile, test } from "#/e2e/fixtures.ts";
import { CONTROLS, coveredByChatButton } from "#/e2e/chat-button.ts";
import { expectWholeButtons } from "#/e2e/whole-buttons.ts";

// What a visitor sees before any click or scroll (design.md, 'The first screen'), and the chat
// bubble that must never lie over what they read or fill in (decision 019).

const laptop = { width: 1280, height: 800 };
const routes = builtRoutes();

/**
 * For each selector, whether an element matching it is drawn inside the viewport and on top
 * (what the browser draws at its centre is the element itself), not hidden by anything; with
 * `asText`, one that also shows a phone number as text (six digits or more), not only an icon.
 */
function inFirstScreen({ selectors, asText = [] }: { selectors: string[]; asText?: string[] }) {
  const onTop = (element: Element) => {
    const box = element.getBoundingClientRect();
    if (!box.width || !box.height || getComputedStyle(element).visibility === "hidden") return false;
    if (box.left < 0 || box.top < 0 || box.right > window.innerWidth || box.bottom > window.innerHeight) return false;
    const drawn = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return drawn !== null && (element === drawn || element.contains(drawn));
  };
  const showsNumber = (element: Element) => (element as HTMLElement).innerText.replace(/\D/g, "").length >= 6;
  return [
    ...selectors.map((selector) => [...document.querySelectorAll(selector)].some(onTop)),
    ...asText.map((selector) => [...document.querySelectorAll(selector)].some((e) => onTop(e) && showsNumber(e))),
  ];
}

/** Whether `element` is drawn whole inside the viewport (as toBeInViewport with ratio 1). */
function wholeInViewport(element: Element) {
  const box = element.getBoundingClientRect();
  return (
    box.width > 0 &&
    box.height > 0 &&
    box.left >= 0 &&
    box.top >= 0 &&
    box.right <= window.innerWidth &&
    box.bottom <= window.innerHeight
  );
}

const booking = `a[href="${paths.appointment}"]`;
const call = 'a[href^="tel:"]';

const groups = mainMenu.filter((entry) => entry.type === "group").map((entry) => nl.nav[entry.key]);
const directLinks = mainMenu.filter((entry) => entry.type === "link").map((entry) => nl.nav[entry.label]);

/** Whether the page's first screen offers a booking link and a tel: link showing the number, on top and whole. */
async function expectBookAndCall(page: Page) {
  expect(
    await page.evaluate(inFirstScreen, { selectors: [booking], asText: [call] }),
    "[booking link, tel: link with the number as text] in the first screen",
  ).toEqual([true, true]);
}

// One test a page (not one loop over all pages): each stays short on a busy machine and names its page.
test.describe("on a phone, before any script has run", () => {
  // A phone on a slow connection shows the page long before its scripts: booking and calling must
  // already be there.
  test.use({ javaScriptEnabled: false, viewport: mobile });
  for (const route of routes) {
    test(`${route} offers booking and calling in its first screen at ${mobile.width} × ${mobile.height}`, async ({
      page,
    }) => {
      await page.goto(route);
      await expectBookAndCall(page);
    });
  }
});

test.describe("on a laptop", () => {
  test.use({ viewport: laptop, reducedMotion: "reduce" });
  for (const route of routes) {
    test(`${route} offers booking and calling in its first screen at ${laptop.width} × ${laptop.height}, beside the full desktop menu; whole button labels; the WhatsApp button over no control`, async ({
      page,
    }) => {
      expect(groups).toHaveLength(4);
      await page.goto(route);
      await hydrated(page);
      await expectBookAndCall(page);
      // The four dropdowns and the direct links, whole and on screen, without a click (read in one go:
      // the page is hydrated and, with motion reduced, nothing in the header moves).
      const nav = page.getByRole("navigation", { name: nl.nav.mainLabel });
      const entries = [
        ...groups.map((name) => nav.getByRole("button", { name, exact: true })),
        ...directLinks.map((name) => nav.getByRole("link", { name, exact: true })),
      ];
      const whole = await Promise.all(entries.map((entry) => entry.evaluate(wholeInViewport)));
      expect(
        Object.fromEntries([...groups, ...directLinks].map((name, i) => [name, whole[i]])),
        "whole in the first screen",
      ).toEqual(Object.fromEntries([...groups, ...directLinks].map((name) => [name, true])));
      expect(await page.evaluate(coveredByChatButton, CONTROLS), "what the WhatsApp button lies over").toEqual([]);
      await expectWholeButtons(page);
    });
  }
});

/** What the chat bubble must never lie over: fields, buttons, error messages and tables. */
const KEEP_CLEAR = 'input:not([type="hidden"]), textarea, select, button, [role="alert"], [id$="-error"], table';

/** The visible things the chat bubble covers now, or null when it is not on screen. */
function coveredByBubble(keepClear: string) {
  const bubble = document.querySelector('[data-testid="chat-bubble"]');
  if (!bubble || getComputedStyle(bubble).visibility === "hidden") return null;
  const box = bubble.getBoundingClientRect();
  const widget = bubble.parentElement!;
  return [...document.querySelectorAll(keepClear)]
    .filter((element) => !widget.contains(element))
    .filter((element) => {
      const rect = element.getBoundingClientRect();
      // A link in a closed fold keeps a box but is not drawn: nothing lies over it.
      if (!rect.width || !rect.height || !element.checkVisibility({ visibilityProperty: true })) return false;
      return rect.right > box.left && rect.left < box.right && rect.bottom > box.top && rect.top < box.bottom;
    })
    .map((element) => `${element.tagName.toLowerCase()} "${(element.textContent ?? "").trim().slice(0, 40)}"`);
}

/** Time stands still until the test moves it (as in chat.spec.ts), so 10 s of bubble take no 10 s. */
async function stopClock(page: Page) {
  const start = new Date("2026-11-21T10:00:00+01:00");
  await page.clock.install({ time: start });
  // Pause a moment ahead: the installed clock is already running, so `start` may have passed.
  await page.clock.pauseAt(start.getTime() + 1000);
}

/**
 * Loads `route` (on a stopped clock), lets the bubble appear (2 s) and samples it through its 10 s
 * while scrolling from the top to the end of the page. Returns what it covered, how often it was on
 * screen and how often it kept out of sight because it would have covered something.
 */
async function sampleBubble(page: Page, route: string, prepare?: () => Promise<void>) {
  await page.goto(route);
  // The islands hydrate once the browser is idle (client:firstuse): that moment needs the clock.
  for (let step = 0; step < 30 && !(await islandsHydrated(page)); step++) {
    await page.clock.runFor(100);
  }
  await hydrated(page);
  await prepare?.();
  const bubble = page.getByTestId("chat-bubble");
  for (let step = 0; step < 25 && !(await bubble.count()); step++) await page.clock.runFor(100);
  await expect(bubble).toHaveAttribute("data-phase", "shown");
  const covered = new Set<string>();
  let shown = 0;
  let keptAway = 0;
  const steps = 12;
  for (let step = 0; step <= steps; step++) {
    // Scrolled, and on to the next step once the page has told its listeners (the bubble's first).
    await page.evaluate(
      (fraction) =>
        new Promise<void>((resolve) => {
          const end = document.documentElement.scrollHeight - window.innerHeight;
          const top = Math.round(end * fraction);
          if (Math.abs(window.scrollY - top) < 1) return resolve();
          window.addEventListener("scroll", () => resolve(), { once: true });
          window.scrollTo({ top, behavior: "instant" });
        }),
      step / steps,
    );
    // Then the bubble's clock moves on (12 × 600 ms < 10 s).
    for (const moment of [0, 600]) {
      await page.clock.runFor(moment);
      const now = await page.evaluate(coveredByBubble, KEEP_CLEAR);
      if (now === null) {
        if ((await bubble.getAttribute("data-covering")) !== null) keptAway++;
        continue;
      }
      shown++;
      for (const item of now) covered.add(`at ${step}/${steps} of the page: ${item}`);
    }
  }
  await expect(bubble).toHaveAttribute("data-phase", "shown");
  return { covered: [...covered], shown, keptAway };
}

/**
 * A sampling that could not have failed is no proof: where the layout leaves the bubble room (a
 * laptop's home page and protection pages) it must have shown; where it leaves none (a phone, the
 * contact form) it must have kept out of sight for that reason. The control test below shows that
 * the sampling fails a bubble shown over a button.
 */
function expectExercised(result: { shown: number; keptAway: number }, room: boolean) {
  if (room) expect(result.shown, "times the bubble was on screen").toBeGreaterThan(0);
  else expect(result.keptAway, "times the bubble kept out of sight").toBeGreaterThan(0);
}

const protectionPages = pages
  .filter((entry) => "group" in entry && entry.group === "hearingProtection")
  .map((entry) => entry.path);

for (const viewport of [mobile, laptop]) {
  test.describe(`the chat bubble at ${viewport.width} px`, () => {
    test.use({ viewport });
    test.beforeEach(({ page }) => stopClock(page));

    test("never covers a field, button, error message or table on the home page", async ({ page }) => {
      const home = await sampleBubble(page, paths.home);
      expect(home.covered).toEqual([]);
      // It still appears where it has room: beside the home page's hero picture on a laptop.
      expectExercised(home, viewport === laptop);
    });

    test("never covers the contact form, also while it shows its error messages", async ({ page }) => {
      const contact = await sampleBubble(page, paths.contact);
      expect(contact.covered).toEqual([]);
      expectExercised(contact, false);

      const withErrors = await sampleBubble(page, paths.contact, async () => {
        await page.locator('form button[type="submit"]').click();
        await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
        // Off the field the form focused, so the bubble is judged by where it is, not by the focus.
        await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      });
      expect(withErrors.covered).toEqual([]);
      expectExercised(withErrors, false);
    });

    test("never covers the tables and buttons of the hearing-protection pages", async ({ page }) => {
      test.setTimeout(90_000);
      expect(protectionPages.length).toBeGreaterThan(1);
      const covered: string[] = [];
      for (const route of protectionPages) {
        const result = await sampleBubble(page, route);
        covered.push(...result.covered.map((item) => `${route} ${item}`));
        expectExercised(result, viewport === laptop);
      }
      expect(covered).toEqual([]);
    });
  });
}

test("the bubble keeps out of sight over a button, and the sampling sees it if it did not", async ({ page }) => {
  await page.setViewportSize(laptop);
  await stopClock(page);
  await page.goto(paths.home);
  for (let step = 0; step < 30 && !(await islandsHydrated(page)); step++) {
    await page.clock.runFor(100);
  }
  await hydrated(page);
  const bubble = page.getByTestId("chat-bubble");
  for (let step = 0; step < 25 && !(await bubble.count()); step++) await page.clock.runFor(100);
  await expect(bubble).toHaveAttribute("data-phase", "shown");

  // A button appears right under the bubble (as a panel opening would put one there).
  await bubble.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const button = document.createElement("button");
    button.textContent = "Proefknop";
    button.style.cssText = `position:fixed;left:${box.left}px;top:${box.top}px;width:${box.width}px;height:${box.height}px;z-index:1`;
    document.body.append(button);
  });
  await expect(bubble).toBeHidden();
  expect(await page.evaluate(coveredByBubble, KEEP_CLEAR)).toBeNull();
  // Forced into sight, it covers the button: the check that passes the pages above would fail it.
  await page.addStyleTag({ content: "[data-testid=chat-bubble] { visibility: visible !important; }" });
  expect(await page.evaluate(coveredByBubble, KEEP_CLEAR)).toEqual(['button "Proefknop"']);
});
