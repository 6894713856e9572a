import type { Locator, Page } from "@playwright/test";
import { paths } from "#/src/registry/pages.ts";
import { ownCost } from "#/src/lib/own-cost.ts";
import { formatAmount, formatPrice, formatPriceRange } from "#/src/lib/price.ts";
import { WORKED_EXAMPLE } from "#/src/lib/tax-deduction.ts";
import { axeViolations } from "#/e2e/axe.ts";
import { eigenRisico as eigenRisicoData } from "#/src/data/owner-files.server.ts";
import {
  expect,
  failedIslandLoad,
  hydrated,
  islandReady,
  mobile,
  ownerData,
  storeLanguage,
  test,
} from "#/e2e/fixtures.ts";
import { prices } from "#/src/data/owner-files.server.ts";

// /kosten-en-vergoeding: prices, who pays, and the calculator 'Wat betaal ik zelf?'.
const calculator = (page: Page) => page.getByRole("region", { name: "Wat betaal ik zelf?" });
const result = (page: Page) => page.getByTestId("cost-result");
const field = (page: Page, name: string | RegExp) => calculator(page).getByRole("textbox", { name });

// A year the data confirms the eigen risico for, and one it does not: the browser's clock is set to each.
const confirmed = eigenRisicoData.years[0]!;
const missingYear = Math.max(...eigenRisicoData.years.map((entry) => entry.year)) + 2;
const readIn = (page: Page, year: number) => page.clock.setFixedTime(new Date(`${year}-03-02T10:00:00+01:00`));

async function fillWorkedExample(page: Page) {
  await field(page, "Prijs van het hoortoestel").fill("4000");
  await field(page, /Vergoeding van uw zorgverzekeraar/).fill("1.600");
  await calculator(page).getByRole("radio", { name: "18 jaar of ouder" }).check();
  await field(page, /Eigen risico/).fill("300");
  await field(page, /aanvullende verzekering/).fill("");
}

