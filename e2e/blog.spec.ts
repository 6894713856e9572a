import { readFileSync } from "node:fs";
import { join } from "node:path";
import { authorNames } from "#/src/copy/blog.ts";
import { plainText } from "#/src/copy/marked-text.ts";
import { publishedPosts, readPosts } from "#/src/data/blog-posts.server.ts";
import { longDate, shortDate } from "#/src/lib/blog/dates.ts";
import { pageTitle } from "#/src/head/seo.ts";
import { expect, hydrated, ownerData, test } from "#/e2e/fixtures.ts";

const client = join(import.meta.dirname, "..", "build", "client");

// The posts are the owner's (content/blog/): what the pages show is checked against them.
const posts = publishedPosts();
const drafts = readPosts().filter((post) => !post.published);

/**
 * The owner may publish the last draft; the draft checks then have nothing to look at here. The
 * owner-edits check runs them on a copy where it has just taken a post offline
 * (tests/check-owner-edits.ts, OWNER_EDITS_COPY), and there they must find it.
 */
function expectDraftsWhereThereMustBe() {
  if (process.env.OWNER_EDITS_COPY) expect(drafts.length, "drafts in the owner's edited copy").toBeGreaterThan(0);
}

test(
  "the overview shows the published posts, newest first, each one link with 'Lees meer'",
  ownerData,
  async ({ page }) => {
    await page.goto("/blogs");
    const cards = page.locator("main li").filter({ hasText: "Lees meer" });
    await expect(cards).toHaveCount(posts.length);
    const hrefs = await cards.locator("a").evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(hrefs).toEqual(posts.map((post) => post.path));
    // One link per card: nothing interactive nested inside it.
    for (const card of await cards.all()) await expect(card.locator("a, button")).toHaveCount(1);
    const dates = await cards
      .locator("time")
      .evaluateAll((times) => times.map((time) => time.getAttribute("datetime")));
    expect(dates).toEqual([...dates].sort().reverse());
    await expect(cards.first().locator("time")).toHaveText(shortDate(posts[0]!.date));
    await expect(cards.first()).toContainText(/\d+ min leestijd/);
    expectDraftsWhereThereMustBe();
    for (const draft of drafts) await expect(page.getByText(draft.title)).toHaveCount(0);
  },
);

test("the overview links its Atom feed, which lists the same posts", ownerData, async ({ page, request }) => {
  await page.goto("/blogs");
  const href = await page.locator('link[rel="alternate"][type="application/atom+xml"]').getAttribute("href");
  expect(href).toBe("/blogs/feed.xml");
  const response = await request.get(href!);
  expect(response.status()).toBe(200);
  const xml = await response.text();
  expect(xml.match(/<entry>/g)).toHaveLength(posts.length);
  for (const post of posts) expect(xml).toContain(`${post.path}</id>`);
});

test(
  "a card opens its article at the top, with title, author, long date, read time and the closing box",
  ownerData,
  async ({ page }) => {
    const post = posts.at(-1)!;
    await page.goto("/blogs");
    await hydrated(page);
    await page.mouse.wheel(0, 1500);
    await page.getByRole("link", { name: post.title }).click();
    await expect(page).toHaveURL(new RegExp(`${post.path}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(post.title);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.locator("main time")).toHaveText(longDate(post.date));
    await expect(page.locator("main")).toContainText(plainText(authorNames[post.author]));
    await expect(page.locator("main")).toContainText(/\d+ min leestijd/);
    const closing = page.getByRole("complementary", { name: "Heeft u vragen over gehoorbescherming?" });
    await expect(closing.getByRole("link", { name: "Neem contact op" })).toHaveAttribute("href", "/#contact");
    await expect(page).toHaveTitle(pageTitle(post.title));
  },
);

test(
  "every article names who wrote it: the practice's team or the partner clinic's",
  ownerData,
  async ({ request }) => {
    for (const post of posts) {
      const html = await (await request.get(post.path)).text();
      // The name itself: an example's mark follows it in an element of its own.
      expect(html.replaceAll("<!-- -->", ""), post.path).toContain(
        plainText(authorNames[post.author], { marks: false }),
      );
    }
  },
);

test(
  "a post ends with other published posts to read next and the way back to all of them",
  ownerData,
  async ({ page }) => {
    for (const post of posts) {
      await page.goto(post.path);
      const next = page.getByRole("navigation", { name: "Lees ook" });
      const links = next.getByRole("listitem").getByRole("link");
      const hrefs = await links.evaluateAll((all) => all.map((link) => link.getAttribute("href")));
      expect(hrefs.length, post.path).toBe(Math.min(3, posts.length - 1));
      expect(new Set(hrefs).size).toBe(hrefs.length);
      expect(hrefs).not.toContain(post.path);
      for (const href of hrefs) expect(posts.map((other) => other.path)).toContain(href);
      await expect(next.getByRole("link", { name: "Alle artikelen" })).toHaveAttribute("href", "/blogs");
    }
    expectDraftsWhereThereMustBe();
    // A draft is never offered to read next.
    await page.goto(posts[0]!.path);
    for (const draft of drafts) await expect(page.getByRole("link", { name: draft.title })).toHaveCount(0);
  },
);

test("a draft has no page", ownerData, async ({ request }) => {
  expectDraftsWhereThereMustBe();
  for (const draft of drafts) expect((await request.get(`/blogs/${draft.slug}`)).status(), draft.slug).toBe(404);
});

for (const [from, to] of [
  ["/blogs/stress-en-tinnitus", "/blogs/stress-tinnitus"],
  ["/blogs/ototoxische-medicatie-tinnitus", "/blogs/ototoxische-medicatie"],
]) {
  test(`${from} moves permanently to ${to}`, async ({ page, request }) => {
    const response = await request.get(from!, { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe(to);
    // Static hosts that ignore redirect rules get a page that forwards at once (our server redirects
    // every spelling of the old address, so the page is read from the build).
    const html = readFileSync(join(client, from!, "index.html"), "utf8");
    expect(html).toContain(`<meta http-equiv="refresh" content="0; url=${to}"`);
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="https://[^"]+${to}"`));
    // A visitor following an old link (every link loads its page in full) lands on the post.
    await page.goto(from!);
    await expect(page).toHaveURL(new RegExp(`${to}$`));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
}
