import type { Locator, Page } from "@playwright/test";
import { existsSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { parse, parseDocument } from "yaml";
import { parseDataFile } from "#/src/data/data-files.ts";
import { sharedTextProblem } from "#/src/data/shared-text-rules.ts";
import { postFrontMatter } from "#/src/data/schema/post.ts";
import { CMS_REPO, resetCmsRepo } from "#/e2e/cms-backend.ts";
import { expectRefused, fieldBar, logIn, objectField, openForm, publish, retype } from "#/e2e/cms-editor.ts";
import { expect, failedLoad, test } from "#/e2e/fixtures.ts";
import { EDITOR_POST, EDITOR_POST_VALUES } from "#/tests/lib/editor-post.ts";
import { ADMIN_LOCAL_POLICY } from "#/hosting/http-policy.ts";
import { leastUploadWidth, notAPhoto, photoTooLarge, photoTooSmall, uploadOf } from "#/media/uploads.ts";
import { mediaManifest } from "#/media/manifest.ts";
import { ownerFilesText, photoSizeProblem } from "#/media/photo-size.ts";
import { amountInput } from "#/src/lib/price.ts";
import { todayInNetherlands } from "#/src/data/schema/fields.ts";
import { addDays } from "#/src/lib/opening-hours.ts";

// The owner's editor at /admin (Decap CMS), against the local backend over a copy of content/
// (e2e/cms-backend.ts): what the owner does in the browser must land in the files the build reads.

// One test at a time: they share the copy of the owner's files and the one local backend.
test.describe.configure({ mode: "default", timeout: 180_000 }); // the editor is a 5 MB application
// A save the editor refuses is no error of the page: Decap's unhandled rejection of it is handled
// (admin/refused-save.ts).
test.use({
  // The editor asks the local backend for files that are not there yet and carries on (404s).
  expectedConsoleErrors: failedLoad("the server responded with a status of 404 (Not Found)", /\/api\/v1/),
});

/** Opens the prices and returns one price's fields and its amount (a price with a single amount). */
async function openMusicRegularPrice(page: Page) {
  const label = "Gehoorbescherming muziek, uitvoering Regular";
  await openForm(page, "collections/prijzen/entries/prices", page.getByText(label));
  const price = await objectField(page, label);
  return { price, amount: price.getByRole("textbox", { name: "Bedrag in euro's" }) };
}

const client = join(import.meta.dirname, "..", "build", "client");
const hoursFile = join(CMS_REPO, "content", "opening-hours.yaml");

test("the owner changes an opening hour and writes a draft post with a photo, and the files on disk follow", async ({
  page,
}) => {
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
      await page.waitForTimeout(500); // fixed: a window in which the editor's reset would empty the field (no event marks it)
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
  // The site's own scripts: none holds the editor (its bundle names itself "decap-cms")…
  const chunks = readdirSync(join(client, "assets")).filter((file) => file.endsWith(".js"));
  expect(chunks.length).toBeGreaterThan(5);
  for (const chunk of chunks) {
    expect(readFileSync(join(client, "assets", chunk), "utf8"), chunk).not.toContain("decap-cms");
  }
  // …while the editor's own bundle, which /admin/ loads, does: the search can find what it looks for.
  const scripts = [
    ...readFileSync(join(client, "admin", "index.html"), "utf8").matchAll(/<script[^>]* src="\/admin\/([^"]+\.js)"/g),
  ].map((match) => readFileSync(join(client, "admin", match[1]!), "utf8"));
  expect(
    scripts.some((script) => script.includes("decap-cms")),
    "the editor's script in /admin/",
  ).toBe(true);
  const response = await request.get("/admin/");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-security-policy"]).toBe(ADMIN_LOCAL_POLICY);
  expect(response.headers()["x-robots-tag"]).toBe("noindex, nofollow");
  expect(await response.text()).toContain('<meta name="robots" content="noindex, nofollow">');
  expect(await (await request.get("/sitemap.xml")).text()).not.toContain("/admin");
  // The site's pages keep their strict policy.
  expect((await request.get("/")).headers()["content-security-policy"]).not.toContain("unsafe-eval");
});

// The editor refuses, on the field and in Dutch, what the build would refuse, before it saves
// anything: the owner never sees 'Gepubliceerd' for an edit that would stop the site's build. Each
// test first puts the owner's files (a copy, e2e/cms-backend.ts) in the state it needs, so it holds
// whatever the owner's data is.

const file = (name: string) => join(CMS_REPO, name);
const read = (name: string) => readFileSync(file(name), "utf8");
function edit(name: string, change: (document: ReturnType<typeof parseDocument>) => void) {
  const document = parseDocument(read(name));
  change(document);
  writeFileSync(file(name), document.toString());
}

