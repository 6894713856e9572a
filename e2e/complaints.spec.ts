import { business, isLegalExample } from "#/src/data/business.server.ts";
import { EXAMPLE_MARK } from "#/src/copy/marked-text.ts";
import { readPageCopies } from "#/src/data/page-copies.server.ts";
import { expect, ownerData, test } from "#/e2e/fixtures.ts";

// /klachten, reached from the footer of every page beside the privacy statement.
test.describe("complaints page", () => {
  test(
    "is linked from the footer, which shows the KvK and VAT numbers, and says where a complaint goes",
    ownerData,
    async ({ page }) => {
      await page.goto("/");
      const footer = page.getByRole("contentinfo");
      const kvk = `KvK ${business.legal.kvkNumber}`;
      await expect(footer.getByTestId("footer-registrations")).toContainText(
        isLegalExample("kvkNumber") ? `${kvk} ${EXAMPLE_MARK}` : kvk,
      );
      const vat = `btw-nummer ${business.legal.vatNumber}`;
      await expect(footer.getByTestId("footer-registrations")).toContainText(
        isLegalExample("vatNumber") ? `${vat} ${EXAMPLE_MARK}` : vat,
      );
      await footer.getByRole("link", { name: "Klachten" }).click();
      await expect(page).toHaveURL(/\/klachten$/);
      await expect(page.locator("h1")).toHaveText("Klachten");
      await expect(page).toHaveTitle(`Klachten | ${business.name}`);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /^.{70,160}$/);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${business.origin}/klachten`);
      const main = page.locator("main");
      // The page's headings as its file gives them (the owner's words, content/pages/klachten.yaml).
      const titles = readPageCopies().klachten!.sections.flatMap((section) =>
        "title" in section ? [section.title] : [],
      );
      expect(titles.length).toBeGreaterThan(0);
      for (const name of titles) await expect(main.getByRole("heading", { level: 2, name })).toBeVisible();
    },
  );
});
