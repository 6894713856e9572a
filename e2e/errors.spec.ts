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

test.describe("a failing page", () => {
  // React logs the component's error, which this test provokes on purpose.
  test.use({ expectedConsoleErrors: /startsWith|toLowerCase|Cannot read properties of null/ });
  test("an unhandled error shows 'Unexpected Application Error!' with its message", async ({ page }) => {
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
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Unexpected Application Error!");
    await expect(page.getByText(/Cannot read properties of null/)).toBeVisible();
    await expect(page).toHaveTitle("Unexpected Application Error!");
    await expect(page.getByRole("button", { name: "Pagina opnieuw laden" })).toBeVisible();
  });
});
