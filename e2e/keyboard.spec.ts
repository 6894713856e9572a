import type { Locator, Page } from "@playwright/test";
import { expect, hydrated, islandReady, test } from "#/e2e/fixtures.ts";
import { announced, fakeFormSubmit, json, notice } from "#/e2e/form-submit.ts";

// Journeys a visitor makes with the keyboard alone. `tabTo` presses Tab as a person would and, at
// every stop on the way, checks that the focused control shows the focus ring and is not hidden
// under the fixed header.

/**
 * What is wrong with the focus, or null: the focused element (or a near ancestor) must draw the
 * site's focus ring, be in view and not be hidden under the fixed header. Also tells whether
 * `target` has the focus (one round trip per Tab stop keeps long journeys quick).
 */
function inspectFocus(target: Element | null) {
  const active = document.activeElement as HTMLElement | null;
  const reached = target !== null && active === target;
  if (!active || active === document.body) return { reached, problem: "focus is lost (on the body)" };
  const describe = `${active.tagName.toLowerCase()} "${(active.getAttribute("aria-label") ?? active.textContent ?? "").trim().slice(0, 40)}"`;
  let ring = false;
  for (
    let element: Element | null = active, depth = 0;
    element && depth < 4;
    element = element.parentElement, depth++
  ) {
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== "none" && Number.parseFloat(style.outlineWidth) >= 2;
    if (outline || style.boxShadow.includes("rgb(242, 180, 65)")) ring = true;
  }
  if (!ring) return { reached, problem: `${describe} has no focus ring` };
  const box = active.getBoundingClientRect();
  if (box.bottom <= 0 || box.top >= window.innerHeight) return { reached, problem: `${describe} is out of view` };
  // Not covered by the fixed header (WCAG 2.4.11): what is drawn at its centre is the header.
  const siteHeader = [...document.querySelectorAll("header")].find((header) => !header.closest("main"));
  const drawn = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
  if (siteHeader && !siteHeader.contains(active) && drawn && siteHeader.contains(drawn))
    return { reached, problem: `${describe} is hidden under the header` };
  return { reached, problem: null };
}

async function expectVisibleFocus(page: Page) {
  // Polled: the page may still be scrolling the newly focused control into view (smoothly, and
  // slower on a busy machine).
  await expect.poll(async () => (await page.evaluate(inspectFocus, null)).problem, { timeout: 5_000 }).toBeNull();
}

/** Presses Tab (or Shift+Tab) until `target` has focus, checking the focus at every stop. */
async function tabTo(page: Page, target: Locator, { max = 60, backwards = false } = {}) {
  for (let presses = 0; presses < max; presses++) {
    await page.keyboard.press(backwards ? "Shift+Tab" : "Tab");
    const { reached, problem } = await target.evaluate(inspectFocus);
    if (problem) await expectVisibleFocus(page);
    if (reached) return;
  }
  throw new Error(`Tab did not reach ${target} in ${max} presses`);
}

/**
 * A link took the visitor to a new page, loaded in full (decision 023): its h1 at the top of the
 * view, focus at the document, and the first Tab on the new page reaching the skip link.
 */
async function expectNewPageFromItsTop(page: Page) {
  await expect(page.getByRole("heading", { level: 1 })).toBeInViewport();
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Ga naar inhoud" })).toBeFocused();
}

test("book an appointment with the header button", async ({ page }) => {
  await page.goto("/");
  await hydrated(page);
  const book = page.getByRole("banner").getByRole("link", { name: "Afspraak maken" });
  await tabTo(page, book);
  await page.keyboard.press("Enter");
  await page.waitForURL(/\/afspraak-maken$/);
  await expectNewPageFromItsTop(page);
});

test("open the protection menu and reach a product page", async ({ page }) => {
  await page.goto("/");
  await hydrated(page);
  const nav = page.getByRole("navigation", { name: "Hoofdmenu" });
  await tabTo(page, nav.getByRole("button", { name: "Gehoorbescherming" }));
  await page.keyboard.press("Enter");
  await tabTo(page, nav.getByRole("link", { name: "Zwemmen" }));
  await page.keyboard.press("Enter");
  await page.waitForURL(/\/gehoorbescherming\/zwem$/);
  await expectNewPageFromItsTop(page);
});

