import type { Page, Request } from "@playwright/test";
import { mapCopy } from "#/src/copy/map.ts";
import { pages, paths } from "#/src/registry/pages.ts";
import { expect, hydrated, mobile, requestWithin, test } from "#/e2e/fixtures.ts";

// A branch's map is a drawing with the address and a route link until the visitor asks for Google's
// map: no third party hears of a page view before that click (the two-click pattern).

/** /contact, and every branch's page (made from a branch's copy file, as /locatie is). */
const mapRoutes = [
  paths.contact,
  ...pages
    .filter((page) => "content" in page.source && page.source.content.startsWith("branches/"))
    .map((page) => page.path),
];

function thirdParties(page: Page, baseURL: string) {
  const seen: string[] = [];
  page.on("request", (request: Request) => {
    const url = request.url();
    if (/^https?:/.test(url) && !url.startsWith(baseURL)) seen.push(url);
  });
  return seen;
}

for (const route of mapRoutes) {
  test(`${route}: no map request before the click; Google's map after it`, async ({ page, baseURL }) => {
    await page.setViewportSize(mobile);
    const contacted = thirdParties(page, baseURL!);
    await page.goto(route);
    await hydrated(page);
    const show = page.getByRole("button", { name: mapCopy.show });
    const count = await show.count();
    expect(count).toBeGreaterThan(0);
    // Every map in view, as a visitor scrolling past them: still nothing asked of Google.
    for (const button of await show.all()) await button.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" }));
    expect(await requestWithin(page, (request) => !request.url().startsWith(baseURL!))).toBeNull();
    expect(contacted).toEqual([]);

    // The route planner is a plain link, there before and after.
    const routeLinks = page.locator("main figure").getByRole("link", { name: new RegExp(`^${mapCopy.route}`) });
    await expect(routeLinks).toHaveCount(count);
    for (const link of await routeLinks.all()) await expect(link).toHaveAttribute("href", /google\.com\/maps/);

    const first = show.first();
    await first.scrollIntoViewIfNeeded();
    const before = (await first.locator("xpath=ancestor::figure").boundingBox())!;
    const asked = page.waitForRequest((request) => /maps\.google\.com\/maps\?/.test(request.url()));
    await first.click();
    await asked;
    const frame = page.locator("main iframe").first();
    await expect(frame).toBeVisible();
    await expect(frame).toHaveAttribute("title", /^Kaart: /);
    await expect(frame).toBeFocused();
    expect((await frame.boundingBox())!.height).toBeGreaterThan(250);
    // The map takes the drawing's place: nothing below it moves.
    expect((await frame.locator("xpath=ancestor::figure").boundingBox())!.height).toBe(before.height);
    // Only the map asked for: any other map on the page stays a drawing.
    await expect(show).toHaveCount(count - 1);
  });
}

test.describe("without a script", () => {
  test.use({ javaScriptEnabled: false });

  test("the map is a drawing with the address and a route link, and no button that would do nothing", async ({
    page,
    baseURL,
  }) => {
    const contacted = thirdParties(page, baseURL!);
    await page.goto(paths.contact);
    await expect(page.getByRole("button", { name: mapCopy.show })).toHaveCount(0);
    const links = page.locator("main").getByRole("link", { name: new RegExp(`^${mapCopy.route}`) });
    expect(await links.count()).toBeGreaterThan(0);
    await expect(links.first()).toBeVisible();
    expect(contacted).toEqual([]);
  });
});
