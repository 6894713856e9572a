import { builtRoutes, expect, test } from "#/e2e/fixtures.ts";

// 'in-ear' must never break at its hyphen (issue 28): a line ending in 'in-' reads as a different
// word. Checked on every page at a small and a common phone width, where lines are short.

/** Each visible 'in-ear' whose letters lie on more than one line, with a little text around it. */
function brokenAtHyphen() {
  const broken: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    for (const match of node.data.matchAll(/in-ear/gi)) {
      const range = document.createRange();
      range.setStart(node, match.index);
      range.setEnd(node, match.index + match[0].length);
      const lines = new Set(
        [...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)),
      );
      if (lines.size > 1) broken.push(node.data.slice(Math.max(0, match.index - 25), match.index + 25).trim());
    }
  }
  return broken;
}

for (const width of [320, 390]) {
  test(`no 'in-ear' breaks at its hyphen at ${width} px`, async ({ page }) => {
    test.slow();
    await page.setViewportSize({ width, height: 800 });
    const found: string[] = [];
    for (const route of builtRoutes()) {
      await page.goto(route);
      found.push(...(await page.evaluate(brokenAtHyphen)).map((text) => `${route}: …${text}…`));
    }
    expect(found).toEqual([]);
  });
}
