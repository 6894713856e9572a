import { formatPrice } from "#/src/lib/price.ts";
import { prices } from "#/src/data/owner-files.server.ts";
import type { Locator, Page } from "@playwright/test";
import { expect, hydrated, islandReady, mobile, ownerData, test } from "#/e2e/fixtures.ts";

const musicians = "/in-ear-monitors/muzikanten";
const gamers = "/in-ear-monitors/gamers";

const carousel = (page: Page, name: string) => page.getByRole("region", { name, exact: true });
const slides = (region: Locator) => region.locator('[aria-roledescription="slide"]');
const position = (region: Locator) => region.getByTestId("carousel-position");

test.describe("carousels", () => {
  test("show 10 designs, 9 materials, 9 production steps and a 6-picture gallery", async ({ page }) => {
    await page.goto(musicians);
    await expect(slides(carousel(page, "Ontwerpen van in-ear monitors"))).toHaveCount(10);
    await expect(slides(carousel(page, "Premium materialen voor in-ear monitors"))).toHaveCount(9);
    await expect(slides(carousel(page, "Productie van in-ear monitors"))).toHaveCount(9);
    await expect(page.getByText(/100% gemaakt in Duitsland.*meer dan 3\.000 producten op maat/)).toBeVisible();
    await page.goto(gamers);
    await expect(slides(carousel(page, "Foto's van in-ear monitors voor gamers"))).toHaveCount(6);
  });

  test("label each slide 'x van n' and load no slide with the page (the carousels are below the fold)", async ({
    page,
  }) => {
    await page.goto(musicians);
    const designs = carousel(page, "Ontwerpen van in-ear monitors");
    await expect(slides(designs).nth(0)).toHaveAccessibleName("1 van 10");
    await expect(slides(designs).nth(9)).toHaveAccessibleName("10 van 10");
    const loading = await slides(designs)
      .locator("img")
      .evaluateAll((images) => images.map((image) => image.getAttribute("loading")));
    expect(loading).toEqual(Array(10).fill("lazy"));
  });

  test("move with the buttons and wrap around at both ends", async ({ page }) => {
    await page.goto(musicians);
    await hydrated(page);
    const designs = carousel(page, "Ontwerpen van in-ear monitors");
    // The carousels hydrate once seen (client:firstuse="visible").
    await islandReady(designs);
    await expect(position(designs)).toHaveText("1 / 10");
    await designs.getByRole("button", { name: "Volgende afbeelding" }).click();
    await expect(position(designs)).toHaveText("2 / 10");
    await designs.getByRole("button", { name: "Vorige afbeelding" }).click();
    await expect(position(designs)).toHaveText("1 / 10");
    // Looping: the buttons stay enabled at the ends and wrap.
    await designs.getByRole("button", { name: "Vorige afbeelding" }).click();
    await expect(position(designs)).toHaveText("10 / 10");
    await designs.getByRole("button", { name: "Volgende afbeelding" }).click();
    await expect(position(designs)).toHaveText("1 / 10");
  });

  test("move with the arrow keys while focused", async ({ page }) => {
    await page.goto(musicians);
    await hydrated(page);
    const materials = carousel(page, "Premium materialen voor in-ear monitors");
    // The carousels hydrate once seen (client:firstuse="visible").
    await islandReady(materials);
    await materials.getByRole("group", { name: /blader met de pijltoetsen/ }).focus();
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await expect(position(materials)).toHaveText("3 / 9");
    await page.keyboard.press("ArrowLeft");
    await expect(position(materials)).toHaveText("2 / 9");
  });

  for (const motion of ["no-preference", "reduce"] as const) {
    test(`the buttons ${motion === "reduce" ? "jump without gliding when motion is reduced" : "glide to the next slide"}`, async ({
      page,
    }) => {
      await page.emulateMedia({ reducedMotion: motion });
      await page.goto(musicians);
      await hydrated(page);
      const designs = carousel(page, "Ontwerpen van in-ear monitors");
      await islandReady(designs);
      // Where the slide row is right after a press of 'next' (in the same task) and once it rests:
      // a jump is already at the end; a glide has not moved yet and gets there over the next
      // frames. (Counting frames instead depends on how busy the machine is.)
      const { before, atOnce, atRest } = await designs.evaluate(async (region) => {
        const row = region.querySelector<HTMLElement>('[role="group"] > div')!;
        const before = row.style.transform;
        region.querySelector<HTMLButtonElement>('button[aria-label="Volgende afbeelding"]')!.click();
        const atOnce = row.style.transform;
        let last = atOnce;
        let stableSince = performance.now();
        const started = performance.now();
        // Rest: moved away from the start, then 400 ms without change.
        while (performance.now() - started < 8000) {
          await new Promise((resolve) => setTimeout(resolve, 50)); // fixed: the sampling interval of this watch
          if (row.style.transform !== last) [last, stableSince] = [row.style.transform, performance.now()];
          else if (last !== before && performance.now() - stableSince >= 400) break;
        }
        return { before, atOnce, atRest: row.style.transform };
      });
      await expect(position(designs)).toHaveText("2 / 10");
      expect(atRest).not.toBe(before);
      expect(atOnce).toBe(motion === "reduce" ? atRest : before);
    });
  }

  test("follow a drag", async ({ page }) => {
    await page.goto(musicians);
    await hydrated(page);
    const production = carousel(page, "Productie van in-ear monitors");
    // The carousels hydrate once seen (client:firstuse="visible").
    await islandReady(production);
    const box = (await production.getByRole("group", { name: /blader met de pijltoetsen/ }).boundingBox())!;
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + box.width * 0.8, y);
    await page.mouse.down();
    for (let step = 1; step <= 10; step++) await page.mouse.move(box.x + box.width * (0.8 - step * 0.06), y);
    await page.mouse.up();
    await expect(position(production)).not.toHaveText("1 / 9");
  });

  test("show one slide per view on a phone, two at 800 px and three at 1280 px", async ({ page }) => {
    await page.goto(musicians);
    const designs = carousel(page, "Ontwerpen van in-ear monitors");
    for (const { width, perView } of [
      { width: mobile.width, perView: 1 },
      { width: 800, perView: 2 },
      { width: 1280, perView: 3 },
    ]) {
      await page.setViewportSize({ width, height: 900 });
      const viewport = await designs.getByRole("group", { name: /blader met de pijltoetsen/ }).boundingBox();
      const slide = await slides(designs).first().boundingBox();
      expect(Math.round(viewport!.width / slide!.width), `at ${width} px`).toBe(perView);
    }
  });
});

