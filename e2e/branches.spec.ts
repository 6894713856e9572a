import type { Page } from "@playwright/test";
import { expect, hydrated, test } from "#/e2e/fixtures.ts";

const hoursRows = (page: Page) =>
  page
    .getByRole("region", { name: "Openingstijden" })
    .locator("tbody tr")
    .evaluateAll((rows) =>
      rows.map((row) => [row.querySelector("th")?.textContent, row.querySelector("td")?.textContent]),
    );

test("Wieringerwerf's hours table starts on Monday, says 'Gesloten' and offers appointments outside hours", async ({
  page,
}) => {
  await page.goto("/locatie/wieringerwerf");
  expect(await hoursRows(page)).toEqual([
    ["maandag", "Gesloten"],
    ["dinsdag", "09:30 – 17:00"],
    ["woensdag", "09:30 – 17:00"],
    ["donderdag", "09:30 – 17:00"],
    ["vrijdag", "09:30 – 17:00"],
    ["zaterdag", "09:30 – 16:00"],
    ["zondag", "Gesloten"],
  ]);
  await expect(page.getByText("Ook op afspraak buiten openingstijden")).toBeVisible();
  await expect(page.getByRole("link", { name: "Plan een afspraak in Wieringerwerf" })).toHaveAttribute(
    "href",
    "/afspraak-maken",
  );
});

test("Hurdegaryp is open on Saturday only", async ({ page }) => {
  await page.goto("/locatie/hurdegaryp");
  const rows = await hoursRows(page);
  expect(rows.filter(([, hours]) => hours !== "Gesloten")).toEqual([["zaterdag", "09:00 – 17:00"]]);
  await expect(page.getByRole("link", { name: "Maak een afspraak", exact: true })).toHaveAttribute(
    "href",
    "/afspraak-maken",
  );
});

test.describe("open now", () => {
  test("on a Tuesday morning Wieringerwerf is open and Hurdegaryp opens on Saturday", async ({ page }) => {
    await page.clock.setFixedTime(new Date("2026-01-13T10:15:00+01:00"));
    await page.goto("/locatie/wieringerwerf");
    const main = page.locator("main");
    await expect(main.getByTestId("open-status-wieringerwerf")).toHaveText("Nu open · tot 17:00");
    await expect(page.locator("tr[aria-current=date] th")).toHaveText("dinsdag");
    const footer = page.locator("footer");
    await expect(footer.getByTestId("open-status-hurdegaryp")).toHaveText("Nu gesloten · zaterdag open vanaf 09:00");
  });

  test("after closing on a Saturday it points to the next opening day", async ({ page }) => {
    await page.clock.setFixedTime(new Date("2026-07-18T16:30:00+02:00"));
    await page.goto("/locatie/wieringerwerf");
    await expect(page.locator("main").getByTestId("open-status-wieringerwerf")).toHaveText(
      "Nu gesloten · dinsdag open vanaf 09:30",
    );
    await expect(page.locator("footer").getByTestId("open-status-hurdegaryp")).toHaveText("Nu open · tot 17:00");
  });

  test("is filled in without moving the page", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const staticPage = await context.newPage();
    await staticPage.goto("/locatie/hurdegaryp");
    const line = staticPage.locator("main").getByTestId("open-status-hurdegaryp");
    await expect(line).toHaveText("");
    const before = await line.boundingBox();
    await context.close();

    const page = await browser.newPage({ baseURL });
    await page.goto("/locatie/hurdegaryp");
    await hydrated(page);
    const filled = page.locator("main").getByTestId("open-status-hurdegaryp");
    await expect(filled).toHaveText(/^Nu (open|gesloten)/);
    expect(await filled.boundingBox()).toEqual(before);
    await page.close();
  });
});

test("/locatie is the Hurdegaryp page, with one canonical address", async ({ request }) => {
  const main = (html: string) => html.match(/<main[\s\S]*<\/main>/)![0];
  const [location, hurdegaryp] = await Promise.all(
    ["/locatie", "/locatie/hurdegaryp"].map(async (path) => (await request.get(path)).text()),
  );
  expect(main(location!)).toBe(main(hurdegaryp!));
  for (const html of [location!, hurdegaryp!]) {
    expect(html).toMatch(/<link rel="canonical" href="https:\/\/[^"]+\/locatie\/hurdegaryp"/);
  }
});

test("/over-ons shows the team, both locations with four photos, three values and a way to contact", async ({
  page,
}) => {
  await page.goto("/over-ons");
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  await expect(page.getByText("Audicien", { exact: true })).toBeVisible();
  await expect(page.getByText("Audicien in opleiding", { exact: true })).toBeVisible();
  const locations = page.locator("section").filter({ has: page.getByRole("link", { name: /Over onze praktijk in/ }) });
  await expect(locations.locator("li img")).toHaveCount(4);
  await expect(locations.getByRole("link", { name: /Over onze praktijk in/ })).toHaveCount(2);
  await expect(page.getByRole("heading", { name: /Persoonlijke aandacht/i })).toBeVisible();
  await expect(page.getByRole("heading", { name: /Innovatie/i })).toBeVisible();
  await expect(page.getByRole("heading", { name: /Transparantie/i })).toBeVisible();
  await expect(page.locator("main a[href='/contact']").last()).toBeVisible();
});

test("every picture has intrinsic dimensions and AVIF and WebP sources", async ({ page }) => {
  await page.goto("/over-ons");
  const pictures = page.locator("main picture");
  expect(await pictures.count()).toBeGreaterThanOrEqual(7);
  for (const picture of await pictures.all()) {
    await expect(picture.locator("source[type='image/avif']")).toHaveAttribute("srcset", /\.avif \d+w/);
    await expect(picture.locator("source[type='image/webp']")).toHaveAttribute("srcset", /\.webp \d+w/);
    await expect(picture.locator("img")).toHaveAttribute("width", /\d+/);
    await expect(picture.locator("img")).toHaveAttribute("height", /\d+/);
    await expect(picture.locator("img")).toHaveAttribute("alt", /\S/);
  }
});