/** What the editor says on the page about a refused upload (admin/upload-guard.ts), in the build's words. */
const photoRefused = (name: string, problem: string) => `${name}: ${problem}`;
/** The message a refused upload leaves in the media library: "Niet geüpload." and the build's words. */
const uploadRefusal = (library: Locator) => library.getByRole("alert").locator("p");

async function start(page: Page) {
  resetCmsRepo(); // a retry starts from the owner's files, not from the failed attempt's edits
  await logIn(page);
}

test("opening hours that do not exist, or close before they open, are refused on the day itself", async ({ page }) => {
  await start(page);
  const before = read("content/opening-hours.yaml");
  await openForm(page, "collections/openingstijden/entries/hours", page.getByText("Wieringerwerf").first());
  const wieringerwerf = await objectField(page, "Wieringerwerf");
  const tuesday = wieringerwerf.getByRole("textbox", { name: "dinsdag" });
  const bar = fieldBar(wieringerwerf, "dinsdag");

  await tuesday.fill("09:30-25:00");
  await expectRefused(page, bar, "09:30-25:00 is geen bestaande tijd");
  await retype(tuesday, "17:00-09:30");
  await expectRefused(page, bar, "de sluitingstijd moet na de openingstijd liggen");
  expect(read("content/opening-hours.yaml"), "nothing saved").toBe(before);

  // A time the file does not hold already: the same time again is no change to publish.
  const current = parse(before).branches.wieringerwerf.week.tuesday;
  const corrected = ["08:45-16:15", "08:30-16:00"].find((hours) => hours !== current)!;
  await retype(tuesday, corrected);
  await publish(page);
  await expect
    .poll(() => parse(read("content/opening-hours.yaml")).branches.wieringerwerf.week.tuesday)
    .toBe(corrected);
});

test("amounts are typed and shown the Dutch way: 2.500 is two thousand five hundred, 1.234,50 has cents", async ({
  page,
}) => {
  await start(page);
  const { price, amount } = await openMusicRegularPrice(page);
  const stored = () => parse(read("content/prices.yaml"))["music-regular"].amount;

  await amount.fill("2.500");
  await expect(price.getByText("Op de site: € 2.500")).toBeVisible();
  await publish(page);
  await expect.poll(stored).toBe(2500);

  await amount.fill("1.234,50");
  await expect(price.getByText("Op de site: € 1.234,50")).toBeVisible();
  await publish(page);
  await expect.poll(stored).toBe(1234.5);
  expect(parseDataFile("content/prices.yaml", read("content/prices.yaml"))["music-regular"].amount).toBe(1234.5);

  // Opened again, the amount reads the Dutch way too.
  await page.reload();
  const again = await objectField(page, "Gehoorbescherming muziek, uitvoering Regular");
  await expect(again.getByRole("textbox", { name: "Bedrag in euro's" })).toHaveValue("1.234,50", { timeout: 20_000 });

  await again.getByRole("textbox", { name: "Bedrag in euro's" }).fill("honderd euro");
  await expectRefused(
    page,
    fieldBar(again, "Bedrag in euro's"),
    "schrijf een bedrag in euro's, zoals 139, 2.500 of 45,50",
  );
  expect(stored()).toBe(1234.5);
});

test("a real review needs where and when it was given: refused on its Bron and date fields", async ({ page }) => {
  await start(page);
  edit("content/reviews.yaml", (d) => d.set("reviews", []));
  const before = read("content/reviews.yaml");
  await openForm(
    page,
    "collections/ervaringen/entries/reviews",
    page.getByRole("button", { name: "Voeg ervaring toe" }),
  );
  await page.getByRole("button", { name: "Voeg ervaring toe" }).click();
  await page.getByRole("textbox", { name: "Naam" }).fill("Gerrit");
  await page.getByRole("textbox", { name: "Waarvoor" }).fill("Oordoppen op maat, Wieringerwerf");
  await page
    .getByRole("textbox", { name: "Wat de klant schreef" })
    .fill("Rustig uitgelegd en ik mocht het toestel eerst thuis proberen. Ik hoor mijn kleinkinderen weer.");
  await page.getByRole("spinbutton", { name: "Sterren (1 tot 5)" }).fill("5");

  // Needed for a real review, so not called optional.
  for (const name of ["Bron", "Datum van de beoordeling"])
    await expect(
      page
        .locator("label")
        .filter({ hasText: new RegExp(`^${name}`) })
        .first(),
    ).toHaveText(name, { useInnerText: true });
  await expectRefused(page, fieldBar(page, "Bron"), "een echte ervaring heeft een bron");
  await expect(fieldBar(page, "Datum van de beoordeling")).toContainText("een echte ervaring heeft een datum");
  expect(read("content/reviews.yaml"), "nothing saved").toBe(before);

  await retype(page.getByRole("textbox", { name: "Bron" }), "Google");
  await page.getByRole("textbox", { name: "Datum van de beoordeling" }).fill("2026-10-01");
  await publish(page);
  await expect
    .poll(() => parse(read("content/reviews.yaml")).reviews)
    .toMatchObject([{ name: "Gerrit", source: "Google", date: "2026-10-01" }]);
});

