import type { Locator, Page } from "@playwright/test";
import { expect } from "#/e2e/fixtures.ts";

// Driving the owner's editor at /admin (Decap CMS) in the browser tests, as the owner does.

/** Decap labels an object field with a <label for> that points at a <div>: scope to that div. */
export async function objectField(scope: Page | Locator, label: string): Promise<Locator> {
  const id = await scope
    .locator("label")
    .filter({ hasText: new RegExp(`^${label}$`) })
    .first()
    .getAttribute("for");
  return scope.locator(`[id="${id}"]`);
}

/** The bar above a field: its label and, after a failed save, the editor's messages about it. */
export const fieldBar = (scope: Page | Locator, label: string) =>
  scope
    .locator("label")
    .filter({ hasText: new RegExp(`^${label.replace(/[()?]/g, "\\$&")}( \\(optioneel\\))?$`) })
    .first()
    .locator("xpath=..");

export async function logIn(page: Page) {
  await page.goto("/admin/");
  // The local backend needs no account: one button.
  await page.getByRole("button", { name: "Inloggen" }).click();
  await expect(page.getByRole("heading", { name: "Inhoudstypen" })).toBeVisible({ timeout: 30_000 });
}

/** Opens a form and waits until the editor has set it up (typing before that would be lost). */
export async function openForm(page: Page, hash: string, ready: Locator) {
  await page.goto(`/admin/#/${hash}`);
  await expect(ready).toBeVisible({ timeout: 20_000 });
}

/**
 * Replaces a text field's value as the owner does: select all, type. (Decap's text field puts the
 * cursor back where it was when it redraws, which can undo a programmatic select-all.)
 */
export async function retype(field: Locator, text: string) {
  await field.click();
  await field.press("ControlOrMeta+a");
  await field.page().keyboard.insertText(text);
  await expect(field).toHaveValue(text);
}

/** Clicks Publiceer › Publiceer nu, as the owner does; the editor checks every field first. */
export async function tryPublish(page: Page) {
  await page.getByRole("button", { name: "Publiceer", exact: true }).click();
  await page.getByRole("menuitem", { name: "Publiceer nu" }).click();
}

export async function publish(page: Page) {
  await tryPublish(page);
  // Publishing a post with a photo writes several files; a busy machine takes a while.
  await expect(page.getByRole("button", { name: "Gepubliceerd" })).toBeVisible({ timeout: 45_000 });
}

/** A publication the editor refuses: the message is under the field, and the button still says Publiceer. */
export async function expectRefused(page: Page, bar: Locator, message: string | RegExp) {
  await tryPublish(page);
  await expect(bar).toContainText(message);
  await expect(page.getByRole("button", { name: "Publiceer", exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Gepubliceerd" })).toHaveCount(0);
}
