import { test } from "#/e2e/fixtures.ts";

// Known bad: a page that throws, and one that logs an error nobody declared. Every browser test
// fails on them (the automatic fixture in e2e/fixtures.ts), whether or not it asks for consoleErrors.
test("throws an uncaught error after a click", async ({ page }) => {
  await page.setContent(`<button onclick="setTimeout(() => { throw new Error('planted') })">Klik</button>`);
  const thrown = page.waitForEvent("pageerror");
  await page.getByRole("button").click();
  await thrown;
});

test("logs an undeclared console error", async ({ page }) => {
  await page.setContent(`<script>console.error("planted")</script>`);
});

test.describe("a declared console error", () => {
  test.use({ expectedConsoleErrors: /planted on purpose/ });
  test("passes", async ({ page }) => {
    await page.setContent(`<script>console.error("planted on purpose")</script>`);
  });
});