test("write through the contact form, past its error messages", async ({ page }) => {
  const posted = await fakeFormSubmit(page, json(200, { success: "true" }));
  await page.goto("/contact");
  await hydrated(page);
  const form = page.locator("form");
  const send = form.getByRole("button", { name: "Verstuur Bericht" });
  await tabTo(page, send);
  await page.keyboard.press("Enter");
  const name = form.getByLabel("Naam", { exact: true });
  await expect(name).toBeFocused();
  await expect(name).toHaveAccessibleDescription("Naam moet minimaal 2 karakters bevatten");

  await page.keyboard.type("Anna de Vries");
  for (const [label, text] of [
    ["E-mailadres", "anna@voorbeeld.nl"],
    ["Onderwerp", "Gehoortest"],
    ["Bericht", "Ik wil graag een afspraak maken voor een gehoortest."],
  ] as const) {
    await tabTo(page, form.getByLabel(label, { exact: true }), { max: 3 });
    await page.keyboard.type(text);
  }
  await tabTo(page, send, { max: 3 });
  const confirmation = announced(page);
  await page.keyboard.press("Enter");
  await confirmation;
  await expect(notice(page, "Bericht verzonden!")).toBeVisible();
  expect(posted).toMatchObject([{ name: "Anna de Vries", email: "anna@voorbeeld.nl", subject: "Gehoortest" }]);
});

test("open a service on the home page, close it, then follow one of its links", async ({ page }) => {
  await page.goto("/");
  await hydrated(page);
  const services = page.locator("#diensten");
  // The service cards hydrate once seen (client:firstuse="visible").
  await islandReady(services);
  const aids = services.getByRole("button", { name: "Hoortoestellen" });
  await tabTo(page, aids);
  await page.keyboard.press("Enter");
  const panel = services.getByRole("region", { name: "Hoortoestellen" });
  await expect(panel).toBeVisible();
  await expect(aids).toHaveAttribute("aria-expanded", "true");
  await expect(aids).toBeFocused();
  // The panel follows its card: the next Tab is inside it, not on the other cards.
  await tabTo(page, panel.getByRole("button", { name: "Sluiten" }), { max: 1 });
  await page.keyboard.press("Enter");
  await expect(panel).toBeHidden();
  await expect(aids).toBeFocused();

  await page.keyboard.press("Enter");
  await tabTo(page, panel.getByRole("link", { name: "Plan een demo!" }), { max: 2 });
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/afspraak-maken$/);
});

test("open and close a swimming group and a frequently asked question", async ({ page }) => {
  await page.goto("/gehoorbescherming/zwem");
  await hydrated(page);
  const group = page.locator("details", { has: page.locator("summary", { hasText: "Volwassenen" }) });
  await tabTo(page, group.locator("summary"));
  await page.keyboard.press("Enter");
  await expect(group).toHaveAttribute("open", "");
  await page.keyboard.press("Space");
  await expect(group).not.toHaveAttribute("open", "");

  await page.goto("/in-ear-monitors/muzikanten");
  await hydrated(page);
  const faq = page.getByRole("region", { name: "Veelgestelde vragen" });
  const question = faq.locator("details").first();
  // Tab continues from the FAQ's heading, as after a screen reader's jump to it: the three
  // carousels above it are the carousel journey's business.
  await faq.getByRole("heading", { level: 2 }).evaluate((heading: HTMLElement) => {
    heading.tabIndex = -1;
    heading.focus();
  });
  await tabTo(page, question.locator("summary"), { max: 4 });
  await page.keyboard.press("Enter");
  await expect(question).toHaveAttribute("open", "");
  await expect(question.locator("summary + *")).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(question).not.toHaveAttribute("open", "");
});

test("pause and restart the video, and page through a carousel", async ({ page }) => {
  await page.goto("/in-ear-monitors/muzikanten");
  await hydrated(page);
  const video = page.locator("video");
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(false);
  await tabTo(page, page.getByRole("button", { name: "Video pauzeren" }));
  await page.keyboard.press("Enter");
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
  await expect(page.getByRole("button", { name: "Video afspelen" })).toBeFocused();
  await page.keyboard.press("Space");
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(false);

  const designs = page.getByRole("region", { name: "Ontwerpen van in-ear monitors", exact: true });
  await tabTo(page, designs.getByRole("group", { name: /blader met de pijltoetsen/ }));
  // The carousel hydrates once seen (client:firstuse="visible"): the Tab brought it into view.
  await islandReady(designs);
  await page.keyboard.press("ArrowRight");
  await expect(designs.getByTestId("carousel-position")).toHaveText("2 / 10");
  await tabTo(page, designs.getByRole("button", { name: "Vorige afbeelding" }), { max: 3 });
  await page.keyboard.press("Enter");
  await expect(designs.getByTestId("carousel-position")).toHaveText("1 / 10");
});

test("switch the language to Arabic and back", async ({ page }) => {
  await page.goto("/over-ons");
  await hydrated(page);
  const language = page.getByRole("banner").getByLabel("Taal");
  await tabTo(page, language);
  // A closed native select steps through its options with the arrow keys; each step applies at once.
  for (const code of ["en", "fr", "es", "ar"]) {
    await page.keyboard.press("ArrowDown");
    await expect(page.locator("html")).toHaveAttribute("lang", code);
  }
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("banner").getByLabel("اللغة")).toBeFocused();
  await expectVisibleFocus(page);
  await page.keyboard.press("Home");
  await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
  await expect(page.getByRole("banner").getByLabel("Taal")).toBeFocused();
});
