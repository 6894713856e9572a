import type { Locator } from "@playwright/test";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import { parseYamlWith } from "#/src/data/data-files.ts";
import { appointmentCopyFile } from "#/src/data/schema/appointment-copy.ts";
import { homeCopyFile } from "#/src/data/schema/home-copy.ts";
import { pageCopyFile, type SectionCopy } from "#/src/data/schema/page-copy.ts";
import { CMS_REPO, resetCmsRepo } from "#/e2e/cms-backend.ts";
import { expectRefused, fieldBar, logIn, openForm, publish, retype } from "#/e2e/cms-editor.ts";
import { expect, failedLoad, test } from "#/e2e/fixtures.ts";
import { PAGE_COPY_EDITS } from "#/tests/lib/page-copy-edits.ts";

// The owner rewords a content page in the editor at /admin, against the local backend over a copy of
// content/ (e2e/cms-backend.ts): what the owner does must land in the page's file, and nothing else.
// check:owner-edits makes the same edits (tests/lib/page-copy-edits.ts) and checks the built page.

test.describe.configure({ mode: "default", timeout: 180_000 });
test.use({ expectedConsoleErrors: failedLoad("the server responded with a status of 404 (Not Found)", /\/api\/v1/) });

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** An item of a list in the form, by the summary the editor shows for it (its title). */
const listItem = (scope: Locator, summary: string) =>
  scope.locator('[class*="SortableListItem"]').filter({
    has: scope.page().locator(':scope > [class*="NestedObjectLabel"]', { hasText: new RegExp(`^${escape(summary)}$`) }),
  });
/** An item's buttons at its top: open or close, move, remove. */
const itemButton = (item: Locator, button: "open" | "remove") =>
  item.locator(':scope > [class*="TopBar"] > button').nth(button === "open" ? 0 : 1);

test("the owner changes a paragraph, adds a question and removes a list item, and the page's file follows", async ({
  page,
}) => {
  resetCmsRepo();
  const { file, pageForm, paragraph, question, removed } = PAGE_COPY_EDITS;
  const path = join(CMS_REPO, file);
  const before = parse(readFileSync(path, "utf8"));
  const expected = PAGE_COPY_EDITS.apply(structuredClone(before));
  const questions = before.sections.find((section: SectionCopy) => section.type === "accordion");
  const list = before.sections.find((section: SectionCopy) => section.type === "list");
  await logIn(page);
  await openForm(page, `collections/paginas/entries/${pageForm}`, page.getByText("Onderdelen").first());
  const form = page.locator("main, body").first();

  await test.step("a paragraph of the first answer, reworded", async () => {
    const section = listItem(form, questions.title);
    await itemButton(section, "open").click();
    const first = listItem(section, questions.items[0].title);
    await itemButton(first, "open").click();
    await retype(first.getByRole("textbox", { name: "Alinea" }).first(), paragraph);
  });

  await test.step("a new question with its answer, last", async () => {
    const section = listItem(form, questions.title);
    await section.getByRole("button", { name: "Voeg vraag toe" }).click();
    const added = section.getByRole("textbox", { name: "Vraag" }).last();
    await retype(added, question.title);
    const item = section
      .locator('[class*="SortableListItem"]')
      .filter({ has: page.getByRole("textbox", { name: "Vraag" }).last() })
      .last();
    await item.getByRole("button", { name: "Voeg alinea toe" }).click();
    await retype(item.getByRole("textbox", { name: "Alinea" }).last(), question.paragraphs[0]!);
  });

  await test.step("a list item removed", async () => {
    const section = listItem(form, list.title);
    await itemButton(section, "open").click();
    await itemButton(listItem(section, removed), "remove").click();
    await expect(listItem(section, removed)).toHaveCount(0);
  });

  await publish(page);
  await expect.poll(() => parse(readFileSync(path, "utf8"))).toEqual(expected);
  // And the build accepts it as it is.
  expect(() => parseYamlWith(file, pageCopyFile, readFileSync(path, "utf8"))).not.toThrow();
});

