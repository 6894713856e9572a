import { contentPageAt } from "#/src/registry/content-pages.fixture.ts";
import { team } from "#/src/data/owner-files.server.ts";
import { trust } from "#/src/data/owner-files.server.ts";
import { EXAMPLE_MARK } from "#/src/copy/marked-text.ts";
import { proofCopy } from "#/src/copy/trust.ts";
import { experience } from "#/src/data/business.server.ts";
import { pages, paths } from "#/src/registry/pages.ts";
import { expect, mobile, ownerData, test } from "#/e2e/fixtures.ts";

// The trust strip shows the owner's content/trust.yaml as it is: every entry, each one the
// practice has not confirmed marked as an example. Whatever the file holds today.

const entries = [...trust.registrations, ...trust.insurers, ...trust.brands];

for (const path of [paths.hearingAids, paths.secondOpinion, paths.method]) {
  test(
    `${path} shows the registrations, insurers, brands and review score, marking examples`,
    ownerData,
    async ({ page }) => {
      await page.goto(path);
      const strip = page.getByRole("region", { name: "Waarom u op ons kunt rekenen", exact: true });
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

// Proof where the decision is made: right under the hero of the home page and of every page made
// from a content file, and the practitioner beside it on the home page and the hearing-care pages
// (not the money pages under them).
const withPractitioner = new Set<string>([
  paths.home,
  ...pages
    .filter((page) => "group" in page && page.group === "hearingAids" && !("parent" in page))
    .map((page) => page.path),
]);
// A page of running text (a content page without a hero picture, /klachten) shows its words straight away.
const proofPages = [
  paths.home,
  ...pages.filter((page) => "content" in page.source && contentPageAt(page.path)?.hero.image).map((page) => page.path),
];
/** A value as the page writes it: followed by the example mark while it is one. */
const marked = (text: string, example: boolean) => (example ? `${text} ${EXAMPLE_MARK}` : text);

test.describe("the proof under the hero", () => {
  test.use({ viewport: mobile, javaScriptEnabled: false });
  for (const path of proofPages) {
    test(
      `${path}: score, registration and years right under the hero${withPractitioner.has(path) ? ", and the practitioner" : ""}`,
      ownerData,
      async ({ page }) => {
        await page.goto(path);
        const bar = page.getByRole("region", { name: proofCopy.label, exact: true });
        // Right after the hero: the page's heading is in the element just before it.
        await expect(bar.locator("xpath=preceding-sibling::*[1]").locator("h1")).toHaveCount(1);
        if (trust.reviewScore) {
          const source = bar.getByRole("link", { name: new RegExp(trust.reviewScore.platform) });
          await expect(source).toHaveAttribute("href", trust.reviewScore.url);
          if (trust.reviewScore.placeholder) await expect(source.locator("xpath=..")).toContainText(EXAMPLE_MARK);
        }
        const [registration] = trust.registrations;
        if (registration) await expect(bar).toContainText(marked(registration.name, registration.placeholder));
        await expect(bar).toContainText(marked(`${experience.years}+ jaar ervaring in hoorzorg`, experience.example));
        const [member] = team.members;
        if (withPractitioner.has(path)) await expect(bar).toContainText(marked(member!.name, member!.placeholder));
        else await expect(bar).not.toContainText(member!.name);
        // Within the first two screens of a phone, where the visitor decides.
        expect((await bar.boundingBox())!.y).toBeLessThan(2 * mobile.height);
      },
    );
  }
});
