import type { Page } from "@playwright/test";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { parse } from "yaml";
import { amountInput } from "#/src/lib/price.ts";
import { CMS_REPO, resetCmsRepo } from "#/e2e/cms-backend.ts";
import { logIn, openForm, publish, retype, tryPublish } from "#/e2e/cms-editor.ts";
import { expect, test } from "#/e2e/fixtures.ts";
import { REFUSED_FIELD } from "#/admin/refused-save.ts";
import { photoTooLarge } from "#/media/uploads.ts";

// What the owner sees when the editor says no (admin/refused-save.ts, admin/upload-guard.ts): a
// refused publication is brought into view, with a notice; the editor's messages read
// in normal case and once; a refused upload is said on the page, not in a browser alert.

// One test at a time: they share the copy of the owner's files and the one local backend.
test.describe.configure({ mode: "default", timeout: 180_000 }); // the editor is a 5 MB application
// The editor asks the local backend for files that are not there yet and carries on (404s). A
// refused save is no error of the page any more: Decap's unhandled rejection is handled.
test.use({ expectedConsoleErrors: /status of 404/ });

const read = (name: string) => readFileSync(join(CMS_REPO, name), "utf8");
const notice = (page: Page) => page.locator(".klankwijs-melding[role=alert]");

/** Every scrolling part of the editor back at its top, as after the owner scrolls up. */
const scrollToTop = (page: Page) =>
  page.evaluate(() => {
    window.scrollTo(0, 0);
    for (const element of document.querySelectorAll("*")) if (element.scrollTop > 0) element.scrollTop = 0;
  });

test("a publication refused far down the form: the red field comes into view with the cursor in it, a notice stays until a good save, and the message reads once, in normal case", async ({
  page,
}) => {
  resetCmsRepo();
  await logIn(page);
  const before = parse(read("content/prices.yaml")) as Record<string, { amount?: number }>;
  await openForm(page, "collections/prijzen/entries/prices", page.getByText("Bedrag in euro's").first());
  // The last amount of the long list of prices.
  const amount = page.getByRole("textbox", { name: "Bedrag in euro's" }).last();
  const field = amount.locator("xpath=ancestor::div[contains(@class, 'ControlContainer')][1]");
  await retype(amount, "2,500");
  await scrollToTop(page);
  await expect(amount).not.toBeInViewport();

  await tryPublish(page);
  await expect(notice(page)).toHaveText(new RegExp(REFUSED_FIELD.replace(/[.?]/g, "\\$&")));
  await expect(amount).toBeInViewport();
  await expect(amount).toBeFocused();
  await expect(page.getByRole("button", { name: "Gepubliceerd" })).toHaveCount(0);

  // The message under the field, as the owner reads it (innerText follows text-transform).
  const errors = field.locator('[class*="-ControlErrorsList"]');
  await expect(errors).toContainText("2,500 is niet duidelijk: bedoelt u 2.500");
  expect(await errors.evaluate((list) => getComputedStyle(list).textTransform)).toBe("none");
  expect(await errors.evaluate((list) => (list as HTMLElement).innerText)).toContain(
    "2,500 is niet duidelijk: bedoelt u 2.500",
  );
  // Its label too is read as written, not in capitals.
  const label = field.locator('label[class*="FieldLabel"]').first();
  expect(await label.evaluate((element) => (element as HTMLElement).innerText)).toMatch(/^Bedrag in euro's/);
  // How to write an amount shows once (the field's hint), not also under the field in black.
  await expect(field.getByText("Bijvoorbeeld 139, 2.500 of 45,50")).toHaveCount(1);
  await page.screenshot({ path: test.info().outputPath("refused-far-down.png") });

  // A new amount, not the one on file (a change to publish).
  const amounts = Object.values(before).map((price) => price.amount);
  const corrected = [2500, 2600].find((value) => !amounts.includes(value))!;
  await retype(amount, amountInput(corrected));
  await publish(page);
  await expect(notice(page)).toHaveCount(0);
  const after = parse(read("content/prices.yaml")) as Record<string, { amount?: number }>;
  const changed = Object.keys(after).filter((key) => after[key]!.amount !== before[key]?.amount);
  expect(changed).toHaveLength(1);
  expect(after[changed[0]!]!.amount).toBe(corrected);
});

test.describe("the last check", () => {
  // Decap logs the refused save's reason as a console error before it shows it.
  test.use({ expectedConsoleErrors: /status of 404|Er is niets opgeslagen: dit formulier/ });

  test("a save refused at the last check (preSave) shows its reason in the owner's words, in the toast and the notice", async ({
    page,
  }) => {
    resetCmsRepo();
    await logIn(page);
    const before = read("content/opening-hours.yaml");
    await openForm(page, "collections/openingstijden/entries/hours", page.getByText("Wieringerwerf").first());
    const tuesday = page.getByRole("textbox", { name: "dinsdag" }).last();
    await retype(tuesday, (await tuesday.inputValue()) === "08:45-16:15" ? "08:30-16:00" : "08:45-16:15");
    // The address changes under the editor without it noticing (as a second tab or an old form could):
    // the last check refuses to write this form into another item's file.
    await page.evaluate(() => history.replaceState(null, "", "#/collections/prijzen/entries/prices"));
    await tryPublish(page);
    await expect(notice(page)).toContainText(
      "Niet gepubliceerd. Er is niets opgeslagen: dit formulier hoort bij een ander onderdeel",
    );
    // Decap's toast says it too, without a programmer's 'Error:'.
    const toast = page.locator(".Toastify__toast").filter({ hasText: "Kan item niet opslaan" });
    await expect(toast).toBeInViewport();
    await expect(toast).toContainText("Kan item niet opslaan: Er is niets opgeslagen: dit formulier hoort bij");
    await expect(toast).not.toContainText("Error");
    await page.screenshot({ path: test.info().outputPath("refused-presave.png") });
    expect(read("content/opening-hours.yaml"), "nothing saved").toBe(before);
    // The notice can be closed.
    await notice(page).getByRole("button", { name: "Sluiten" }).click();
    await expect(notice(page)).toHaveCount(0);
  });
});

test("a refused upload is said on the page, inside the media library, and goes when another file is chosen", async ({
  page,
}) => {
  resetCmsRepo();
  await logIn(page);
  const large = test.info().outputPath("camera.jpg");
  writeFileSync(large, Buffer.alloc(8_500_000, 1));
  const good = test.info().outputPath("portret.png");
  await sharp({ create: { width: 1600, height: 1600, channels: 3, background: "#0e4f5c" } })
    .png()
    .toFile(good);
  // No browser alert any more: one would fail the test.
  const alerts: string[] = [];
  page.on("dialog", (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  await page.getByRole("button", { name: "Media" }).click();
  const library = page.getByRole("dialog");
  const upload = library.getByRole("button", { name: "Nieuwe uploaden" });
  await upload.setInputFiles(large);
  const message = library.getByRole("alert");
  await expect(message).toContainText(`Niet geüpload. camera.jpg: ${photoTooLarge(8_500_000)}`);
  await expect(message).toBeInViewport();
  await page.screenshot({ path: test.info().outputPath("upload-refused.png") });
  await upload.setInputFiles(good);
  await expect(library.getByText("portret.png", { exact: true })).toBeVisible();
  await expect(message).toHaveCount(0);
  expect(alerts, "no browser alert").toEqual([]);
});
