import { GUIDELINE_BASIS } from "#/src/copy/noise-rules.ts";
import { paths } from "#/src/registry/pages.ts";
import { sharedTexts, type SharedTextId } from "#/src/copy/shared-texts.ts";
import { requiredSharedTexts } from "#/src/copy/advice-rules.ts";
import { builtRoutes, expect, test } from "#/e2e/fixtures.ts";

// Health and money advice the site gives in one wording (src/copy/shared-texts.ts), checked on
// every built page: where the words call for it, it is there, and it reads as written once.

/** A page's <main>, as prerendered. */
const mainHtml = (html: string) => /<main[\s\S]*?<\/main>/.exec(html)?.[0] ?? "";
/** The shared blocks on a page: their id and visible text. */
const blockPattern = /<(section|div)[^>]*data-shared-text="([^"]+)"[^>]*>([\s\S]*?)<\/\1>/g;
const text = (html: string) =>
  html
    .replace(/<(script|style|template)[\s\S]*?<\/\1>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();
/** As written once: with its title, or (as a note inside a section on the same subject) without. */
const written = (id: SharedTextId) => [
  text([sharedTexts[id].title, ...sharedTexts[id].paragraphs].join(" ")),
  text(sharedTexts[id].paragraphs.join(" ")),
];

// The overview lists posts by their summaries; each post itself carries the advice. A post's
// 'Lees ook' does the same for a few of them ([data-listing]).
const listings = new Set<string>([paths.blogs]);
const listing = /<nav[^>]*data-listing[^>]*>[\s\S]*?<\/nav>/g;

test("every page that speaks of sudden hearing loss, grommets or concert levels gives the one advice", async ({
  request,
}) => {
  const problems: string[] = [];
  let pagesWithAdvice = 0;
  for (const route of builtRoutes().filter((route) => !listings.has(route))) {
    const main = mainHtml(await (await request.get(route)).text()).replace(listing, " ");
    const blocks = [...main.matchAll(blockPattern)].map(([, , id, inner]) => ({
      id: id as SharedTextId,
      inner: inner!,
    }));
    for (const block of blocks) {
      if (!written(block.id).includes(text(block.inner)))
        problems.push(`${route}: "${block.id}" is not as written once`);
    }
    const own = text(main.replace(blockPattern, " "));
    for (const id of requiredSharedTexts(own)) {
      if (!blocks.some((block) => block.id === id)) problems.push(`${route}: speaks of ${sharedTexts[id].about}`);
    }
    if (blocks.length) pagesWithAdvice += 1;
  }
  expect(problems).toEqual([]);
  // The rule has something to hold on: the site does speak of these things.
  expect(pagesWithAdvice).toBeGreaterThan(3);
});

test("the appointment and second-opinion pages say to call the GP the same day, in the one wording", async ({
  page,
}) => {
  for (const route of [paths.appointment, paths.secondOpinion]) {
    await page.goto(route);
    const advice = page.locator('main [data-shared-text="plotseling-slechter-horen"]');
    await expect(advice).toHaveCount(1);
    await expect(advice).toBeVisible();
    await expect(advice.getByRole("heading")).toHaveText(sharedTexts["plotseling-slechter-horen"].title);
  }
});

/** Whether the first element matching `first` comes before every element matching `later` in <main>. */
const comesFirst = ([first, later]: [string, string]) => {
  const inMain = (selectors: string) =>
    selectors
      .split(",")
      .map((selector) => `main ${selector.trim()}`)
      .join(", ");
  const advice = document.querySelector(inMain(first));
  const rest = [...document.querySelectorAll(inMain(later))];
  return {
    found: Boolean(advice) && rest.length > 0,
    before: rest.every((element) => advice!.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING),
  };
};

test("the swim page tells parents of children with grommets to swim without plugs before it offers any", async ({
  page,
}) => {
  await page.goto(paths.swim);
  const offer = "section[aria-labelledby='producten'], section[aria-labelledby='producten'] li";
  const order = await page.evaluate(comesFirst, ['[data-shared-text="zwemmen-met-buisjes"]', offer] as [
    string,
    string,
  ]);
  expect(order).toEqual({ found: true, before: true });
});

test("the three money pages tell a dearer device from a higher category before anyone chooses", async ({ page }) => {
  // What a visitor chooses with: the reimbursement questions, the calculators and their fields.
  const choices = "#vergoeding, #rekenhulp, #calculator-title, form, input, select, iframe";
  for (const route of [paths.hearingAids, paths.costs, paths.taxRefund]) {
    await page.goto(route);
    await expect(page.locator('main [data-shared-text="duurder-toestel"]')).toHaveCount(1);
    expect(
      await page.evaluate(comesFirst, ['[data-shared-text="duurder-toestel"]', choices] as [string, string]),
      route,
    ).toEqual({
      found: true,
      before: true,
    });
  }
});

test("every page with the noise calculator names its basis once, in the one wording", async ({ request }) => {
  let calculators = 0;
  for (const route of builtRoutes()) {
    const own = text(mainHtml(await (await request.get(route)).text()));
    if (!own.includes("Tijd per dag volgens de richtlijn")) continue;
    calculators += 1;
    expect(own.split(text(GUIDELINE_BASIS)), route).toHaveLength(2);
  }
  expect(calculators).toBeGreaterThanOrEqual(3);
});
