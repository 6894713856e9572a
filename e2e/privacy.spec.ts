import { business } from "#/src/data/business.server.ts";
import {
  expect,
  failedLoad,
  hydrated,
  islandReady,
  ownerData,
  requestWithin,
  storeLanguage,
  test,
} from "#/e2e/fixtures.ts";

const keySections = [
  "Wie zijn wij?",
  "Wat vraagt het contactformulier?",
  "Wie verstuurt het formulier voor ons?",
  "Hoe lang bewaren we uw gegevens?",
  "Cookies en bezoekersstatistieken",
  "Uw rechten",
  "Vragen over privacy?",
];

test.describe("privacy statement", () => {
  test(
    "has one h1, its own title, description and canonical address, and the key sections",
    ownerData,
    async ({ page }) => {
      await page.goto("/privacy");
      await expect(page.locator("h1")).toHaveCount(1);
      await expect(page.locator("h1")).toHaveText("Privacyverklaring");
      await expect(page).toHaveTitle(`Privacyverklaring | ${business.name}`);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /^.{70,160}$/);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${business.origin}/privacy`);
      const main = page.locator("main");
      for (const name of keySections) await expect(main.getByRole("heading", { level: 2, name })).toBeVisible();
      await expect(main).toContainText("FormSubmit");
      await expect(main).toContainText(business.formEmail);
      await expect(main.locator("time")).toHaveAttribute("datetime", /^\d{4}-\d{2}-\d{2}$/);
      // The sections are folded under their headings: the address shows once its section is opened.
      const mail = `a[href^="mailto:${business.legal.privacyEmail}"]`;
      await main
        .locator("details", { has: page.locator(mail) })
        .locator("summary")
        .click();
      await expect(main.locator(mail)).toBeVisible();
    },
  );

  test("loads nothing from another site, also once read to its end", async ({ page, baseURL }) => {
    const own: string[] = [];
    const foreign: string[] = [];
    const isForeign = (url: string) => /^https?:/.test(url) && !url.startsWith(baseURL!);
    page.on("request", (request) => (isForeign(request.url()) ? foreign : own).push(request.url()));
    await page.goto("/privacy");
    await hydrated(page);
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" }));
    expect(await requestWithin(page, (request) => isForeign(request.url())), "a request to another site").toBeNull();
    expect(foreign).toEqual([]);
    // The watch saw the page's own requests: the page and its scripts.
    expect(own.filter((url) => url.endsWith(".js")).length).toBeGreaterThan(0);
  });

  test("the table of contents takes the visitor to a section", async ({ page }) => {
    await page.goto("/privacy");
    await hydrated(page);
    await page.getByRole("navigation", { name: "Op deze pagina" }).getByRole("link", { name: "Uw rechten" }).click();
    await expect(page).toHaveURL(/\/privacy#uw-rechten$/);
    await expect(page.getByRole("heading", { level: 2, name: "Uw rechten" })).toBeInViewport();
    // The section was folded: the link opened it, and only it.
    const section = page.locator("details#uw-rechten");
    await expect(section).toHaveJSProperty("open", true);
    await expect(section.locator("summary + *")).toBeVisible();
    expect(await page.locator("main details[open]").count()).toBe(1);
  });

  test("every section is folded under its heading, and opens at its own address", async ({ page }) => {
    await page.goto("/privacy#cookies");
    const folds = page.locator("main details");
    expect(await folds.count()).toBeGreaterThanOrEqual(keySections.length);
    await expect(page.locator("details#cookies")).toHaveJSProperty("open", true);
    await expect(page.getByRole("heading", { level: 2, name: "Cookies en bezoekersstatistieken" })).toBeInViewport();
    expect(await page.locator("main details[open]").count()).toBe(1);
  });

  test("printing shows every section, and closes them again after", async ({ page }) => {
    await page.goto("/privacy");
    await hydrated(page);
    const folds = page.locator("main details");
    const count = await folds.count();
    await page.evaluate(() => window.dispatchEvent(new Event("beforeprint")));
    await expect(page.locator("main details[open]")).toHaveCount(count);
    await page.evaluate(() => window.dispatchEvent(new Event("afterprint")));
    await expect(page.locator("main details[open]")).toHaveCount(0);
  });
});

test.describe("privacy statement without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("is fully readable", async ({ page }) => {
    await page.goto("/privacy");
    await expect(page.locator("h1")).toHaveText("Privacyverklaring");
    for (const name of keySections) await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
    // Every folded section opens by a click, without a script, and shows all its text.
    const folds = page.locator("main details");
    for (const fold of await folds.all()) {
      await fold.locator("summary").click();
      await expect(fold).toHaveJSProperty("open", true);
      await expect(fold.locator("summary + *")).toBeVisible();
    }
    const hidden = await page
      .locator("main")
      .evaluate(
        (main) =>
          [...main.querySelectorAll("p, li, dd")].filter((element) => !(element as HTMLElement).checkVisibility())
            .length,
      );
    expect(hidden, "text still hidden once every section is open").toBe(0);
  });

  test("a link in the table of contents leads to its section's heading", async ({ page }) => {
    await page.goto("/privacy");
    await page.getByRole("navigation", { name: "Op deze pagina" }).getByRole("link", { name: "Uw rechten" }).click();
    await expect(page.getByRole("heading", { level: 2, name: "Uw rechten" })).toBeInViewport();
  });
});

test.describe("links to the privacy statement", () => {
  for (const path of ["/", "/contact", "/hoortoestellen", "/blogs", "/bestaat-niet"]) {
    test.describe(path, () => {
      // The not-found page is answered with its 404, which the browser logs as a failed load.
      if (path === "/bestaat-niet")
        test.use({
          expectedConsoleErrors: failedLoad("the server responded with a status of 404 (Not Found)", /\/bestaat-niet/),
        });
      test(`the footer of ${path} links to /privacy`, async ({ page }) => {
        await page.goto(path);
        await expect(page.locator("footer").getByRole("link", { name: "Privacyverklaring" })).toHaveAttribute(
          "href",
          "/privacy",
        );
      });
    });
  }

  test("the footer link opens the statement", async ({ page }) => {
    await page.goto("/hoortoestellen");
    await hydrated(page);
    await page.locator("footer").getByRole("link", { name: "Privacyverklaring" }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.locator("h1")).toHaveText("Privacyverklaring");
  });

  test("the footer link is translated with the chrome", async ({ page }) => {
    await storeLanguage(page, "ar");
    await page.goto("/");
    await hydrated(page);
    // The footer hydrates, and takes the chosen language, once seen (client:firstuse="visible").
    await islandReady(page.locator("footer"));
    await expect(page.locator("footer").getByRole("link", { name: "بيان الخصوصية" })).toHaveAttribute(
      "href",
      "/privacy",
    );
  });

  test("the contact form has the link right above its submit button", async ({ page }) => {
    await page.goto("/contact");
    const form = page.locator("form");
    const link = form.getByRole("link", { name: "Lees hoe we met uw gegevens omgaan" });
    await expect(link).toHaveAttribute("href", "/privacy");
    // The sentence with the link is the element just before the button.
    expect(await link.evaluate((el) => el.closest("p")?.nextElementSibling?.textContent)).toMatch(/Verstuur Bericht/);
  });
});