test("emptying a list of example fields leaves an empty list, which the build accepts", async ({ page }) => {
  await start(page);
  edit("content/branches.yaml", (d) => d.setIn(["hurdegaryp", "placeholders"], ["street", "postcode"]));
  await openForm(page, "collections/praktijk/entries/branches", page.getByText("Hurdegaryp").first());
  const hurdegaryp = await objectField(page, "Hurdegaryp");
  const examples = hurdegaryp.getByRole("combobox", { name: /^Nog voorbeeldgegevens/ });
  await examples.focus();
  // Remove both, as the owner does with the crosses (Backspace takes the last one away).
  await page.keyboard.press("Backspace");
  await page.keyboard.press("Backspace");
  await publish(page);
  await expect.poll(() => parse(read("content/branches.yaml")).hurdegaryp.placeholders).toEqual([]);
  expect(parseDataFile("content/branches.yaml", read("content/branches.yaml")).hurdegaryp.placeholders).toEqual([]);
});

/**
 * A new post's form, filled as the owner fills it: title, address, summary, date, byline, shown on
 * the site; the text is left to the test. On a slow machine the editor may still reset the new entry
 * just after its toolbar shows, which empties the first field typed: the title is typed until it stays.
 */
async function fillNewPost(page: Page, post: { title: string; slug: string }, byline: string) {
  await openForm(page, "collections/blog/new", page.getByRole("button", { name: "Vet" }));
  const title = page.getByRole("textbox", { name: "Titel" });
  await expect(async () => {
    await title.fill(post.title);
    await page.waitForTimeout(500);
    await expect(title).toHaveValue(post.title, { timeout: 0 });
  }).toPass({ timeout: 20_000 });
  await page.getByRole("textbox", { name: "Webadres" }).fill(post.slug);
  await page.getByRole("textbox", { name: "Samenvatting" }).fill(EDITOR_POST_VALUES.summary);
  await page.getByRole("textbox", { name: "Datum" }).fill(EDITOR_POST_VALUES.date);
  await page.getByRole("combobox", { name: "Geschreven door" }).click();
  await page.getByRole("option", { name: byline }).click();
  await page.getByRole("switch", { name: "Zichtbaar op de site" }).click();
}

test("a new post may not take another post's title or address, nor a moved post's old address; the post it saves is the one check:owner-edits applies", async ({
  page,
}) => {
  await start(page);
  // Another post, whatever the owner's blog holds.
  const other = { slug: "controle-bestaand-artikel", title: "Een artikel dat er al staat" };
  writeFileSync(
    file(`content/blog/${other.slug}.md`),
    `---\ntitle: ${other.title}\nslug: ${other.slug}\nsummary: Een samenvatting van het artikel dat er al staat, lang genoeg voor het overzicht.\ndate: 2026-01-05\nauthor: praktijk\npublished: true\n---\n\nTekst.\n`,
  );

  await fillNewPost(page, other, "Ons team");
  const title = page.getByRole("textbox", { name: "Titel" });
  const address = page.getByRole("textbox", { name: "Webadres" });
  await page.getByLabel("markdown field").getByRole("textbox").click();
  for (const [index, paragraph] of EDITOR_POST_VALUES.paragraphs.entries()) {
    if (index) await page.keyboard.press("Enter");
    await page.keyboard.type(paragraph);
  }

  await expectRefused(page, fieldBar(page, "Webadres"), `dit webadres heeft het artikel "${other.title}" al`);
  await expect(fieldBar(page, "Titel")).toContainText(`het artikel op /blogs/${other.slug} heeft al deze titel`);

  await retype(address, "stress-en-tinnitus");
  await expectRefused(
    page,
    fieldBar(page, "Webadres"),
    "dit adres stuurt bezoekers al door naar /blogs/stress-tinnitus",
  );

  await retype(title, EDITOR_POST_VALUES.title);
  await retype(address, EDITOR_POST_VALUES.slug);
  await publish(page);

  const saved = file(`content/blog/${EDITOR_POST_VALUES.slug}.md`);
  await expect.poll(() => existsSync(saved)).toBe(true);
  // Exactly the file npm run check:owner-edits adds to its copy of the project (tests/fixtures/).
  expect(readFileSync(saved, "utf8")).toBe(EDITOR_POST);
});

