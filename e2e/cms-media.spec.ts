import type { Locator, Page } from "@playwright/test";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { parse } from "yaml";
import { CMS_REPO, resetCmsRepo } from "#/e2e/cms-backend.ts";
import { logIn, openForm, publish } from "#/e2e/cms-editor.ts";
import { expect, failedLoad, test } from "#/e2e/fixtures.ts";
import { parseDataFile } from "#/src/data/data-files.ts";
import { isSlot, pictureFor } from "#/media/resolve.ts";
import { isExampleSite } from "#/scripts/lib/cms-config.ts";
import { uploadOf } from "#/media/uploads.ts";

// The photos in the owner's editor (admin/photo-previews.ts): every photo field and the post's
// preview pane show the photo itself, whether it is a picture slot (the posts that came with the
// site), an upload already in the repository, or one just chosen, without a rebuild.

// One test at a time: they share the copy of the owner's files and the one local backend.
test.describe.configure({ mode: "default", timeout: 180_000 }); // the editor is a 5 MB application
test.use({
  // The editor asks the local backend for files that are not there yet and carries on (404s).
  expectedConsoleErrors: failedLoad("the server responded with a status of 404 (Not Found)", /\/api\/v1/),
  // A save the editor refuses: Decap rejects it with no reason, reported as 'undefined' (e2e/cms.spec.ts).
  expectedPageErrors: /^undefined$/,
});

/** The first post that came with the site whose photo is a picture slot, read from the owner's files. */
function postWithSlot(): { slug: string; image: string } {
  const folder = join(CMS_REPO, "content", "blog");
  for (const name of ["tinnitus-week.md", "stress-tinnitus.md"]) {
    const text = readFileSync(join(folder, name), "utf8");
    const post = parse(/^---\n([\s\S]*?)\n---/.exec(text)![1]!) as { slug: string; image?: string };
    if (post.image && isSlot(post.image)) return { slug: name.replace(/\.md$/, ""), image: post.image };
  }
  throw new Error("no post with a picture slot among the fixtures");
}

/** The photo field's thumbnail (the form's only presentational image; the preview is in its own frame). */
const thumbnail = (page: Page) => page.locator("img[role=presentation]").first();
const previewPhoto = (page: Page) => page.frameLocator("#preview-pane").locator("img").first();

/**
 * Waits until the image shows the photo itself, at its own width: the owner sees it, not an empty
 * box (Decap's stand-in while loading is an empty SVG, which has a width of its own).
 */
async function expectLoaded(image: Locator, width: number) {
  await expect
    .poll(
      () => image.evaluate((element: HTMLImageElement) => (element.complete ? element.naturalWidth : 0)).catch(() => 0),
      { timeout: 20_000 },
    )
    .toBe(width);
}

/** Every answer of 500 or more the browser got: the local backend's ENOENT for a slot was one. */
function serverErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("response", (response) => {
    if (response.status() >= 500) errors.push(`${response.status()} ${response.url()}`);
  });
  return errors;
}

test("an existing post's photo (a picture slot) shows in the field and in the preview, with no error from the backend", async ({
  page,
}) => {
  resetCmsRepo();
  const errors = serverErrors(page);
  const { slug, image } = postWithSlot();
  await logIn(page);
  await openForm(
    page,
    `collections/blog/entries/${slug}`,
    page.getByRole("button", { name: "Kies een andere afbeelding" }),
  );
  // The slot's smallest served file, as the site shows it until the practice has its own photo.
  const smallest = pictureFor(image).widths[0]!;
  await expectLoaded(thumbnail(page), smallest);
  await expect(thumbnail(page)).toHaveAttribute("src", new RegExp(`^/media/${image}-${smallest}\\.[0-9a-f]+\\.webp$`));
  await expectLoaded(previewPhoto(page), smallest);
  expect(errors).toEqual([]);

  // The top bar links to the site only once its address is the practice's, not to an example's.
  // (The practice's file as the editor has it: the copy the local backend serves.)
  const practice = parseDataFile(
    "content/practice.yaml",
    readFileSync(join(CMS_REPO, "content", "practice.yaml"), "utf8"),
  ) as { origin: string; placeholders: string[] };
  const siteLink = page.getByRole("link", { name: new URL(practice.origin).host });
  if (isExampleSite(practice.origin, practice.placeholders.includes("origin"))) await expect(siteLink).toHaveCount(0);
  else await expect(siteLink).toHaveAttribute("href", practice.origin);
});

test("a photo just uploaded for a post shows at once, and again from the repository after publishing, without a rebuild", async ({
  page,
}) => {
  resetCmsRepo();
  const errors = serverErrors(page);
  const { slug } = postWithSlot();
  const photo = test.info().outputPath("gehoortest.png");
  await sharp({ create: { width: 1600, height: 1200, channels: 3, background: "#2f6f4f" } })
    .png()
    .toFile(photo);
  await logIn(page);
  const choose = page.getByRole("button", { name: "Kies een andere afbeelding" });
  await openForm(page, `collections/blog/entries/${slug}`, choose);
  await choose.click();
  const library = page.getByRole("dialog");
  await library.getByRole("button", { name: "Nieuwe uploaden" }).setInputFiles(photo);
  await expect(library.getByText("gehoortest.png", { exact: true })).toBeVisible();
  await library.getByRole("button", { name: "Gebruik selectie" }).click();
  await expectLoaded(thumbnail(page), 1600);
  await expectLoaded(previewPhoto(page), 1600);
  await page.getByRole("textbox", { name: "Wat staat er op de foto?" }).fill("Een audicien neemt een gehoortest af");
  await publish(page);

  const file = join(CMS_REPO, "content", "blog", `${slug}.md`);
  const saved = () => parse(/^---\n([\s\S]*?)\n---/.exec(readFileSync(file, "utf8"))![1]!) as { image: string };
  await expect.poll(() => uploadOf(saved().image.replace(/^\//, ""))?.folder).toBe("blog");
  expect(existsSync(join(CMS_REPO, saved().image))).toBe(true);

  // Opened again later: the photo is in the repository but not in this build; the editor shows it.
  await page.reload();
  await openForm(page, `collections/blog/entries/${slug}`, choose);
  await expectLoaded(thumbnail(page), 1600);
  await expectLoaded(previewPhoto(page), 1600);
  expect(errors).toEqual([]);
});
