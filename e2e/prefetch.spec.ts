import { paths } from "#/src/registry/pages.ts";
import nl from "#/src/i18n/locales/nl.json" with { type: "json" };
import { expect, test } from "#/e2e/fixtures.ts";

// A page of the site is fetched while the pointer rests on its link (src/layouts/prefetch.ts), so the
// full page load after the click comes from the browser's memory.
test("resting the pointer on a menu link fetches that page ahead of the click", async ({ page }) => {
  const prefetched: string[] = [];
  page.on("request", (request) => {
    if (request.headers()["sec-purpose"]?.startsWith("prefetch")) prefetched.push(new URL(request.url()).pathname);
  });
  await page.goto(paths.home);
  const link = page.getByRole("navigation", { name: nl.nav.mainLabel }).getByRole("link", { name: nl.nav.contact });
  await link.hover();
  await expect.poll(() => prefetched).toContain(paths.contact);
});