test("a post about sudden hearing loss is refused at its text, in the build's words, until it names the shared advice", async ({
  page,
}) => {
  await start(page);
  const post = { title: "Opeens minder horen aan één kant", slug: "controle-opeens-minder-horen" };
  await fillNewPost(page, post, "Ons team");
  const body = page.getByLabel("markdown field").getByRole("textbox");
  await body.click();
  const sudden = "Hoort u opeens veel minder aan één oor? Bel dan dezelfde dag de huisarts.";
  await page.keyboard.type(sudden);

  await expectRefused(
    page,
    fieldBar(page, "Tekst"),
    "de tekst gaat over plotseling slechter horen. Zet op een eigen regel {{vaste tekst: plotseling-slechter-horen}}, dan staat ons vaste advies erbij",
  );
  const saved = file(`content/blog/${post.slug}.md`);
  expect(existsSync(saved)).toBe(false);

  // The text again, with the advice's line after it (wherever the click left the cursor).
  await body.click();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type(sudden);
  await page.keyboard.press("Enter");
  await page.keyboard.type("{{vaste tekst: plotseling-slechter-horen}}");
  await publish(page);
  await expect.poll(() => existsSync(saved)).toBe(true);
  // The file the editor wrote names the advice on a line of its own, as the build's rule asks.
  const text = read(`content/blog/${post.slug}.md`).replace(/^---\n[\s\S]*?\n---\n/, "");
  expect(text).toMatch(/^\{\{vaste tekst: plotseling-slechter-horen\}\}$/m);
  expect(sharedTextProblem(text)).toBeUndefined();
});

test("a published post by the partner clinic is refused at its byline while the practice has no clinic name", async ({
  page,
}) => {
  await start(page);
  edit("content/practice.yaml", (document) => {
    document.delete("partnerClinic");
    const placeholders = document.get("placeholders") as { items: { value?: unknown }[] };
    placeholders.items = placeholders.items.filter((item) => item.value !== "partnerClinic");
  });
  const post = { title: "Een artikel van de partnerkliniek", slug: "controle-partnerkliniek" };
  await fillNewPost(page, post, "Het team van de partnerkliniek");
  const byline = page.getByRole("combobox", { name: "Geschreven door" });
  await page.getByLabel("markdown field").getByRole("textbox").click();
  await page.keyboard.type(EDITOR_POST_VALUES.paragraphs[0]);

  await expectRefused(
    page,
    fieldBar(page, "Geschreven door"),
    "boven dit artikel staat 'Het team van de partnerkliniek', maar de naam van de partnerkliniek ontbreekt. Vul bij Praktijk › Praktijkgegevens › Partnerkliniek de naam in, of kies bij Geschreven door 'Ons team'",
  );
  const saved = file(`content/blog/${post.slug}.md`);
  expect(existsSync(saved)).toBe(false);

  await byline.click();
  await page.getByRole("option", { name: "Ons team" }).click();
  await publish(page);
  await expect.poll(() => existsSync(saved)).toBe(true);
  expect(parse(/^---\n([\s\S]*?)\n---/.exec(read(`content/blog/${post.slug}.md`))![1]!)).toMatchObject({
    author: "praktijk",
    published: true,
  });
});

