import type { Page } from "@playwright/test";
import { branchById, branches, weekdays } from "#/src/data/business.server.ts";
import { exceptionsFor } from "#/src/data/hours-exceptions.server.ts";
import { dayHoursText, dayNames, openingStatus, practiceClock } from "#/src/lib/opening-hours.ts";
import { openingStatusText } from "#/src/i18n/opening-hours-text.ts";
import { telHref } from "#/src/lib/contact-links.ts";
import { expect, hydrated, islandReady, ownerData, test } from "#/e2e/fixtures.ts";
import { team } from "#/src/data/owner-files.server.ts";
import { EXAMPLE_MARK } from "#/src/copy/marked-text.ts";

const hoursRows = (page: Page) =>
  page
    .getByRole("region", { name: "Openingstijden" })
    .locator("tbody tr")
    .evaluateAll((rows) =>
      rows.map((row) => [row.querySelector("th")?.textContent, row.querySelector("td")?.textContent]),
    );

for (const branch of branches) {
  test(
    `${branch.name}'s hours table starts on Monday, shows the week of content/opening-hours.yaml and its note`,
    ownerData,
    async ({ page }) => {
      await page.goto(branch.path);
      expect(await hoursRows(page)).toEqual(weekdays.map((day) => [dayNames[day], dayHoursText(branch.hours[day])]));
      if (branch.hoursNote) await expect(page.getByText(branch.hoursNote)).toBeVisible();
    },
  );
}

test("each branch page ends with its call to make an appointment", async ({ page }) => {
  await page.goto("/locatie/wieringerwerf");
  const cta = page.locator("section[data-cta]");
  await expect(cta.getByRole("heading", { name: "Plan een afspraak in Wieringerwerf" })).toBeVisible();
  await expect(cta.getByRole("link", { name: "Maak een afspraak", exact: true })).toHaveAttribute(
    "href",
    "/afspraak-maken",
  );
  await page.goto("/locatie/hurdegaryp");
  await expect(cta.getByRole("link", { name: "Maak een afspraak", exact: true })).toHaveAttribute(
    "href",
    "/afspraak-maken",
  );
});

for (const branch of branches) {
  test(
    `${branch.name}'s page calls the branch's own number, in its hero and at its end`,
    ownerData,
    async ({ page }) => {
      await page.goto(branch.path);
      const calls = page.locator('main a[href^="tel:"]', { hasText: /bel/i });
      await expect(calls).toHaveCount(2);
      for (const call of await calls.all()) await expect(call).toHaveAttribute("href", telHref(branch.phone));
    },
  );
}

test.describe("open now", () => {
  // Whatever the hours in content/opening-hours.yaml: the line shows what they give at that moment.
  for (const moment of ["2026-01-13T10:15:00+01:00", "2026-07-18T16:30:00+02:00"]) {
    test(
      `says what the branches' hours give at ${moment}, on the branch page and in the footer`,
      ownerData,
      async ({ page }) => {
        const now = new Date(moment);
        await page.clock.setFixedTime(now);
        await page.goto("/locatie/wieringerwerf");
        const [hurdegaryp, wieringerwerf] = (["hurdegaryp", "wieringerwerf"] as const).map((id) => ({
          hours: branchById(id).hours,
          exceptions: exceptionsFor(id),
        }));
        // The opening hours and the footer hydrate once seen (client:firstuse="visible").
        await islandReady(page.locator("main").getByTestId("open-status-wieringerwerf"));
        await expect(page.locator("main").getByTestId("open-status-wieringerwerf")).toHaveText(
          openingStatusText(openingStatus(wieringerwerf!, now)),
        );
        await expect(page.locator("tr[aria-current=date] th")).toHaveText(dayNames[practiceClock(now).day]);
        await islandReady(page.locator("footer").getByTestId("open-status-hurdegaryp"));
        await expect(page.locator("footer").getByTestId("open-status-hurdegaryp")).toHaveText(
          openingStatusText(openingStatus(hurdegaryp!, now)),
        );
      },
    );
  }

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
    await islandReady(filled);
    await expect(filled).toHaveText(/^Nu (open|gesloten)/);
    // Measured from the top of the page, as without JavaScript (islandReady scrolled to it).
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
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

test(
  "/over-ons shows the team, both locations with four photos, three values and a way to contact",
  ownerData,
  async ({ page }) => {
    await page.goto("/over-ons");
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    for (const member of team.members) {
      // A member the practice has not confirmed is marked as an example.
      await expect(page.getByRole("heading", { name: member.name })).toHaveText(
        member.placeholder ? `${member.name} ${EXAMPLE_MARK}` : member.name,
      );
      await expect(page.getByText(member.role, { exact: true }).first()).toBeVisible();
    }
    const locations = page
      .locator("section")
      .filter({ has: page.getByRole("link", { name: /Over onze praktijk in/ }) });
    await expect(locations.locator("li img")).toHaveCount(4);
    await expect(locations.getByRole("link", { name: /Over onze praktijk in/ })).toHaveCount(2);
    await expect(page.getByRole("heading", { name: /Persoonlijke aandacht/i })).toBeVisible();
    await expect(page.getByRole("heading", { name: /Innovatie/i })).toBeVisible();
    await expect(page.getByRole("heading", { name: /Transparantie/i })).toBeVisible();
    await expect(page.locator("main a[href='/contact']").last()).toBeVisible();
  },
);

test("every picture has intrinsic dimensions and AVIF and WebP sources", async ({ page }) => {
  await page.goto("/over-ons");
  const pictures = page.locator("main picture");
  expect(await pictures.count()).toBeGreaterThanOrEqual(5);
  for (const picture of await pictures.all()) {
    await expect(picture.locator("source[type='image/avif']")).toHaveAttribute("srcset", /\.avif \d+w/);
    await expect(picture.locator("source[type='image/webp']")).toHaveAttribute("srcset", /\.webp \d+w/);
    await expect(picture.locator("img")).toHaveAttribute("width", /\d+/);
    await expect(picture.locator("img")).toHaveAttribute("height", /\d+/);
    await expect(picture.locator("img")).toHaveAttribute("alt", /\S/);
  }
});
