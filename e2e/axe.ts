import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/** WCAG 2.2 AA, as the site promises it. */
const tags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * The page's axe violations, one line each with the elements concerned. Axe runs inside the page
 * (legacy mode) and does not descend into frames: the only frames are third parties' (maps,
 * booking widget, calculator), which the tests replace with empty pages; the frame elements
 * themselves (their titles) are still checked. This is three times quicker than axe's default of
 * aggregating the results in a new blank page, and the sweep runs axe some hundred times.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  // Contrast is judged as the visitor reads it: after the header's entrance (a fade) has finished,
  // not halfway through it. Endless animations (a spinner) are not waited for.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    // Only violations are reported in full (axe otherwise details every passing node too).
    .options({ resultTypes: ["violations"], iframes: false })
    .withTags(tags)
    .analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`);
}
