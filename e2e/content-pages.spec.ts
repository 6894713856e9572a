import { ARBO, AT_WORK_NOTE, COVENANT, dutyAtWork, GUIDELINE_BASIS } from "#/src/copy/noise-rules.ts";
import { formatPrice } from "#/src/lib/price.ts";
import { prices } from "#/src/data/owner-files.server.ts";
import type { Page } from "@playwright/test";
import { pages as registry, paths } from "#/src/registry/pages.ts";
import type { PageEntry } from "#/src/lib/site-registry.ts";
import { contentFiles } from "#/src/registry/content-pages.fixture.ts";
import { plainText } from "#/src/copy/marked-text.ts";
import { expect, hydrated, islandReady, mobile, ownerData, test } from "#/e2e/fixtures.ts";

/** What a page's file says about protection beside its calculator, filled in as the page shows it. */
const protectionNote = (name: string) => {
  const calculator = contentFiles[name]!.sections.find((section) => section.type === "calculator");
  return plainText((calculator?.type === "calculator" && calculator.protectionNote) || "");
};

const pages: readonly PageEntry[] = registry;
/** Every content page of the registry, once (/locatie is /locatie/hurdegaryp under a second address). */
const routes = pages.filter((page) => "content" in page.source && !page.canonical).map((page) => page.path);
/** The spec's generic content pages, which end with 'Contact voor advies' to /contact. */
const adviceRoutes = [
  ...pages.filter((page) => page.group === "hearingProtection").map((page) => page.path),
  paths.hearingAids,
  paths.secondOpinion,
  paths.tinnitus,
  paths.method,
];

test("each content page is prerendered with one h1 and its own title and description", async ({ request }) => {
  const titles = new Set<string>();
  const descriptions = new Set<string>();
  for (const route of routes) {
    const response = await request.get(route);
    expect(response.status(), route).toBe(200);
    const html = await response.text();
    expect(html.match(/<h1[\s>]/g), route).toHaveLength(1);
    titles.add(html.match(/<title>([^<]*)<\/title>/)![1]!);
    descriptions.add(html.match(/<meta name="description" content="([^"]*)"/)![1]!);
    if (adviceRoutes.includes(route)) expect(html, route).toContain("Contact voor advies");
  }
  expect(titles.size).toBe(routes.length);
  expect(descriptions.size).toBe(routes.length);
});

test("prices are shown as the practice sets them in content/prices.yaml", ownerData, async ({ page }) => {
  await page.goto("/gehoorbescherming/zwem");
  await expect(page.getByText(formatPrice(prices["swim-basic"]), { exact: true })).toBeVisible();
  await expect(page.getByText(formatPrice(prices["swim-custom"]), { exact: true })).toBeVisible();
  await page.goto("/gehoorbescherming/motor");
  await expect(page.locator("#road-regular")).toContainText(formatPrice(prices["motor-regular"]));
  await expect(page.locator("#road-premium")).toContainText(formatPrice(prices["motor-premium"]));
  await page.goto("/gehoorbescherming/slaap");
  await expect(page.locator("main")).toContainText("27 dB");
});

test.describe("swim accordion", () => {
  // The accordion's disclosures: one exclusive set, by name (the page's 'Op deze pagina' links are folded too).
  const items = (page: Page) => page.locator("main details[name]");

  test("opens one group at a time and collapses again", async ({ page }) => {
    await page.goto("/gehoorbescherming/zwem");
    await expect(items(page)).toHaveCount(3);
    const summary = (name: string) => page.locator("summary", { hasText: name });
    const body = items(page)
      .nth(0)
      .getByText(/KNO-arts/)
      .first();

    await items(page).nth(0).locator("summary").click();
    await expect(items(page).nth(0)).toHaveAttribute("open", "");
    await expect(body).toBeVisible();
    await summary("Volwassenen").click();
    await expect(items(page).nth(1)).toHaveAttribute("open", "");
    await expect(items(page).nth(0)).not.toHaveAttribute("open", "");
    await summary("Volwassenen").click();
    await expect(items(page).locator("[open]")).toHaveCount(0);
    expect(await page.locator("main details[open]").count()).toBe(0);
  });

  test("works with the keyboard", async ({ page }) => {
    await page.goto("/gehoorbescherming/zwem");
    await page.locator("summary", { hasText: "Op maat gemaakt" }).focus();
    await page.keyboard.press("Enter");
    await expect(items(page).nth(2)).toHaveAttribute("open", "");
    await page.keyboard.press("Space");
    await expect(items(page).nth(2)).not.toHaveAttribute("open", "");
  });
});

