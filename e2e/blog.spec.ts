import { expect, hydrated, test } from "#/e2e/fixtures.ts";

const posts = [
  "gehoorschade-voorkomen",
  "muziekfestivals-en-gehoor",
  "tinnitus-behandeling",
  "tinnitus-week",
  "noise-cancelling-effect",
  "zwemdopjes-essentieel",
  "gehoorverlies-hersengezondheid",
  "stress-tinnitus",
  "ototoxische-medicatie",
];

test("the overview shows the nine published posts, newest first, each one link with 'Lees meer'", async ({ page }) => {
  await page.goto("/blogs");
  const cards = page.locator("main li").filter({ hasText: "Lees meer" });
  await expect(cards).toHaveCount(9);
  const hrefs = await cards.locator("a").evaluateAll((links) => links.map((link) => link.getAttribute("href")));
  expect(hrefs.sort()).toEqual(posts.map((slug) => `/blogs/${slug}`).sort());
  // One link per card: nothing interactive nested inside it.
  for (const card of await cards.all()) await expect(card.locator("a, button")).toHaveCount(1);
  const dates = await cards.locator("time").evaluateAll((times) => times.map((time) => time.getAttribute("datetime")));
  expect(dates).toEqual([...dates].sort().reverse());
  await expect(cards.first().locator("time")).toHaveText("1 mei 2024");
  await expect(cards.first()).toContainText(/\d+ min leestijd/);
  await expect(page.getByText("Uw hoortoestel onderhouden")).toHaveCount(0);
});

test("the overview links its Atom feed, which lists the same nine posts", async ({ page, request }) => {
  await page.goto("/blogs");
  const href = await page.locator('link[rel="alternate"][type="application/atom+xml"]').getAttribute("href");
  expect(href).toBe("/blogs/feed.xml");
  const response = await request.get(href!);
  expect(response.status()).toBe(200);
  const xml = await response.text();
  expect(xml.match(/<entry>/g)).toHaveLength(9);
  for (const slug of posts) expect(xml).toContain(`/blogs/${slug}</id>`);
});

test("a card opens its article at the top, with title, author, long date, read time and the closing box", async ({
  page,
}) => {
  await page.goto("/blogs");
  await hydrated(page);
  await page.mouse.wheel(0, 1500);
  await page.getByRole("link", { name: /^Stress en tinnitus/ }).click();
  await expect(page).toHaveURL(/\/blogs\/stress-tinnitus$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Stress en tinnitus/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.locator("main time")).toHaveText("13 maart 2024");
  await expect(page.locator("main")).toContainText(/Team .+/);
  await expect(page.locator("main")).toContainText(/\d+ min leestijd/);
  const closing = page.getByRole("complementary", { name: "Heeft u vragen over gehoorbescherming?" });
  await expect(closing.getByRole("link", { name: "Neem contact op" })).toHaveAttribute("href", "/#contact");
  await expect(page).toHaveTitle(/^Stress en tinnitus.* \| /);
});

test("the medication article is written by the partner clinic's team", async ({ page }) => {
  await page.goto("/blogs/ototoxische-medicatie");
  await expect(page.locator("main time")).toHaveText("1 mei 2024");
  await expect(page.locator("main")).not.toContainText("Team Klankwijs");
});

for (const [from, to] of [
  ["/blogs/stress-en-tinnitus", "/blogs/stress-tinnitus"],
  ["/blogs/ototoxische-medicatie-tinnitus", "/blogs/ototoxische-medicatie"],
]) {
  test(`${from} moves permanently to ${to}`, async ({ page, request }) => {
    const response = await request.get(from!, { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe(to);
    // Static hosts that ignore redirect rules get a page that forwards at once.
    const html = await (await request.get(`${from}/index.html`)).text();
    expect(html).toContain(`<meta http-equiv="refresh" content="0;url=${to}"`);
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="https://[^"]+${to}"`));
    // And within the app, navigating to the old address lands on the new one without a reload.
    await page.goto("/blogs");
    await hydrated(page);
    await page.evaluate((path) => {
      (window as unknown as { stayed: boolean }).stayed = true;
      const router = (window as unknown as { __reactRouterDataRouter: { navigate(to: string): void } })
        .__reactRouterDataRouter;
      router.navigate(path);
    }, from!);
    await expect(page).toHaveURL(new RegExp(`${to}$`));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  });
}
