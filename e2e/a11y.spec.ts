import type { Page, Request } from "@playwright/test";
import { business, embedsTaxCalculator } from "#/src/data/business.server.ts";
import { axeViolations } from "#/e2e/axe.ts";
import { expectWholeButtons } from "#/e2e/whole-buttons.ts";
import {
  builtRoutes,
  expect,
  hydrated,
  islandReady,
  mobile,
  networkSettled,
  requestWithin,
  storeLanguage,
  test,
} from "#/e2e/fixtures.ts";

// The site-wide sweep: every route in Dutch on a desktop and on a 320 px phone, and in Arabic on a
// phone. Each pass runs axe, checks reflow, console errors, new-tab links and motion; the desktop
// pass also zooms the text to 200 % and checks which third parties the page contacts, and the 320 px
// pass that every button label is whole (e2e/whole-buttons.ts).

// Measure colours at rest (mid-fade, axe would read a passing colour as faint) and check that nothing moves.
test.use({ reducedMotion: "reduce" });

const origin = (url: string) => new URL(url).origin;
/**
 * The third parties a page may contact: only those it embeds (checked after scrolling to its end).
 * A map is not among them: Google's loads only on the visitor's click (e2e/maps.spec.ts).
 */
const embeds: Record<string, string[]> = {
  "/afspraak-maken": [origin(business.bookingWidgetScriptUrl)],
  "/belasting-teruggave": embedsTaxCalculator ? [origin(business.taxCalculatorUrl)] : [],
};

async function expectNoViolations(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

async function expectNoHorizontalScroll(page: Page, when: string) {
  const overflow = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= width) return null;
    // Name the widest culprits, to make a failure easy to fix.
    return [...document.querySelectorAll("body *")]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && (box.right > width + 1 || box.left < -1);
      })
      .slice(0, 5)
      .map(
        (element) => `${element.tagName.toLowerCase()}.${String(element.className).split(" ").slice(0, 3).join(".")}`,
      );
  });
  expect(overflow, `horizontal scrolling ${when}`).toBeNull();
}

/** Things every pass checks once the page is live. */
async function expectSharedChecks(page: Page, consoleErrors: string[]) {
  await expectNoViolations(page);
  await expectNoHorizontalScroll(page, "at this width");
  const unsafe = await page
    .locator('a[target="_blank"]:not([rel~="noopener"][rel~="noreferrer"])')
    .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
  expect(unsafe, "new-tab links without noopener noreferrer").toEqual([]);
  const motion = await page.evaluate(() => ({
    animations: document.getAnimations().map((animation) => (animation as CSSAnimation).animationName ?? "script"),
    playing: [...document.querySelectorAll("video")].filter((video) => !video.paused).length,
    smoothScroll: getComputedStyle(document.documentElement).scrollBehavior === "smooth",
  }));
  expect(motion, "motion despite prefers-reduced-motion").toEqual({ animations: [], playing: 0, smoothScroll: false });
  // The page is loaded and its islands hydrated: what could still come (an error of a late request)
  // comes within a moment of quiet.
  await networkSettled(page, 150);
  expect(consoleErrors).toEqual([]);
}