test.describe("hero video", () => {
  for (const route of [musicians, gamers]) {
    test(`${route}: muted looping inline video with a poster, fallback text and a pause button`, async ({
      page,
      request,
    }) => {
      const html = await (await request.get(route)).text();
      expect(html).toContain("Je browser ondersteunt geen video.");
      await page.goto(route);
      await hydrated(page);
      const video = page.locator("video");
      await expect(video).toHaveAttribute("autoplay", "");
      await expect(video).toHaveAttribute("loop", "");
      await expect(video).toHaveAttribute("playsinline", "");
      await expect(video).toHaveAttribute("poster", /\/media\/.+\.webp$/);
      expect(await video.evaluate((element: HTMLVideoElement) => element.muted)).toBe(true);
      await expect.poll(() => video.evaluate((element: HTMLVideoElement) => !element.paused)).toBe(true);

      await page.getByRole("button", { name: "Video pauzeren" }).click();
      await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
      await page.getByRole("button", { name: "Video afspelen" }).click();
      await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(false);
    });
  }

  test("does not play for visitors who prefer reduced motion", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, reducedMotion: "reduce" });
    const page = await context.newPage();
    await page.goto(musicians);
    await hydrated(page);
    const video = page.locator("video");
    await expect(video).not.toHaveAttribute("autoplay");
    await expect(page.getByRole("button", { name: "Video afspelen" })).toBeVisible();
    expect(await video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
    await context.close();
  });

  test("is not fetched before the page is interactive", async ({ request }) => {
    const html = await (await request.get(musicians)).text();
    expect(html).toMatch(/<video[^>]*preload="none"/);
    expect(html).not.toMatch(/<video[^>]*autoplay/);
  });
});

test("the musicians' FAQ opens and closes each answer", async ({ page }) => {
  await page.goto(musicians);
  const faq = page.getByRole("region", { name: "Veelgestelde vragen" });
  await expect(faq.locator("details")).toHaveCount(3);
  const question = faq.locator("summary").first();
  await question.click();
  await expect(faq.locator("details").first()).toHaveAttribute("open", "");
  await question.press("Enter");
  await expect(faq.locator("details[open]")).toHaveCount(0);
});

test("prices from content/prices.yaml, calls to action as the spec writes them", ownerData, async ({ page }) => {
  await page.goto(musicians);
  await expect(page.getByText(formatPrice(prices["in-ear-musicians"]), { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Afspraak maken" }).last()).toHaveAttribute("href", "/afspraak-maken");
  await page.goto(gamers);
  const hl5 = page.getByRole("region", { name: "HL5 Gaming Edition" });
  await expect(hl5.getByText(formatPrice(prices["in-ear-hl5"]), { exact: true })).toBeVisible();
  const specs = await hl5
    .locator("dl > div")
    .evaluateAll((rows) =>
      rows.map((row) => [row.querySelector("dt")?.textContent, row.querySelector("dd")?.textContent]),
    );
  expect(specs).toEqual([
    ["Drivers", "4 (2 per kant)"],
    ["Opbouw", "Tweeweg, met versterkte bas"],
    ["Frequentiebereik", "20 Hz – 25 kHz"],
    ["Impedantie", "22 Ω bij 1 kHz"],
    ["Kabel", "Vervangbare kabel met 2-pin-aansluiting"],
  ]);
  // The page's closing call to action (its hero repeats the step).
  await expect(
    page.locator("section[data-cta]").getByRole("link", { name: "Maak een intake afspraak" }),
  ).toHaveAttribute("href", "/afspraak-maken");
});
