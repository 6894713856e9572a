import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { parse } from "yaml";
import { parseDataFile } from "#/app/content/data-files.ts";
import { postFrontMatter } from "#/app/content/schema/post.ts";
import { CMS_REPO, resetCmsRepo } from "#/e2e/cms-backend.ts";
import { logIn, objectField, publish } from "#/e2e/cms-editor.ts";
import { expect, test } from "#/e2e/fixtures.ts";
import { ADMIN_POLICY } from "#/server/http-policy.ts";
import { uploadOf } from "#/media/uploads.ts";

// The owner's editor at /admin (Decap CMS), against the local backend over a copy of content/
// (e2e/cms-backend.ts): what the owner does in the browser must land in the files the build reads.

const client = join(import.meta.dirname, "..", "build", "client");
const hoursFile = join(CMS_REPO, "content", "opening-hours.yaml");

test("the owner changes an opening hour and writes a draft post with a photo, and the files on disk follow", async ({
  page,
}) => {
  test.setTimeout(180_000); // the editor is a 5 MB application; it starts in some seconds
  resetCmsRepo(); // a retry starts from the owner's files, not from the failed attempt's edits
  await logIn(page);

  await test.step("an opening hour", async () => {
    const before = parse(readFileSync(hoursFile, "utf8"));
    await page.goto("/admin/#/collections/openingstijden/entries/hours");
    const wieringerwerf = await objectField(page, "Wieringerwerf");
    const tuesday = wieringerwerf.getByRole("textbox", { name: "dinsdag" });
    await expect(tuesday).toHaveValue(before.branches.wieringerwerf.week.tuesday);
    await tuesday.fill("10:15-16:45");
    await publish(page);
    await expect
      .poll(() => parse(readFileSync(hoursFile, "utf8")).branches.wieringerwerf.week.tuesday)
      .toBe("10:15-16:45");
    const after = parse(readFileSync(hoursFile, "utf8"));
    // Nothing else changed, and the file is still one the build accepts.
    after.branches.wieringerwerf.week.tuesday = before.branches.wieringerwerf.week.tuesday;
    expect(after).toEqual(before);
    const hours = parseDataFile("content/opening-hours.yaml", readFileSync(hoursFile, "utf8"));
    expect(hours.branches.wieringerwerf.week.tuesday).toEqual({ opens: "10:15", closes: "16:45" });
  });

  await test.step("a draft post with a photo", async () => {
    const photo = test.info().outputPath("oorafdruk.png");
    await sharp({ create: { width: 1200, height: 900, channels: 3, background: "#0e4f5c" } })
      .png()
      .toFile(photo);
    page.once("dialog", (dialog) => dialog.accept()); // leaving the saved hours page asks nothing, but be safe
    await page.goto("/admin/#/collections/blog/new");
    // The editor sets up an empty entry once the page has loaded; typing before that would be lost.
    await expect(page.getByRole("button", { name: "Vet" })).toBeVisible({ timeout: 15_000 });
    // On a slow machine the editor may still reset the new entry just after its toolbar shows, which
    // empties the first field typed: type the title until it stays.
    const title = page.getByRole("textbox", { name: "Titel" });
    await expect(async () => {
      await title.fill("Een oorafdruk laten maken: zo gaat het");
      await page.waitForTimeout(500);
      await expect(title).toHaveValue("Een oorafdruk laten maken: zo gaat het", { timeout: 0 });
    }).toPass({ timeout: 20_000 });
    await page.getByRole("textbox", { name: "Webadres" }).fill("oorafdruk-laten-maken");
    await page
      .getByRole("textbox", { name: "Samenvatting" })
      .fill("Wat er gebeurt als u een oorafdruk laat maken voor oordoppen op maat, stap voor stap uitgelegd.");
    await page.getByRole("textbox", { name: "Datum" }).fill("2026-11-20");
    await page.getByRole("combobox", { name: "Geschreven door" }).click();
    await page.getByRole("option", { name: "Ons team" }).click();
    await expect(page.getByRole("switch", { name: "Zichtbaar op de site" })).not.toBeChecked();

    await page.getByRole("button", { name: "Kies een afbeelding" }).click();
    const library = page.getByRole("dialog");
    await library.getByRole("button", { name: "Nieuwe uploaden" }).setInputFiles(photo);
    await expect(library.getByText("oorafdruk.png", { exact: true })).toBeVisible();
    await library.getByRole("button", { name: "Gebruik selectie" }).click();
    await page.getByRole("textbox", { name: "Wat staat er op de foto?" }).fill("Een audicien maakt een oorafdruk");

    await page.getByLabel("markdown field").getByRole("textbox").click();
    await page.keyboard.type("Eerst kijken we in uw oor. Daarna vullen we het zacht met afdrukmateriaal.");
    await expect(title).toHaveValue("Een oorafdruk laten maken: zo gaat het");
    await publish(page);

    const file = join(CMS_REPO, "content", "blog", "oorafdruk-laten-maken.md");
    await expect.poll(() => existsSync(file)).toBe(true);
    const [, frontMatter, body] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(readFileSync(file, "utf8"))!;
    const post = parse(frontMatter!);
    expect(post).toMatchObject({
      slug: "oorafdruk-laten-maken",
      published: false,
      date: "2026-11-20",
      author: "praktijk",
    });
    expect(body).toContain("Eerst kijken we in uw oor.");
    // The photo went to the blog's upload folder, which the build turns into responsive files.
    expect(uploadOf(post.image.replace(/^\//, ""))?.folder).toBe("blog");
    expect(existsSync(join(CMS_REPO, post.image))).toBe(true);
    // The front matter is one the build accepts (bar the photo's place: the copy is not the repository).
    const checked = postFrontMatter.safeParse(post);
    expect(checked.error?.issues.filter((issue) => issue.path[0] !== "image") ?? []).toEqual([]);
  });
});

test("the owner confirms a hearing-aid category's prices, and the file the build reads follows", async ({ page }) => {
  test.setTimeout(180_000);
  resetCmsRepo();
  const pricesFile = join(CMS_REPO, "content", "prices.yaml");
  await logIn(page);
  await page.goto("/admin/#/collections/prijzen/entries/prices");
  const category = await objectField(page, "Categorie 3");
  const from = category.getByRole("textbox", { name: "Prijs vanaf" });
  await expect(from).toBeVisible();
  await from.fill("1.250");
  const example = category.getByRole("switch", { name: /^Nog een voorbeeld/ });
  await expect(example).toBeChecked();
  await example.click();
  await expect(example).not.toBeChecked();
  await publish(page);
  await expect.poll(() => parse(readFileSync(pricesFile, "utf8")).hearingAidCategories["3"].min).toBe(1250);
  const prices = parseDataFile("content/prices.yaml", readFileSync(pricesFile, "utf8"));
  expect(prices.hearingAidCategories["3"]).toMatchObject({ min: 1250, placeholder: false });
});

test("the editor is not part of the site: no page links to it or loads its code, and it stays out of search", async ({
  request,
}) => {
  const html = readdirSync(client, { recursive: true })
    .map(String)
    .filter((file) => file.endsWith(".html") && !file.startsWith("admin/"));
  for (const file of html) {
    const page = readFileSync(join(client, file), "utf8");
    expect(page, file).not.toMatch(/["']\/admin\//);
  }
  // The site's own scripts: none holds the editor (its bundle names itself "decap-cms").
  for (const chunk of readdirSync(join(client, "assets")).filter((file) => file.endsWith(".js"))) {
    expect(readFileSync(join(client, "assets", chunk), "utf8"), chunk).not.toContain("decap-cms");
  }
  const response = await request.get("/admin/");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-security-policy"]).toBe(ADMIN_POLICY);
  expect(response.headers()["x-robots-tag"]).toBe("noindex, nofollow");
  expect(await response.text()).toContain('<meta name="robots" content="noindex, nofollow">');
  expect(await (await request.get("/sitemap.xml")).text()).not.toContain("/admin");
  // The site's pages keep their strict policy.
  expect((await request.get("/")).headers()["content-security-policy"]).not.toContain("unsafe-eval");
});