// One test a route, its three passes on one page: the second and third load from a warm cache.
for (const route of builtRoutes()) {
  test(`${route}: no violations, reflow, no motion, in Dutch on a desktop and at 320 px (whole button labels) and in Arabic on a phone`, async ({
    page,
    consoleErrors,
    baseURL,
  }) => {
    test.setTimeout(120_000);

    await test.step("Dutch, desktop: reflows at 200 % text; contacts only the parties it embeds", async () => {
      const contacted = new Set<string>();
      const record = (request: Request) => {
        if (!request.url().startsWith(baseURL!) && /^https?:/.test(request.url())) contacted.add(origin(request.url()));
      };
      page.on("request", record);
      await page.setViewportSize({ width: 1280, height: 800 }); // a common laptop, with the full desktop menu (decision 004)
      await page.goto(route);
      await hydrated(page);
      await expectSharedChecks(page, consoleErrors);

      await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" }));
      // A lazy embed (the map) is asked for only once scrolled to, and waitForLoadState("networkidle")
      // returns at once on a page that was idle before: wait for the requests rather than for quiet.
      // The set only grows, so a party the page does not embed still fails the check.
      const expected = [...(embeds[route] ?? [])].sort();
      await expect.poll(() => [...contacted].sort(), { message: "third parties contacted" }).toEqual(expected);
      // Nor any other once the embeds have come: a party asked for a moment later would pass the poll.
      // Watched for a second while the text is made larger.
      const late = requestWithin(page, (request) => {
        const url = request.url();
        return /^https?:/.test(url) && !url.startsWith(baseURL!) && !expected.includes(origin(url));
      });

      // Chromium's own text-size setting (as a visitor with "very large" text has it): 32 px instead of 16.
      const session = await page.context().newCDPSession(page);
      await session.send("Page.setFontSizes", { fontSizes: { standard: 32, fixed: 26 } });
      await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).fontSize)).not.toBe("18px");
      await expectNoHorizontalScroll(page, "at 200 % text size");
      await session.send("Page.setFontSizes", { fontSizes: { standard: 16, fixed: 13 } });

      expect((await late)?.url(), "a third party contacted after the embeds").toBeUndefined();
      expect([...contacted].sort(), "third parties contacted").toEqual(expected);
      page.off("request", record);
    });

    await test.step("Dutch, 320 px: no sideways scrolling, body text at least 18 px, every button label whole", async () => {
      await page.setViewportSize({ width: 320, height: 640 });
      await page.goto(route);
      await hydrated(page);
      await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).fontSize)).toBe("18px");
      await expectSharedChecks(page, consoleErrors);
      const small = await page.locator("main p, main li, main dd").evaluateAll((elements) =>
        elements
          .filter((element) => element.closest("[data-small-print]") === null)
          .filter((element) => [...element.childNodes].some((node) => node.nodeType === 3 && node.textContent!.trim()))
          .filter((element) => Number.parseFloat(getComputedStyle(element).fontSize) < 18)
          .map((element) => element.textContent!.trim().slice(0, 50)),
      );
      expect(small, "body text under 18 px").toEqual([]);
      await expectWholeButtons(page);
    });

    await test.step("Arabic, phone: no sideways scrolling", async () => {
      await page.setViewportSize(mobile);
      await storeLanguage(page, "ar");
      await page.goto(route);
      await hydrated(page);
      await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
      await expectSharedChecks(page, consoleErrors);
    });
  });
}

test("the open mobile menu has no WCAG A/AA violations", async ({ page }) => {
  await page.setViewportSize(mobile);
  await page.goto("/");
  await hydrated(page);
  await page.getByRole("button", { name: "Menu openen" }).click();
  await expectNoViolations(page);
});

test("an open services panel and dropdown have no WCAG A/AA violations", async ({ page }) => {
  await page.goto("/");
  await hydrated(page);
  // The service cards hydrate once seen (client:firstuse="visible").
  await islandReady(page.locator("#diensten"));
  // As its menu link leaves it: right under the sticky header, not with the hero's buttons cut off
  // by the header's edge (which axe would count as targets too small).
  await page.locator("#diensten").evaluate((section) => section.scrollIntoView({ block: "start" }));
  await page.locator("#diensten").getByRole("button", { name: "Hoortoestellen" }).click();
  const trigger = page
    .getByRole("navigation", { name: "Hoofdmenu" })
    .getByRole("button", { name: "Gehoorbescherming" });
  await trigger.click();
  await expect(trigger).toHaveAttribute("aria-expanded", "true");
  await expectNoViolations(page);
});

test("the axe run sees a violation when there is one (missing alt text, faint text)", async ({ page }) => {
  await page.goto("/over-ons");
  await hydrated(page);
  await page
    .getByRole("heading", { level: 1 })
    .evaluate((heading) =>
      heading.insertAdjacentHTML(
        "afterend",
        '<img src="/favicon.svg"><p style="color:#ccc;background:#fff">Vage tekst</p>',
      ),
    );
  const violations = await axeViolations(page);
  expect(violations.map((line) => line.split(":")[0])).toEqual(["color-contrast", "image-alt"]);
});