test.describe("the calculator", () => {
  test("works out the Belastingdienst's example: € 900 from the insurer, € 3.100 paid, € 2.400 deductible", async ({
    page,
  }) => {
    await page.goto(paths.costs);
    await hydrated(page);
    await field(page, "Prijs van het hoortoestel").fill("2000");
    await expect(result(page)).not.toContainText(formatAmount(3100));
    await fillWorkedExample(page);
    await expect(result(page).getByRole("definition").filter({ hasText: /^€/ })).toHaveText([
      formatAmount(900),
      formatAmount(3100),
      formatAmount(2400),
    ]);
    // Announced once the typing settles, politely.
    const status = calculator(page).getByRole("status");
    await expect(status).toHaveAttribute("aria-live", "polite");
    await expect(status).toHaveText(
      `U betaalt zelf ${formatAmount(3100)}. De zorgverzekeraar betaalt ${formatAmount(900)}. Waarvan mogelijk aftrekbaar: ${formatAmount(2400)}.`,
    );
  });

  test("keeps its inputs in the address without adding history, and a reload restores them", async ({ page }) => {
    await page.goto(paths.costs);
    await hydrated(page);
    const before = await page.evaluate(() => history.length);
    await fillWorkedExample(page);
    await field(page, /aanvullende verzekering/).fill("150");
    await expect(page).toHaveURL(/prijs=4000&vergoeding=1\.600&eigen-risico=300&aanvullend=150&leeftijd=18-plus$/);
    expect(await page.evaluate(() => history.length)).toBe(before);

    await page.reload();
    await hydrated(page);
    await expect(field(page, "Prijs van het hoortoestel")).toHaveValue("4000");
    await expect(field(page, /aanvullende verzekering/)).toHaveValue("150");
    await expect(result(page)).toContainText(formatAmount(3100 - 150));
  });

  test("is used with the keyboard alone: category shortcut, age and live results", ownerData, async ({ page }) => {
    await page.goto(paths.costs);
    await hydrated(page);
    await field(page, "Prijs van het hoortoestel").focus();
    await page.keyboard.press("ControlOrMeta+A");
    await page.keyboard.type("3000");
    await page.keyboard.press("Tab");
    await expect(calculator(page).getByRole("combobox", { name: "Categorie" })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    const first = prices.hearingAidCategories["1"].insurerMaximum;
    await expect(field(page, /Vergoeding van uw zorgverzekeraar/)).toHaveValue(
      new Intl.NumberFormat("nl-NL").format(first),
    );
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(calculator(page).getByRole("radio", { name: "18 jaar of ouder" })).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await expect(calculator(page).getByRole("radio", { name: "Jonger dan 18" })).toBeChecked();
    const young = ownCost({ price: 3000, insurerMaximum: first, adult: false, eigenRisicoOpen: 0 });
    await expect(result(page)).toContainText(formatAmount(young.youPay));
    await expect(result(page)).toContainText(formatAmount(young.insurerPays));
    await expect(field(page, /Eigen risico/)).toBeDisabled();
  });

  test("uses the eigen risico of the year it is read in, and says so when that year's amount is not known", async ({
    page,
  }) => {
    await readIn(page, confirmed.year);
    await page.goto(paths.costs);
    await hydrated(page);
    const known = field(page, `Eigen risico dat in ${confirmed.year} nog openstaat`);
    await expect(known).toHaveAccessibleDescription(/^Tussen /);
    await known.fill(String(confirmed.amount + 1));
    await expect(known).toHaveAttribute("aria-invalid", "true");
    await expect(calculator(page)).toContainText(`tot en met ${formatAmount(confirmed.amount)}`);

    await readIn(page, missingYear);
    await page.reload();
    await hydrated(page);
    const unknown = field(page, `Eigen risico dat in ${missingYear} nog openstaat`);
    await expect(unknown).toHaveAccessibleDescription(new RegExp(`voor ${missingYear} staat nog niet op onze site`));
    // Whatever the visitor's insurer says is still open counts: there is no amount to check it against.
    await unknown.fill(String(confirmed.amount + 1));
    await expect(unknown).toHaveAttribute("aria-invalid", "false");
    await expect(result(page)).not.toContainText("Controleer de velden");
  });

  test("says in Dutch what is wrong with an impossible value, and explains a maximum above the price", async ({
    page,
  }) => {
    await readIn(page, confirmed.year);
    await page.goto(paths.costs);
    await hydrated(page);
    await field(page, /Eigen risico/).fill(String(confirmed.amount + 100));
    await expect(field(page, /Eigen risico/)).toHaveAttribute("aria-invalid", "true");
    await expect(calculator(page)).toContainText(`tot en met ${formatAmount(confirmed.amount)}`);
    await expect(result(page)).toContainText("Controleer de velden");
    await field(page, /Eigen risico/).fill("0");
    await field(page, "Prijs van het hoortoestel").fill("-10");
    await expect(field(page, "Prijs van het hoortoestel")).toHaveAccessibleDescription(/0 euro of meer/);
    await field(page, "Prijs van het hoortoestel").fill("1000");
    await expect(field(page, /Vergoeding van uw zorgverzekeraar/)).toHaveAccessibleDescription(
      /kost minder dan wat uw verzekeraar hoogstens vergoedt/,
    );
    await expect(result(page).getByRole("definition").filter({ hasText: /^€/ }).last()).toHaveText(formatAmount(0));
  });

  test("prints the inputs, the results and the date, without the rest of the page", async ({ page }) => {
    await page.goto(`${paths.costs}?prijs=4000&vergoeding=1600&eigen-risico=300&leeftijd=18-plus`);
    await hydrated(page);
    await expect(result(page)).toContainText(formatAmount(3100));
    await page.emulateMedia({ media: "print" });
    await expect(page.getByRole("banner")).toBeHidden();
    await expect(page.getByRole("contentinfo")).toBeHidden();
    await expect(page.getByRole("heading", { level: 1 })).toBeHidden();
    await expect(calculator(page).getByRole("form")).toBeHidden();
    await expect(result(page)).toContainText(`Prijs van het hoortoestel${formatAmount(4000)}`);
    await expect(result(page)).toContainText(formatAmount(3100));
    await expect(result(page)).toContainText(/Berekend op \d{1,2} \w+ \d{4}/);
    await expect(calculator(page)).toContainText("gecontroleerd op");
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: mobile });
  const line = (page: Page) => page.getByTestId("cost-result-line");
  const price = (page: Page) => field(page, "Prijs van het hoortoestel");
  /** What the visitor pays for a price, with the rest of the worked example the form opens with. */
  const youPay = (amount: number) =>
    formatAmount(
      ownCost({
        price: amount,
        insurerMaximum: WORKED_EXAMPLE.insurerMaximum,
        adult: true,
        eigenRisicoOpen: WORKED_EXAMPLE.eigenRisicoRemaining,
      }).youPay,
    );
  const screens = (px: number) => px / mobile.height;
  const top = (locator: ReturnType<typeof price>) =>
    locator.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);

  test("opens the calculator's first field within three screens, on a page at most nine screens high", async ({
    page,
  }) => {
    await page.goto(paths.costs);
    await hydrated(page);
    // As a visitor meets the page (and as `npm run page-heights` measures it): the footer hydrates on the way and folds.
    await islandReady(page.locator("footer"));
    expect(screens(await top(price(page)))).toBeLessThanOrEqual(3);
    expect(screens(await page.evaluate(() => document.documentElement.scrollHeight))).toBeLessThanOrEqual(9);
  });

  test("keeps 'U betaalt zelf' in sight while the form is filled in, clear of the field, and only then", async ({
    page,
  }) => {
    await page.goto(paths.costs);
    await hydrated(page);
    // The calculator lies below the first screen.
    await expect(line(page)).toBeHidden();

    await price(page).click();
    await expect(line(page)).toBeVisible();
    await expect(line(page)).toHaveText(`U betaalt zelf ${youPay(WORKED_EXAMPLE.price)}`);
    // It repeats the result: hidden from screen readers, which hear the result's live region once the typing settles.
    await expect(line(page)).toHaveAttribute("aria-hidden", "true");
    await expect(line(page).locator("[aria-live], [role=status]")).toHaveCount(0);

    const dearer = WORKED_EXAMPLE.price + 500;
    expect(youPay(dearer)).not.toBe(youPay(WORKED_EXAMPLE.price));
    await price(page).fill(String(dearer));
    await expect(line(page)).toHaveText(`U betaalt zelf ${youPay(dearer)}`);

    // Each field the keyboard moves to lies clear of the line.
    for (const next of [/Vergoeding van uw zorgverzekeraar/, /Eigen risico/, /aanvullende verzekering/]) {
      await field(page, next).focus();
      await expect(line(page)).toBeVisible();
      const [fieldBox, lineBox] = [await field(page, next).boundingBox(), await line(page).boundingBox()];
      expect(fieldBox!.y + fieldBox!.height).toBeLessThanOrEqual(lineBox!.y);
    }

    // Not beside the full result, which says it already…
    await result(page).getByText("U betaalt zelf", { exact: true }).scrollIntoViewIfNeeded();
    await expect(line(page)).toBeHidden();
    // …and not once the calculator is out of view, above or below.
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
    await expect(line(page)).toBeHidden();
    await price(page).scrollIntoViewIfNeeded();
    await expect(line(page)).toBeVisible();
    await page.getByRole("heading", { name: "Andere prijzen" }).scrollIntoViewIfNeeded();
    await expect(line(page)).toBeHidden();
  });

  test("keeps the line Dutch, left to right and clear of the WhatsApp button in the Arabic chrome", async ({
    page,
  }) => {
    await storeLanguage(page, "ar");
    await page.goto(paths.costs);
    await hydrated(page);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await price(page).click();
    await expect(line(page)).toBeVisible();
    await expect(line(page)).toHaveText(`U betaalt zelf ${youPay(WORKED_EXAMPLE.price)}`);
    expect(await line(page).evaluate((element) => getComputedStyle(element).direction)).toBe("ltr");
    const text = await line(page).locator("p").boundingBox();
    const chat = await page.getByTestId("chat-button").boundingBox();
    expect(text!.x + text!.width).toBeLessThanOrEqual(chat!.x);
    expect(await axeViolations(page)).toEqual([]);
  });

  test("links to its sections before them, and each link lands on its heading", async ({ page }) => {
    await page.goto(paths.costs);
    await hydrated(page);
    const links = page.getByRole("navigation", { name: "Op deze pagina" }).getByRole("link");
    expect(await links.count()).toBeGreaterThan(3);
    for (const link of await links.all()) {
      const target = (await link.getAttribute("href"))!;
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${target}$`));
      await expect(page.locator(target)).toBeInViewport();
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
    }
  });

  test("folds the reference into disclosures that open, with every price in them", ownerData, async ({ page }) => {
    await page.goto(paths.costs);
    // Each price as its whole amount ('€ 75' is not '€ 7,50').
    const whole = (text: string) =>
      new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/\s/g, "\\s")}(?![\\d,.])`);
    // The price per category stays in sight; only what each category means is folded.
    const categories = page.getByRole("region", { name: "Prijs per hoortoestel, per categorie" });
    // A price the practice has not confirmed says so beside it, in these words (decision 027).
    const marked = async (cell: Locator, placeholder: boolean | undefined, what: string) => {
      if (placeholder) await expect(cell, `${what}: marked as an example`).toContainText("(voorbeeld)");
      else await expect(cell, `${what}: not marked`).not.toContainText("(voorbeeld)");
    };
    for (const [category, { min, max, placeholder }] of Object.entries(prices.hearingAidCategories)) {
      const cell = categories.getByRole("definition").filter({ hasText: whole(formatPriceRange(min, max)) });
      await expect(cell).toBeVisible();
      await marked(cell, placeholder, `category ${category}`);
    }
    const others = page.getByRole("region", { name: "Andere prijzen" });
    const keys = ["second-opinion", "batteries", "charger", "repair"] as const;
    const cells = keys.map((key) =>
      others.getByRole("definition").filter({ hasText: whole(formatPrice(prices[key])) }),
    );
    for (const cell of cells) await expect(cell).toBeHidden();
    await others.locator("summary").click();
    for (const cell of cells) await expect(cell).toBeVisible();
    for (const [index, cell] of cells.entries()) await marked(cell, prices[keys[index]!].placeholder, keys[index]!);
    const rules = page.getByRole("region", { name: "Wie betaalt wat?" });
    await rules.locator("summary").click();
    await expect(rules.getByRole("listitem")).not.toHaveCount(0);
    for (const item of await rules.getByRole("listitem").all()) await expect(item).toBeVisible();
  });
});

