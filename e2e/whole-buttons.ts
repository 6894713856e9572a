import type { Page } from "@playwright/test";
import { expect, hydrated } from "#/e2e/fixtures.ts";

// Where people book, a label must read at a glance: no button breaks its label over two lines, and
// none is cut off or pushed off the screen or past its card (design.md). Checked on every page at
// 320 px (e2e/a11y.spec.ts), 390 px (e2e/page-heights.spec.ts) and 1280 px (e2e/first-screen.spec.ts),
// each on the page load that sweep makes anyway.

/** The buttons (and links drawn as buttons) on the page whose label wraps, is cut off or leaves the screen. */
function brokenButtons() {
  /** The lines of visible text in `element`: text of a screen reader's span (1 px, clipped) is not seen. */
  const lines = (element: Element) => {
    const centres: number[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim() || node.parentElement!.getBoundingClientRect().width <= 1) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) {
        if (rect.width > 1 && rect.height > 1) centres.push(rect.top + rect.height / 2);
      }
    }
    // Rects whose centres lie within a few pixels are one line.
    return centres.sort((a, b) => a - b).filter((centre, i, all) => i === 0 || centre - all[i - 1]! > 4).length;
  };
  /** Whether the button sticks out of the card or call-to-action box it stands in. */
  const outsideItsCard = (element: Element) => {
    const card = element.parentElement?.closest("[data-cta], .rounded-card");
    if (!card) return false;
    const box = element.getBoundingClientRect();
    const edge = card.getBoundingClientRect();
    return box.left < edge.left - 1 || box.right > edge.right + 1;
  };
  return [...document.querySelectorAll('button, [data-slot="button"]')]
    .filter((element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== "hidden";
    })
    .filter((element) => (element.textContent ?? "").trim() !== "")
    .flatMap((element) => {
      const box = element.getBoundingClientRect();
      const label = `"${(element.textContent ?? "").trim().slice(0, 50)}"`;
      const problems = [
        lines(element) > 1 ? "on two lines" : "",
        element.scrollWidth > element.clientWidth + 1 ? "cut off" : "",
        box.left < -1 || box.right > window.innerWidth + 1 ? "off the screen" : "",
        outsideItsCard(element) ? "past its card's edge" : "",
      ].filter(Boolean);
      return problems.length ? [`${label} ${problems.join(", ")}`] : [];
    });
}

/** Every button of the page whole and on one line, those further down (carousels, cards) too. */
export async function expectWholeButtons(page: Page) {
  // Every island's buttons are there, and those further down (carousels, cards) too.
  await hydrated(page);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.evaluate(() => window.scrollTo(0, 0));
  expect(await page.evaluate(brokenButtons)).toEqual([]);
}