test.describe("noise-dose calculator", () => {
  const result = (page: Page) => page.getByTestId("calculator-result");

  test(
    "a preset shows the daily time without protection as a guideline, and no time with the filters",
    ownerData,
    async ({ page }) => {
      await page.goto("/gehoorbescherming/muziek");
      await hydrated(page);
      // The first situation is a venue that keeps the covenant's average.
      await expect(result(page)).toContainText(`${COVENANT.maxDbA} dB(A)`);
      await expect(result(page)).toContainText("Richtlijn: hoogstens 7 minuten per dag");
      await page.locator("label", { hasText: "Club of discotheek" }).click();
      await expect(page.getByRole("radio", { name: "Club of discotheek" })).toBeChecked();
      await expect(result(page)).toContainText("Richtlijn: hoogstens 15 minuten per dag");
      await expect(result(page)).not.toContainText("veilig");
      // How much a plug takes off depends on its fit and the sound: no page promises a time with it.
      const calculator = page.locator("section", { has: result(page) });
      await expect(calculator.getByRole("checkbox")).toHaveCount(0);
      await expect(calculator.getByRole("combobox")).toHaveCount(0);
      await expect(calculator.locator("th, dt")).not.toContainText([/met .*filter/i]);
      // The page's own words about protection stand in its place.
      expect(protectionNote("protection/muziek")).toMatch(/\S/);
      await expect(result(page)).toContainText(protectionNote("protection/muziek"));
    },
  );

  test("a quiet level is more than 8 hours, never a longer figure", async ({ page }) => {
    await page.goto("/gehoorbescherming/motor");
    await hydrated(page);
    await page.getByRole("slider").fill("80");
    await expect(result(page)).toContainText("Richtlijn: meer dan 8 uur per dag");
  });

  test("the slider sets any level, also with the keyboard", async ({ page }) => {
    await page.goto("/gehoorbescherming/motor");
    await hydrated(page);
    const slider = page.getByRole("slider");
    await slider.fill("88");
    await expect(result(page)).toContainText("88 dB(A)");
    await expect(result(page)).toContainText("Richtlijn: hoogstens 4 uur per dag");
    await expect(page.getByRole("radio", { checked: true })).toHaveCount(0);
    await slider.focus();
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await expect(result(page)).toContainText("Richtlijn: hoogstens 2 uur per dag");
    await expect(slider).toHaveAttribute("aria-valuetext", "91 dB(A)");
  });

  test("at work, from 85 dB(A) it says from how long a day protection is compulsory, never a time without it", async ({
    page,
  }) => {
    await page.goto("/gehoorbescherming/werk");
    await hydrated(page);
    const withoutProtection = result(page).locator("p").first();
    // The first situation is the upper action value itself: 8 hours there make protection compulsory.
    await expect(withoutProtection).toContainText(dutyAtWork(ARBO.upperActionDb)!);
    await expect(withoutProtection).not.toContainText("Richtlijn");
    const slider = page.getByRole("slider");
    await slider.fill("88");
    await expect(withoutProtection).toContainText(dutyAtWork(88)!);
    // Between the action values it says from when the employer must offer protection.
    await slider.fill(String(ARBO.upperActionDb - 2));
    await expect(withoutProtection).toContainText(dutyAtWork(ARBO.upperActionDb - 2)!);
    // Below them the guideline speaks as on the other pages, which name no time beyond 8 hours.
    await slider.fill(String(ARBO.lowerActionDb - 1));
    await expect(withoutProtection).toContainText("Richtlijn: meer dan 8 uur per dag");
    await expect(page.getByText(AT_WORK_NOTE)).toBeVisible();
  });

  test("presets can be chosen with the keyboard", async ({ page }) => {
    await page.goto("/gehoorbescherming/motor");
    await hydrated(page);
    await page.getByRole("radio", { name: "80 km/u" }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("radio", { name: "100 km/u" })).toBeChecked();
    await expect(result(page)).toContainText("Richtlijn: hoogstens 15 minuten per dag");
  });

  test("states that it is general guidance, and whose guideline it follows one tap away", async ({ page }) => {
    await page.goto("/gehoorbescherming/muziek");
    await expect(page.getByText(/algemene richtlijn, geen diagnose/)).toBeVisible();
    await page.getByText("Waar komt de richtlijn vandaan?").click();
    await expect(page.getByText(GUIDELINE_BASIS)).toBeVisible();
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("the calculator is a readable table and the accordion still opens", async ({ page }) => {
    await page.goto("/gehoorbescherming/muziek");
    const table = page.getByRole("table", { name: "Tijd per dag volgens de richtlijn, per situatie" });
    await expect(table.getByRole("row", { name: /speakers/ })).toContainText("1 minuut");
    await expect(table.getByRole("columnheader")).toHaveText(["Situatie", "Niveau", "Zonder bescherming"]);
    await expect(page.getByRole("slider")).toBeHidden();
    await page.goto("/gehoorbescherming/zwem");
    await page.locator("summary", { hasText: "Volwassenen" }).click();
    await expect(page.locator("main details[name]").nth(1)).toHaveAttribute("open", "");
  });
});

test.describe("calls to action", () => {
  test.use({ viewport: mobile });
  test("lead to the contact and appointment pages", async ({ page }) => {
    await page.goto("/gehoorbescherming/stilte");
    await hydrated(page);
    await page.getByRole("link", { name: "Afspraak maken" }).last().click();
    await expect(page).toHaveURL(/\/afspraak-maken$/);
    await page.goto("/hoortoestellen");
    await hydrated(page);
    await page.getByRole("link", { name: "Contact voor advies" }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe("on a phone (390 × 844)", () => {
  test.use({ viewport: mobile });

  test("the calculator's situations fit without sideways scrolling, each with its figures", async ({ page }) => {
    for (const route of ["/gehoorbescherming/muziek", "/gehoorbescherming/motor", "/gehoorbescherming/werk"]) {
      await page.goto(route);
      await hydrated(page);
      const section = page.locator("section", { has: page.getByTestId("calculator-cards") });
      await page.getByTestId("calculator-cards").locator("summary").click();
      const situations = page.getByTestId("calculator-cards").getByRole("listitem");
      expect(await situations.count(), route).toBeGreaterThan(1);
      for (const situation of await situations.all()) {
        await expect(situation).toBeVisible();
        await expect(situation).toContainText(/\d+\sdB\(A\)/);
        const figures = situation.locator("dd");
        await expect(figures).toHaveCount(await situation.locator("dt").count());
        for (const figure of await figures.all()) {
          // A figure is there, and its number and unit are joined by a no-break space.
          await expect(figure).not.toBeEmpty();
          expect(await figure.textContent()).not.toMatch(/\d /);
        }
      }
      // Neither the section nor anything in it (the table where it shows, the cards) scrolls sideways.
      const overflowing = await section.evaluate((root) =>
        [root, ...root.querySelectorAll("*")]
          .filter((element) => element.clientWidth > 0 && element.scrollWidth > element.clientWidth + 1)
          .map((element) => element.tagName + "." + element.className),
      );
      expect(overflowing, route).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), route).toBeLessThanOrEqual(mobile.width);
    }
  });

  test("the music and in-ear musicians pages are at most 9 screens high", async ({ page }) => {
    for (const route of ["/gehoorbescherming/muziek", "/in-ear-monitors/muzikanten"]) {
      await page.goto(route);
      await hydrated(page);
      // As a visitor reaches it: the footer hydrates on the way and folds its groups.
      await islandReady(page.locator("footer"));
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      expect(height / mobile.height, route).toBeLessThanOrEqual(9);
    }
  });
});

for (const route of routes) {
  test(`${route} ends with one call to action`, async ({ page }) => {
    await page.goto(route);
    const cta = page.locator("main [data-cta]");
    await expect(cta).toHaveCount(1);
    await expect(cta.getByRole("link").first()).toBeVisible();
    // No section heading follows it.
    const headingsAfter = await cta.evaluate(
      (block) =>
        [...document.querySelectorAll("main h2, main h3")].filter(
          (heading) =>
            !block.contains(heading) && block.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING,
        ).length,
    );
    expect(headingsAfter).toBe(0);
  });
}