test("a photo too small for its place, or a camera's original of more than 8 MB, is refused; a photo chosen and replaced stops nothing", async ({
  page,
}) => {
  await start(page);
  const photos = join(CMS_REPO, "media", "photos");
  const picture = async (name: string, width: number) => {
    const path = test.info().outputPath(name);
    await sharp({ create: { width, height: (width * 3) / 4, channels: 3, background: "#0e4f5c" } })
      .png()
      .toFile(path);
    return path;
  };
  // Wide enough for the upload's own check (the smallest place on the site), too narrow for a post.
  const small = await picture("klein.png", 800);
  const good = await picture("groot-genoeg.png", 1200);
  const large = test.info().outputPath("camera.jpg");
  writeFileSync(large, Buffer.alloc(8_500_000, 1));

  await openForm(page, "collections/blog/new", page.getByRole("button", { name: "Vet" }));
  const title = page.getByRole("textbox", { name: "Titel" });
  // On a slow machine the editor may still reset the new entry just after its toolbar shows.
  await expect(async () => {
    await title.fill("Welke foto past bij een artikel");
    await page.waitForTimeout(500);
    await expect(title).toHaveValue("Welke foto past bij een artikel", { timeout: 0 });
  }).toPass({ timeout: 20_000 });
  await page.getByRole("textbox", { name: "Webadres" }).fill("welke-foto-past");
  await page
    .getByRole("textbox", { name: "Samenvatting" })
    .fill("Hoe groot een foto bij een artikel moet zijn, zodat hij op elk scherm scherp blijft.");
  await page.getByRole("textbox", { name: "Datum" }).fill("2026-11-20");
  await page.getByRole("combobox", { name: "Geschreven door" }).click();
  await page.getByRole("option", { name: "Ons team" }).click();
  await page.getByLabel("markdown field").getByRole("textbox").click();
  await page.keyboard.type("Een foto van een telefoon is groot genoeg voor elk artikel.");

  await page.getByRole("button", { name: "Kies een afbeelding" }).click();
  const library = page.getByRole("dialog");
  // The editor says so on the page, in the media library.
  await library.getByRole("button", { name: "Nieuwe uploaden" }).setInputFiles(large);
  await expect(uploadRefusal(library)).toHaveText(
    `Niet geüpload. ${photoRefused("camera.jpg", photoTooLarge(8_500_000))}`,
  );
  await expect(library.getByText("camera.jpg", { exact: true })).toHaveCount(0);

  await library.getByRole("button", { name: "Nieuwe uploaden" }).setInputFiles(small);
  await expect(library.getByText("klein.png", { exact: true })).toBeVisible();
  await library.getByRole("button", { name: "Gebruik selectie" }).click();
  await page.getByRole("textbox", { name: "Wat staat er op de foto?" }).fill("Een oordopje op maat naast een liniaal");
  await expectRefused(
    page,
    fieldBar(page, "Foto"),
    "deze foto is 800 pixels breed, te klein voor deze plek. Kies een foto van minstens 1200 pixels breed",
  );
  expect(existsSync(join(CMS_REPO, "content", "blog", "welke-foto-past.md")), "nothing saved").toBe(false);

  // The owner chooses a larger photo instead, and the post is saved with it.
  await page.getByRole("button", { name: "Kies een andere afbeelding" }).click();
  await library.getByRole("button", { name: "Nieuwe uploaden" }).setInputFiles(good);
  await expect(library.getByText("groot-genoeg.png", { exact: true })).toBeVisible();
  await library.getByRole("button", { name: "Gebruik selectie" }).click();
  await publish(page);
  const saved = join(CMS_REPO, "content", "blog", "welke-foto-past.md");
  await expect.poll(() => existsSync(saved)).toBe(true);
  expect(readFileSync(saved, "utf8")).toContain("media/photos/blog/groot-genoeg.png");

  // The editor saves the photo chosen first along with the post; the build leaves it alone, as no
  // page shows it, and finds nothing too small among the photos in use.
  const blogPhotos = readdirSync(join(photos, "blog"));
  expect(blogPhotos.sort()).toEqual(["groot-genoeg.png", "klein.png"]);
  const ownerFiles = ownerFilesText(CMS_REPO);
  for (const name of blogPhotos) {
    const ref = `media/photos/blog/${name}`;
    expect(await photoSizeProblem(ref, ref, readFileSync(join(photos, "blog", name)), ownerFiles), ref).toBeUndefined();
  }
});

