import type { Locator, Page } from "@playwright/test";
import {
  builtRoutes,
  expect,
  failedIslandLoad,
  hydrated,
  islandReady,
  mobile,
  storeLanguage,
  test,
} from "#/e2e/fixtures.ts";

// The chrome follows the visitor's language and direction; the Dutch content stays Dutch-shaped:
// left to right, aligned as in Dutch, never mirrored (decision 003).

const post = builtRoutes().find((route) => route.startsWith("/blogs/"))!;
const sample = ["/", "/gehoorbescherming/muziek", "/contact", post, "/belasting-teruggave"];

/** Direction, alignment and left edge of every paragraph, list item and heading in <main>. */
function contentShape(page: Page) {
  return page.locator("main").evaluate((main) =>
    [...main.querySelectorAll("p, li, h1, h2, h3, h4, h5, h6")]
      // checkVisibility: a closed <details> keeps its text laid out or not, as the browser pleases.
      .filter((element) => element.checkVisibility() && element.textContent!.trim())
      .map((element) => {
        const style = getComputedStyle(element);
        // Its visible words: hidden chrome labels in it (a link's 'opens in a new tab') follow the chrome.
        const visible = element.cloneNode(true) as Element;
        for (const label of visible.querySelectorAll(".sr-only")) label.remove();
        return {
          text: visible.textContent!.trim().slice(0, 40),
          direction: style.direction,
          textAlign: style.textAlign,
          left: Math.round(element.getBoundingClientRect().left),
        };
      }),
  );
}

for (const route of sample) {
  test(`${route}: with the chrome in Arabic the Dutch content reads left to right, as in Dutch`, async ({
    page,
    consoleErrors,
  }) => {
    await page.setViewportSize(mobile);
    await page.goto(route);
    await hydrated(page);
    const dutch = await contentShape(page);

    await storeLanguage(page, "ar");
    await page.goto(route);
    await hydrated(page);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    // The Arabic labels have arrived.
    await expect(page.getByRole("button", { name: "فتح القائمة" })).toBeVisible();
    for (const part of ["banner", "contentinfo"] as const) {
      expect(await page.getByRole(part).evaluate((element) => getComputedStyle(element).direction), part).toBe("rtl");
    }
    const arabic = await contentShape(page);
    expect(arabic.filter((element) => element.direction !== "ltr")).toEqual([]);
    // Same alignment and same place as in Dutch: nothing in the content is mirrored.
    expect(arabic).toEqual(dutch);
    expect(consoleErrors).toEqual([]);
  });
}

test("the experience badge reads its years before 'ervaring' in an Arabic page", async ({ page }) => {
  await storeLanguage(page, "ar");
  await page.goto("/");
  await hydrated(page);
  const badge = page.locator("main p", { hasText: /jaar\s*ervaring/ });
  const [years, label] = await badge
    .locator("span")
    .evaluateAll((spans) => spans.map((span) => span.getBoundingClientRect().left));
  expect(years).toBeLessThan(label!);
});

test("the WhatsApp button stays bottom right in an Arabic page, clear of where the Dutch lines start", async ({
  page,
}) => {
  await storeLanguage(page, "ar");
  await page.goto("/gehoorbescherming/werk");
  await hydrated(page);
  const box = (await page.locator("a[href^='https://wa.me']").last().boundingBox())!;
  const width = page.viewportSize()!.width;
  expect(box.x).toBeGreaterThan(width / 2);
  expect(width - (box.x + box.width)).toBeLessThanOrEqual(24);
});

test.describe("with every script blocked", () => {
  // The test blocks the page's scripts (also Astro's retry), and Chromium logs each blocked load.
  test.use({ expectedConsoleErrors: failedIslandLoad(/\/assets\/[\w.-]+\.js/) });

  test("before any script, a stored Arabic choice mirrors the chrome and not the content", async ({
    page,
    request,
  }) => {
    const html = await (await request.get("/contact")).text();
    expect(html).toMatch(/<main[^>]* lang="nl"[^>]* dir="ltr"/);

    await storeLanguage(page, "ar");
    await page.route(/\/assets\/[^/?]+\.js(\?|$)/, (route) => route.abort());
    await page.goto("/contact");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    const direction = (part: Locator) => part.evaluate((element) => getComputedStyle(element).direction);
    expect(await direction(page.getByRole("banner"))).toBe("rtl");
    expect(await direction(page.getByRole("contentinfo"))).toBe("rtl");
    expect(await direction(page.locator("main h1"))).toBe("ltr");
    expect(await page.locator("main h1").evaluate((element) => getComputedStyle(element).textAlign)).not.toMatch(
      /right|end/,
    );
    // The blocked scripts are met within the test: the page falls back to its no-script form.
    await expect(page.locator("html")).not.toHaveClass(/\bjs\b/);
  });
});