test("a misspelt value between braces is refused at Publiceer, and the buttons' words are shown but cannot be changed", async ({
  page,
}) => {
  resetCmsRepo();
  const { file, pageForm } = PAGE_COPY_EDITS;
  const path = join(CMS_REPO, file);
  const before = readFileSync(path, "utf8");
  const copy = parse(before);
  await logIn(page);
  await openForm(page, `collections/paginas/entries/${pageForm}`, page.getByText("Onderdelen").first());
  const intro = page.getByRole("textbox", { name: "Inleiding" }).first();
  await expect(intro).toHaveValue(copy.hero.intro);
  await retype(intro, `${copy.hero.intro} Met {garantei}.`);
  await expectRefused(page, fieldBar(page, "Inleiding"), "{garantei} kent de site niet");
  expect(readFileSync(path, "utf8")).toBe(before);

  const button = page.getByRole("textbox", { name: "Knop: contact" });
  await expect(button).toHaveValue(copy.cta.contact);
  await expect(button).toHaveAttribute("readonly", "");
  await expect(page.getByText("Deze tekst ligt vast in de afspraken over de website").first()).toBeVisible();
});

test("the owner rewords the home page's heading and a claim, and the home page's file follows; the four claims stay four", async ({
  page,
}) => {
  resetCmsRepo();
  const file = "content/home.yaml";
  const path = join(CMS_REPO, file);
  const before = parse(readFileSync(path, "utf8"));
  const title = "Goed horen, met de tijd die u nodig heeft";
  const claim = "We meten uw gehoor zonder kosten en u probeert een hoortoestel eerst zelf uit.";
  await logIn(page);
  await openForm(page, "collections/paginas/entries/home", page.getByText("Beloften").first());
  await retype(page.getByRole("textbox", { name: "Hoofdkop" }), title);
  const claims = page.locator('[class*="SortableListItem"]').filter({
    has: page.locator(':scope > [class*="NestedObjectLabel"]', { hasText: before.about.claims[0].title }),
  });
  await claims.locator(':scope > [class*="TopBar"] > button').first().click();
  await retype(claims.getByRole("textbox", { name: "Beschrijving" }), claim);
  // The claims carry an icon each: none is added, though a point under the buttons may be.
  await expect(page.getByRole("button", { name: /^voeg punt toe$/i })).toBeVisible();
  await expect(page.getByRole("button", { name: /^voeg belofte toe$/i })).toHaveCount(0);

  await publish(page);
  const expected = structuredClone(before);
  expected.hero.title = title;
  expected.about.claims[0].description = claim;
  await expect.poll(() => parse(readFileSync(path, "utf8"))).toEqual(expected);
  expect(() => parseYamlWith(file, homeCopyFile, readFileSync(path, "utf8"))).not.toThrow();
});

test("the owner rewords a step of the hearing test on the appointment page, and the appointment page's file follows", async ({
  page,
}) => {
  resetCmsRepo();
  const file = "content/appointment.yaml";
  const path = join(CMS_REPO, file);
  const before = parse(readFileSync(path, "utf8"));
  const step = "We vragen hoe het met uw gehoor gaat en waar horen u moeite kost, thuis of op het werk.";
  await logIn(page);
  await openForm(page, "collections/paginas/entries/afspraak-maken", page.getByText("Stappen").first());
  const first = page.locator('[class*="SortableListItem"]').filter({
    has: page.locator(':scope > [class*="NestedObjectLabel"]', { hasText: before.hearingTest.steps[0].title }),
  });
  await first.locator(':scope > [class*="TopBar"] > button').first().click();
  await retype(first.getByRole("textbox", { name: "Uitleg" }), step);

  await publish(page);
  const expected = structuredClone(before);
  expected.hearingTest.steps[0].description = step;
  await expect.poll(() => parse(readFileSync(path, "utf8"))).toEqual(expected);
  expect(() => parseYamlWith(file, appointmentCopyFile, readFileSync(path, "utf8"))).not.toThrow();
});