// The owner edits one thing after another without reloading the editor. Each item must open with
// what its file holds and save to its own file: a form left over from the item before would show
// empty fields and, saved, overwrite the owner's data.
test("in one session, every item opened after a saved one shows what is on file and saves to its own file", async ({
  page,
}) => {
  await start(page);
  // The coming 26 December (this year's until it has passed): a closure the editor accepts.
  const today = todayInNetherlands();
  const thisYears = `${today.slice(0, 4)}-12-26`;
  const boxingDay = thisYears >= today ? thisYears : `${Number(today.slice(0, 4)) + 1}-12-26`;

  await test.step("first item: an opening hour, saved", async () => {
    await openForm(page, "collections/openingstijden/entries/hours", page.getByText("Wieringerwerf").first());
    const tuesday = (await objectField(page, "Wieringerwerf")).getByRole("textbox", { name: "dinsdag" });
    const current = parse(read("content/opening-hours.yaml")).branches.wieringerwerf.week.tuesday;
    await expect(tuesday).toHaveValue(current);
    const changed = ["08:45-16:15", "08:30-16:00"].find((hours) => hours !== current)!;
    await retype(tuesday, changed);
    await publish(page);
    await expect
      .poll(() => parse(read("content/opening-hours.yaml")).branches.wieringerwerf.week.tuesday)
      .toBe(changed);
  });

  await test.step("the closures: a new one is saved next to those on file", async () => {
    const before = parse(read("content/hours-exceptions.yaml")).exceptions as { date: string }[];
    const add = page.getByRole("button", { name: "Voeg afwijkende dag toe" });
    await openForm(page, "collections/openingstijden/entries/exceptions", add);
    await add.click();
    await page.getByRole("textbox", { name: "Datum" }).last().fill(boxingDay);
    await page
      .getByRole("combobox", { name: /^Vestigingen/ })
      .last()
      .click();
    await page.getByRole("option", { name: "Hurdegaryp" }).click();
    await page.getByRole("textbox", { name: "Openingstijden op die dag" }).last().fill("gesloten");
    await page.getByRole("textbox", { name: "Omschrijving" }).last().fill("Tweede Kerstdag");
    await publish(page);
    await expect
      .poll(() => parse(read("content/hours-exceptions.yaml")).exceptions)
      .toEqual([...before, { date: boxingDay, branches: ["hurdegaryp"], hours: "gesloten", note: "Tweede Kerstdag" }]);
  });

  await test.step("the prices: every amount on file is in its field, and a change saves only itself", async () => {
    const before = parse(read("content/prices.yaml"));
    const amountsOnFile = (prices: Record<string, Record<string, unknown>>) =>
      Object.values(prices)
        .flatMap((item) =>
          "amount" in item ? [item.amount] : Object.values(item).flatMap((c) => Object.values(c as object)),
        )
        .filter((value): value is number => typeof value === "number");
    const fields = page.locator('input[inputmode="decimal"]');
    await openForm(page, "collections/prijzen/entries/prices", fields.first());
    await expect(fields).toHaveCount(amountsOnFile(before).length);
    const shown = await fields.evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
    expect(shown.toSorted()).toEqual(amountsOnFile(before).map(amountInput).toSorted());

    const first = Object.keys(before)[0]!;
    const changed = before[first].amount === 139 ? 149 : 139;
    await retype(fields.first(), String(changed));
    await publish(page);
    await expect.poll(() => parse(read("content/prices.yaml"))[first].amount).toBe(changed);
    expect(parse(read("content/prices.yaml"))).toEqual({ ...before, [first]: { ...before[first], amount: changed } });
  });

  await test.step("the eigen risico: every year on file is listed, and a new year is saved next to them", async () => {
    const before = parse(read("content/eigen-risico.yaml")).years as { year: number; amount: number; source: string }[];
    const add = page.getByRole("button", { name: /^Voeg jaar toe/i });
    await openForm(page, "collections/prijzen/entries/eigenRisico", add);
    for (const { year, amount } of before) await expect(page.getByText(`${year}: € ${amount}`)).toBeVisible();
    const last = before.at(-1)!;
    const today = new Date().toISOString().slice(0, 10);
    const year = Math.max(...before.map((entry) => entry.year)) + 1;
    await add.click();
    await page.getByRole("spinbutton", { name: "Jaar" }).last().fill(String(year));
    await page
      .getByRole("spinbutton", { name: /^Verplicht eigen risico/ })
      .last()
      .fill(String(last.amount));
    await page.getByRole("textbox", { name: "Gecontroleerd op" }).last().fill(today);
    await page.getByRole("textbox", { name: "Bron" }).last().fill(last.source);
    await publish(page);
    await expect
      .poll(() => parse(read("content/eigen-risico.yaml")).years)
      .toEqual([...before, { year, amount: last.amount, checked: today, source: last.source }]);
  });

  await test.step("the practice's details: the complaints officer on file is in the field, and a change saves only itself", async () => {
    const before = parse(read("content/practice.yaml"));
    const officer = page.getByRole("textbox", { name: "Klachtenfunctionaris", exact: true });
    await openForm(page, "collections/praktijk/entries/practice", officer);
    await expect(officer).toHaveValue(before.complaints.officer);
    await expect(page.getByRole("textbox", { name: "Naam van de praktijk" })).toHaveValue(before.name);
    const changed = before.complaints.officer === "mr. B. de Vries" ? "mw. C. Jansen" : "mr. B. de Vries";
    await retype(officer, changed);
    await publish(page);
    await expect.poll(() => parse(read("content/practice.yaml")).complaints.officer).toBe(changed);
    expect(parse(read("content/practice.yaml"))).toEqual({
      ...before,
      complaints: { ...before.complaints, officer: changed },
    });
  });
});