test.describe("accessibility", () => {
  test("has no WCAG A/AA violations in Dutch on a desktop", async ({ page }) => {
    await page.goto(paths.costs);
    await hydrated(page);
    expect(await axeViolations(page)).toEqual([]);
  });

  test("has no WCAG A/AA violations in Arabic on a phone, with an error showing", async ({ page }) => {
    await page.setViewportSize(mobile);
    await storeLanguage(page, "ar");
    await page.goto(paths.costs);
    await hydrated(page);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await field(page, "Prijs van het hoortoestel").fill("-1");
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("the prerendered page holds the worked example as a table", async ({ page }) => {
    await page.goto(paths.costs);
    const table = page.getByRole("table", { name: /Rekenvoorbeeld van de Belastingdienst/ });
    await expect(table.getByRole("row", { name: /De zorgverzekeraar betaalt/ })).toContainText(formatAmount(900));
    await expect(table.getByRole("row", { name: /U betaalt zelf/ })).toContainText(formatAmount(3100));
    await expect(table.getByRole("row", { name: /mogelijk aftrekbaar/ })).toContainText(formatAmount(2400));
    await expect(calculator(page).getByRole("form")).toBeHidden();
  });
});

test.describe("when the page's scripts cannot load", () => {
  // The test blocks the page's scripts (also Astro's retry), and Chromium logs each blocked load.
  test.use({ expectedConsoleErrors: failedIslandLoad(/\/assets\/[\w.-]+\.js/) });
  test("the page falls back to its no-script form: the worked example as a table, no dead calculator", async ({
    page,
  }) => {
    const blocked: string[] = [];
    await page.route(/\/assets\/[^/?]+\.js(\?|$)/, (route) => {
      blocked.push(route.request().url());
      return route.abort();
    });
    await page.goto(paths.costs);
    // The boot script marks the page scripted; once an island's script fails to load, it is not.
    await expect(page.locator("html")).not.toHaveClass(/\bjs\b/);
    expect(blocked.length, "scripts were asked for and blocked").toBeGreaterThan(0);
    const table = page.getByRole("table", { name: /Rekenvoorbeeld van de Belastingdienst/ });
    await expect(table.getByRole("row", { name: /U betaalt zelf/ })).toContainText(formatAmount(3100));
    await expect(calculator(page).getByRole("form")).toBeHidden();
  });
});

test("is reached from the menu, the footer and the pages that raise the question", async ({ page, request }) => {
  await page.goto(paths.hearingAids);
  await hydrated(page);
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "Kosten en vergoeding" })).toHaveAttribute(
    "href",
    paths.costs,
  );
  await expect(page.getByRole("main")).toContainText(formatAmount(3100));
  await page.getByRole("main").getByRole("link", { name: "Bereken wat u zelf betaalt" }).click();
  await expect(page).toHaveURL(new RegExp(`${paths.costs}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Wat kost een hoortoestel u?");
  for (const from of [paths.method, paths.taxRefund]) {
    const html = await (await request.get(from)).text();
    expect(html, from).toContain(`href="${paths.costs}`);
  }
  const html = await (await request.get(paths.costs)).text();
  expect(html).toContain('"@type":"BreadcrumbList"');
  expect(html).toMatch(/"name":"Hoortoestellen","item":"[^"]+\/hoortoestellen"/);
});
