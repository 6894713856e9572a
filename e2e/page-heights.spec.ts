import { CONTROLS, coveredByChatButton } from "#/e2e/chat-button.ts";
import { builtRoutes, expect, mobile, test } from "#/e2e/fixtures.ts";
import { expectWholeButtons } from "#/e2e/whole-buttons.ts";

// Issue 28: on a common phone no page is longer than nine screens, the home page than eight,
// header and footer included, measured as a visitor meets the page: every island hydrated on the
// way down (the footer folds on a phone), as `npm run page-heights` measures it (docs/page-heights.md).
// On the same page load, back at its top: every button label whole (e2e/whole-buttons.ts), and the
// WhatsApp button over no link, button or field of the first screen.
const MAX_SCREENS = 9;
const MAX_SCREENS_HOME = 8;

test.use({ viewport: mobile, reducedMotion: "reduce" });

for (const route of builtRoutes()) {
  const max = route === "/" ? MAX_SCREENS_HOME : MAX_SCREENS;
  test(`${route} on a phone: at most ${max} screens tall, every button label whole, the WhatsApp button over no control`, async ({
    page,
  }) => {
    await page.goto(route);
    // Down the page a screen at a time, so the islands that wait to be seen hydrate, then to
    // each island still waiting (tests/page-heights.ts does the same).
    await page.evaluate(async () => {
      const pause = () => new Promise((resolve) => setTimeout(resolve, 40));
      for (let top = 0; top < document.documentElement.scrollHeight; top += window.innerHeight) {
        window.scrollTo(0, top);
        await pause();
      }
      // One at a time: an island hydrates once it has been in view a moment (its script loaded).
      for (let round = 0; round < 200; round++) {
        const mark = document.querySelector('[data-island][data-ready="false"]');
        if (!mark) break;
        (mark.nextElementSibling ?? mark.parentElement)?.scrollIntoView({ block: "center" });
        await pause();
      }
    });
    await expect(page.locator('[data-island][data-ready="false"]')).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 0));
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(height / mobile.height, `${route}: ${height} px`).toBeLessThanOrEqual(max);
    await expectWholeButtons(page);
    expect(await page.evaluate(coveredByChatButton, CONTROLS), "what the WhatsApp button lies over").toEqual([]);
  });
}

// The links that make a long page quick to find your way in (decision 037).
test.describe("'Op deze pagina'", () => {
  test("every link of every page's 'Op deze pagina' leads to one element on that page", async ({ page }) => {
    for (const route of builtRoutes()) {
      await page.goto(route, { waitUntil: "domcontentloaded" });
      const broken = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLAnchorElement>('main nav a[href^="#"]')]
          .map((link) => decodeURIComponent(link.hash.slice(1)))
          .filter((id) => document.querySelectorAll(`[id="${id}"]`).length !== 1),
      );
      expect(broken, route).toEqual([]);
    }
  });

  test("a folded list of links opens, and a link takes the visitor to its section", async ({ page }) => {
    await page.goto("/gehoorbescherming/werk");
    const nav = page.getByRole("navigation", { name: "Op deze pagina" });
    const link = nav.getByRole("link", { name: "Wat moet uw werkgever doen?" });
    await expect(link).toBeHidden();
    await nav.locator("summary").click();
    await link.click();
    await expect(page.getByRole("heading", { level: 2, name: "Wat moet uw werkgever doen?" })).toBeInViewport();
  });

  test("a post's link to a folded section opens it", async ({ page }) => {
    // The longest post: the one most likely to have a section folded.
    const posts = builtRoutes().filter((route) => /^\/blogs\/./.test(route));
    let longest = { route: posts[0]!, words: 0 };
    for (const route of posts) {
      await page.goto(route, { waitUntil: "domcontentloaded" });
      const words = (await page.locator("article").innerText()).split(/\s+/).length;
      if (words > longest.words) longest = { route, words };
    }
    await page.goto(longest.route);
    // The last section folded, pinned by its heading's id (once open, it is no longer ':not([open])').
    const id = await page.locator("article details:not([open]) summary h2").last().getAttribute("id");
    const heading = page.locator(`[id="${id}"]`);
    const closed = page.locator("article details", { has: heading });
    const name = await heading.innerText();
    await page.getByRole("navigation", { name: "Op deze pagina" }).getByRole("link", { name, exact: true }).click();
    await expect(closed).toHaveJSProperty("open", true);
    await expect(heading).toBeInViewport();
    await expect(closed.locator("summary + *")).toBeVisible();
  });
});