// Leaving a field is enough for the owner to hear what is wrong with it, before any save; what can
// be written another way is written the one way the site uses.
test("a closure typed in a year far ahead is refused on its date, in Dutch, naming the year meant; corrected, it is saved", async ({
  page,
}) => {
  await start(page);
  edit("content/hours-exceptions.yaml", (d) => d.set("exceptions", []));
  const add = page.getByRole("button", { name: "Voeg afwijkende dag toe" });
  await openForm(page, "collections/openingstijden/entries/exceptions", add);
  await add.click();
  // A day two weeks from now, typed 36 years on (2062 for 2026).
  const meant = addDays(todayInNetherlands(), 14);
  const typed = `${Number(meant.slice(0, 4)) + 36}${meant.slice(4)}`;
  const date = page.getByRole("textbox", { name: "Datum" });
  await date.fill(typed);
  await page.getByRole("combobox", { name: /^Vestigingen/ }).click();
  await page.getByRole("option", { name: "Wieringerwerf" }).click();
  await page.getByRole("textbox", { name: "Openingstijden op die dag" }).fill("gesloten");
  await page.getByRole("textbox", { name: "Omschrijving" }).fill("Studiedag");
  const message = `deze dag ligt in ${typed.slice(0, 4)}, meer dan een jaar vooruit. Bedoelt u ${meant.slice(0, 4)}?`;
  await expect(fieldBar(page, "Datum")).toContainText(message); // on leaving the field
  await expectRefused(page, fieldBar(page, "Datum"), message);
  expect(parse(read("content/hours-exceptions.yaml")).exceptions, "nothing saved").toEqual([]);

  await date.fill(meant);
  await publish(page);
  await expect
    .poll(() => parse(read("content/hours-exceptions.yaml")).exceptions)
    .toEqual([{ date: meant, branches: ["wieringerwerf"], hours: "gesloten", note: "Studiedag" }]);
});

test("on leaving a field: a KvK number is written without spaces, an amount of € 0, '2,500' and a review dated tomorrow are refused at once, and a lunch break is saved", async ({
  page,
}) => {
  await start(page);

  await test.step("the KvK number and the phone number, written the owner's way", async () => {
    const kvk = page.getByRole("textbox", { name: "KvK-nummer" });
    await openForm(page, "collections/praktijk/entries/practice", kvk);
    await retype(kvk, "12 34 56 78");
    await kvk.blur();
    await expect(kvk).toHaveValue("12345678");
    const phone = page.getByRole("textbox", { name: "Telefoonnummer", exact: true });
    await retype(phone, "0511 123 456");
    await phone.blur();
    await expect(phone).toHaveValue("+31 511 123 456");
    await publish(page);
    await expect
      .poll(() => parse(read("content/practice.yaml")))
      .toMatchObject({ phone: "+31 511 123 456", legal: { kvkNumber: "12345678" } });
  });

  await test.step("an amount of € 0, then '2,500': refused as the owner leaves the field, nothing saved", async () => {
    const before = read("content/prices.yaml");
    const { price, amount } = await openMusicRegularPrice(page);
    const bar = fieldBar(price, "Bedrag in euro's");
    await retype(amount, "0");
    await amount.blur();
    await expect(bar).toContainText("een prijs is meer dan € 0");
    await expect(price.getByText(/^Op de site/)).toHaveCount(0);
    await retype(amount, "2,500");
    await expect(bar).not.toContainText("een prijs is meer dan € 0"); // a change clears the message
    await amount.blur();
    await expect(bar).toContainText("2,500 is niet duidelijk: bedoelt u 2.500, schrijf dan 2.500 of 2500");
    await retype(amount, "2.500");
    await amount.blur();
    await expect(price.getByText("Op de site: € 2.500")).toBeVisible();
    await expect(bar).not.toContainText("niet duidelijk");
    expect(read("content/prices.yaml"), "nothing saved").toBe(before);
    // The owner leaves without publishing, and confirms leaving the changed form.
    page.once("dialog", (dialog) => void dialog.accept());
  });

  await test.step("a real review dated tomorrow: refused on its date as the owner leaves it", async () => {
    edit("content/reviews.yaml", (d) => d.set("reviews", []));
    const add = page.getByRole("button", { name: "Voeg ervaring toe" });
    await openForm(page, "collections/ervaringen/entries/reviews", add);
    await add.click();
    await page.getByRole("textbox", { name: "Naam" }).fill("Gerrit");
    await page.getByRole("textbox", { name: "Waarvoor" }).fill("Oordoppen op maat, Wieringerwerf");
    await page
      .getByRole("textbox", { name: "Wat de klant schreef" })
      .fill("Rustig uitgelegd en ik mocht het toestel eerst thuis proberen. Ik hoor mijn kleinkinderen weer.");
    await page.getByRole("spinbutton", { name: "Sterren (1 tot 5)" }).fill("5");
    await page.getByRole("textbox", { name: "Bron" }).fill("Google");
    const date = page.getByRole("textbox", { name: "Datum van de beoordeling" });
    await date.fill(addDays(todayInNetherlands(), 1));
    await date.blur();
    await expect(fieldBar(page, "Datum van de beoordeling")).toContainText(
      "deze datum ligt in de toekomst: vul de dag in waarop de klant de beoordeling schreef",
    );
    await date.fill(todayInNetherlands());
    await publish(page);
    await expect
      .poll(() => parse(read("content/reviews.yaml")).reviews)
      .toMatchObject([{ name: "Gerrit", date: todayInNetherlands() }]);
  });

  await test.step("a day with a lunch break: the afternoon first is refused at once, the morning first saved", async () => {
    await openForm(page, "collections/openingstijden/entries/hours", page.getByText("Wieringerwerf").first());
    const wieringerwerf = await objectField(page, "Wieringerwerf");
    const tuesday = wieringerwerf.getByRole("textbox", { name: "dinsdag" });
    await retype(tuesday, "13:30-17:00 en 09:00-12:30");
    await tuesday.blur();
    await expect(fieldBar(wieringerwerf, "dinsdag")).toContainText(
      "de tweede tijd moet beginnen nadat de eerste is afgelopen",
    );
    await retype(tuesday, "09:00-12:30 en 13:30-17:00");
    await publish(page);
    await expect
      .poll(() => parse(read("content/opening-hours.yaml")).branches.wieringerwerf.week.tuesday)
      .toBe("09:00-12:30 en 13:30-17:00");
    const hours = parseDataFile("content/opening-hours.yaml", read("content/opening-hours.yaml"));
    expect(hours.branches.wieringerwerf.week.tuesday).toEqual({
      opens: "09:00",
      closes: "17:00",
      pause: { from: "12:30", until: "13:30" },
    });
  });
});