test.describe("the chrome inside and around the content is translated", () => {
  /** The footer's opening lines and the carousel's and video's buttons, as a visitor meets them. */
  async function chromeLabels(page: Page, language: string | null) {
    if (language) await storeLanguage(page, language);
    // One moment for every language, so the 'open now' lines can be compared.
    await page.clock.setFixedTime(new Date("2026-01-13T10:15:00+01:00"));
    await page.goto("/in-ear-monitors/muzikanten");
    await hydrated(page);
    if (language) await expect(page.locator("html")).toHaveAttribute("lang", language);
    const footer = page.locator("footer");
    const carousel = page.getByRole("region", { name: "Ontwerpen van in-ear monitors", exact: true });
    // The footer and the carousel hydrate once seen (client:firstuse="visible").
    await islandReady(footer);
    await islandReady(carousel);
    const previous = carousel.getByRole("button").first();
    const video = page.locator("main video + button");
    const videoBox = (await video.boundingBox())!;
    return {
      openNow: (await footer.getByTestId("open-status-hurdegaryp").textContent())!.trim(),
      weekHours: (await footer.getByTestId("week-hours-hurdegaryp").textContent())!.trim(),
      previous: await previous.getAttribute("aria-label"),
      previousLang: await previous.getAttribute("lang"),
      slide: await carousel
        .locator('[aria-roledescription="slide"]')
        .first()
        .evaluate((slide) => {
          const label = document.getElementById(slide.getAttribute("aria-labelledby")!)!;
          return { text: label.textContent, lang: label.lang };
        }),
      video: (await video.textContent())!.trim(),
      videoLang: await video.locator("[lang]").getAttribute("lang"),
      // The button keeps its corner of the video whatever the label's language.
      videoRight: Math.round(videoBox.x + videoBox.width),
      // The carousel's name is Dutch content and stays so.
      carouselName: await carousel.evaluate((region) =>
        document.getElementById(region.getAttribute("aria-labelledby")!)!.closest("[lang]")!.getAttribute("lang"),
      ),
    };
  }

  test("in English and Arabic: the footer's opening lines, the carousel and the video button", async ({ page }) => {
    const dutch = await chromeLabels(page, null);
    expect(dutch).toMatchObject({ previous: "Vorige afbeelding", previousLang: "nl", carouselName: "nl" });
    for (const language of ["en", "ar"]) {
      const translated = await chromeLabels(page, language);
      for (const key of ["openNow", "weekHours", "previous", "video"] as const) {
        expect(translated[key], `${language} ${key}`).not.toBe(dutch[key]);
        expect(translated[key], `${language} ${key}`).toBeTruthy();
      }
      expect(translated.slide.text).not.toBe(dutch.slide.text);
      expect(translated.slide.lang).toBe(language);
      expect(translated.previousLang).toBe(language);
      expect(translated.videoLang).toBe(language);
      expect(translated.carouselName).toBe("nl");
      expect(translated.videoRight).toBe(dutch.videoRight);
    }
  });
});

test("no page breaks words anywhere: no break-all or overflow-wrap: anywhere on any text (390 px)", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize(mobile);
  const found: string[] = [];
  for (const route of builtRoutes()) {
    await page.goto(route);
    const breaking = await page.evaluate(() =>
      [...document.querySelectorAll("body *")]
        .filter((element) => [...element.childNodes].some((node) => node.nodeType === 3 && node.textContent!.trim()))
        .filter((element) => {
          const style = getComputedStyle(element);
          return style.wordBreak === "break-all" || style.overflowWrap === "anywhere";
        })
        .map((element) => `${element.tagName.toLowerCase()} "${element.textContent!.trim().slice(0, 30)}"`),
    );
    found.push(...breaking.map((element) => `${route}: ${element}`));
  }
  expect(found).toEqual([]);
});
