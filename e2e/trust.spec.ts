import trust from "#/content/trust.yaml";
import { EXAMPLE_MARK } from "#/app/copy/marked-text.ts";
import { paths } from "#/app/registry/pages.ts";
import { expect, ownerData, test } from "#/e2e/fixtures.ts";

// The trust strip shows the owner's content/trust.yaml as it is: every entry, each one the
// practice has not confirmed marked as an example. Whatever the file holds today.

const entries = [...trust.registrations, ...trust.insurers, ...trust.brands];

for (const path of [paths.home, paths.hearingAids, paths.secondOpinion, paths.method]) {
  test(
    `${path} shows the registrations, insurers, brands and review score, marking examples`,
    ownerData,
    async ({ page }) => {
      await page.goto(path);
      const strip = page.getByRole("region", { name: "Waarom u op ons kunt rekenen" });
      await expect(strip).toBeVisible();
      for (const entry of entries) {
        const item = strip.getByRole("listitem").filter({ hasText: entry.name });
        await expect(item).toHaveText(entry.placeholder ? `${entry.name} ${EXAMPLE_MARK}` : entry.name);
      }
      if (trust.reviewScore) {
        await expect(strip.getByRole("link", { name: new RegExp(trust.reviewScore.platform) })).toHaveAttribute(
          "href",
          trust.reviewScore.url,
        );
      }
    },
  );
}
