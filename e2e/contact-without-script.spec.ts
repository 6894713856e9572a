import type { Page, Request } from "@playwright/test";
import { business } from "#/src/data/business.server.ts";
import { paths } from "#/src/registry/pages.ts";
import { expect, failedIslandLoad, ownerData, requestWithin, test } from "#/e2e/fixtures.ts";

// The contact form before its script has run: without JavaScript, or when the script fails to load.
// The browser then posts it to FormSubmit's plain endpoint, which opens our 'message sent' page.

const message = {
  name: "Anna de Vries",
  email: "anna@voorbeeld.nl",
  phone: "0612345678",
  subject: "Gehoortest",
  message: "Ik wil graag een afspraak maken voor een gehoortest.",
};

async function fill(page: Page) {
  const form = page.locator("form");
  await form.getByLabel("Naam", { exact: true }).fill(message.name);
  await form.getByLabel("E-mailadres").fill(message.email);
  await form.getByLabel(/Telefoonnummer/).fill(message.phone);
  await form.getByLabel("Onderwerp").fill(message.subject);
  await form.getByLabel("Bericht", { exact: true }).fill(message.message);
}

/** Stands in for FormSubmit's plain endpoint: records each post and sends the browser on as `_next` asks. */
async function fakePlainFormSubmit(page: Page) {
  const posts: { method: string; fields: URLSearchParams }[] = [];
  await page.route(business.formPlainEndpoint, async (route) => {
    const fields = new URLSearchParams(route.request().postData() ?? "");
    posts.push({ method: route.request().method(), fields });
    // `_next` names the live site's address; here the same page on the test server stands in for it.
    const next = new URL(fields.get("_next") ?? "/", page.url());
    await route.fulfill({ status: 303, headers: { location: new URL(next.pathname, page.url()).href } });
  });
  return posts;
}

/** Every address the page asked for, to show that nothing typed travels in one. */
function addressesRequested(page: Page) {
  const urls: string[] = [];
  page.on("request", (request: Request) => urls.push(decodeURIComponent(request.url())));
  return urls;
}

async function expectSentAsPost(page: Page, posts: Awaited<ReturnType<typeof fakePlainFormSubmit>>, urls: string[]) {
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bericht verzonden!");
  expect(new URL(page.url()).pathname).toBe(paths.messageSent);
  expect(posts).toHaveLength(1);
  const [{ method, fields }] = posts as [(typeof posts)[number]];
  expect(method).toBe("POST");
  for (const [name, value] of Object.entries(message)) expect(fields.get(name), name).toBe(value);
  expect(fields.get("_honey")).toBe("");
  expect(fields.get("_captcha")).toBe("false");
  expect(fields.get("_subject")).toMatch(/^Contactformulier/);
  expect(fields.get("_next")).toBe(`${business.origin}${paths.messageSent}`);
  for (const url of urls) {
    for (const value of Object.values(message)) expect(url, "a typed value in an address").not.toContain(value);
  }
}

test.describe("contact form without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test(
    "posts the message to FormSubmit and opens the 'message sent' page; nothing typed is in an address",
    ownerData,
    async ({ page }) => {
      const urls = addressesRequested(page);
      const posts = await fakePlainFormSubmit(page);
      await page.goto(paths.contact);
      await fill(page);
      await page.getByRole("button", { name: "Verstuur Bericht" }).click();
      await expectSentAsPost(page, posts, urls);
    },
  );

  test("an empty or too short form is not sent: the browser asks for the missing fields", async ({ page }) => {
    const posts = await fakePlainFormSubmit(page);
    const isPost = (request: Request) => request.url().startsWith(business.formPlainEndpoint);
    await page.goto(paths.contact);
    const name = page.locator("form").getByLabel("Naam", { exact: true });
    await page.getByRole("button", { name: "Verstuur Bericht" }).click();
    expect(await requestWithin(page, isPost), "the empty form was sent").toBeNull();
    // What stopped it: the browser's own check, which names the field to fill.
    expect(await name.evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);
    await name.fill("A");
    await page.getByRole("button", { name: "Verstuur Bericht" }).click();
    expect(await requestWithin(page, isPost), "the too short form was sent").toBeNull();
    expect(await name.evaluate((input: HTMLInputElement) => input.validity.tooShort)).toBe(true);
    await expect(name).toHaveValue("A");
    expect(new URL(page.url()).pathname).toBe(paths.contact);
    expect(posts).toHaveLength(0);
  });
});

test.describe("a failed script", () => {
  // The test blocks the form's island script (and Astro's one retry of it), which Chromium logs as a
  // failed load and Astro as an island it could not hydrate.
  test.use({ expectedConsoleErrors: failedIslandLoad(/\/assets\/contact-form\.[\w-]+\.js/) });

  test("when the form's script cannot load, the form still sends by post", async ({ page }) => {
    await page.route(/\/assets\/contact-form\.[^/]+\.js(\?|$)/, (route) => route.abort());
    const urls = addressesRequested(page);
    const posts = await fakePlainFormSubmit(page);
    await page.goto(paths.contact);
    await page.locator("html[data-nav='scripted']").waitFor({ state: "attached" });
    await fill(page);
    await page.getByRole("button", { name: "Verstuur Bericht" }).click();
    await expectSentAsPost(page, posts, urls);
  });
});

test("the 'message sent' page is Dutch, kept out of search results and leads back into the site", async ({ page }) => {
  await page.goto(paths.messageSent);
  await expect(page.locator("html")).toHaveAttribute("lang", "nl");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bericht verzonden!");
  await expect(page.getByRole("main").getByRole("link", { name: "Naar de homepage" })).toHaveAttribute("href", "/");
  await expect(page.getByRole("main").locator('a[href^="tel:"]')).toHaveCount(1);
});