test("on the Media page, a photo too large, too small for any place or for its slot, or no photo at all is refused in the build's words; a fitting one is stored", async ({
  page,
}) => {
  await start(page);
  const picture = async (name: string, width: number) => {
    const path = test.info().outputPath(name);
    await sharp({ create: { width, height: width, channels: 3, background: "#0e4f5c" } })
      .png()
      .toFile(path);
    return path;
  };
  const slot = Object.keys(mediaManifest).find((name) => leastUploadWidth(`${name}.png`) > leastUploadWidth("x.png"))!;
  const large = test.info().outputPath("camera.jpg");
  writeFileSync(large, Buffer.alloc(8_500_000, 1));
  const broken = test.info().outputPath("kapot.jpg");
  writeFileSync(broken, "Dit is geen foto.");
  const tooSmall = await picture("klein.png", leastUploadWidth("klein.png") - 40);
  const tooSmallForSlot = await picture(`${slot}.png`, leastUploadWidth("x.png"));
  const fitting = await picture("portret.png", leastUploadWidth("portret.png"));

  await page.getByRole("button", { name: "Media" }).click();
  const library = page.getByRole("dialog");
  const upload = library.getByRole("button", { name: "Nieuwe uploaden" });
  const expected = [
    [large, photoRefused("camera.jpg", photoTooLarge(8_500_000))],
    [broken, notAPhoto("kapot.jpg")],
    [
      tooSmall,
      photoRefused("klein.png", photoTooSmall(leastUploadWidth("klein.png") - 40, leastUploadWidth("klein.png"))),
    ],
    [
      tooSmallForSlot,
      photoRefused(`${slot}.png`, photoTooSmall(leastUploadWidth("x.png"), leastUploadWidth(`${slot}.png`))),
    ],
  ];
  for (const [file, message] of expected) {
    await upload.setInputFiles(file!);
    // One message at a time: the one before goes when another file is chosen.
    await expect(uploadRefusal(library)).toHaveText(`Niet geüpload. ${message}`);
  }
  const photos = join(CMS_REPO, "media", "photos");
  expect(readdirSync(photos, { recursive: true }), "nothing stored").toEqual([]);

  await upload.setInputFiles(fitting);
  await expect(library.getByText("portret.png", { exact: true })).toBeVisible();
  await expect.poll(() => existsSync(join(photos, "portret.png"))).toBe(true);
  await expect(library.getByRole("alert")).toHaveCount(0);
});
