import { services } from "#/src/copy/home.ts";
import { expect, failedLoad, hydrated, test } from "#/e2e/fixtures.ts";

test.describe("unknown paths", () => {
  // Chromium logs the page's own 404 answer as a console error.
  test.use({
    expectedConsoleErrors: failedLoad(
      "the server responded with a status of 404 (Not Found)",
      /\/gehoorbescherming\/onbekend/,
    ),
  });

  test("answer 404 with the not-found page in the raw HTML", async ({ request }) => {
    const response = await request.get("/deze/pagina/bestaat-niet");
    expect(response.status()).toBe(404);
    expect(response.headers()["content-type"]).toContain("text/html");
    const body = await response.text();
    expect(body).toContain("Oops! Page not found");
    expect(body).toContain("Return to Home");
    expect(body).toContain('name="robots" content="noindex"');
  });

  test("show the page, log the path as a warning and lead home", async ({ page, consoleWarnings }) => {
    const response = await page.goto("/gehoorbescherming/onbekend");
    expect(response?.status()).toBe(404);
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
    await expect.poll(() => consoleWarnings.join("\n")).toContain("/gehoorbescherming/onbekend");
    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("Oops! Page not found");
  });
});

// The spec's title for an unhandled error, written out: the test does not take it from the code.
const ERROR_TITLE = "Unexpected Application Error!";

test.describe("a failing island", () => {
  // React logs the component's error, which this test provokes on purpose.
  test.use({ expectedConsoleErrors: /startsWith|toLowerCase|Cannot read properties of null/ });
  test("shows 'Unexpected Application Error!' with its message in its own place, and leaves the page alone", async ({
    page,
  }) => {
    // Give the header's island data it cannot handle (no path for the page), as a real bug would.
    await page.route("/", async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(
        /(<astro-island [^>]*props="\{&quot;page&quot;:\[0,\{&quot;path&quot;:)\[0,&quot;\/&quot;\]/,
        "$1[0,null]",
      );
      expect(html).toContain("[0,null]");
      await route.fulfill({ response, body: html });
    });
    await page.goto("/");
    const title = await page.title();
    const failed = page.getByRole("alert").filter({ hasText: ERROR_TITLE });
    await expect(failed).toBeVisible();
    await expect(failed.getByText(/Cannot read properties of null/)).toBeVisible();
    await expect(failed).toContainText("de rest van de pagina werkt gewoon");
    // The page's own content and its other islands stay: the heading, the title, a service card.
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(ERROR_TITLE);
    expect(title).not.toBe(ERROR_TITLE);
    await expect(page).toHaveTitle(title);
    const card = page.getByRole("button", { name: services[0]!.title, exact: true });
    await card.click();
    await expect(card).toHaveAttribute("aria-expanded", "true");
    // 'Pagina opnieuw laden' loads the page again.
    await Promise.all([
      page.waitForEvent("load"),
      failed.getByRole("button", { name: "Pagina opnieuw laden" }).click(),
    ]);
  });
});
