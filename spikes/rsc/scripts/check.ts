// Scratch check (not part of any suite): `node scripts/check.ts [spikePort] [basePort]` with both
// served by spikes/measure/serve.ts. Console errors, first-screen screenshots at 390 px against the
// baseline, the interactive parts, and the JS files each page loads.
import { mkdirSync } from "node:fs";
import { chromium, type Page } from "@playwright/test";

const [spikePort = "4401", basePort = "4410"] = process.argv.slice(2);
const pages = ["/", "/gehoorbescherming/zwem", "/in-ear-monitors/muzikanten"];
const out = new URL("../shots/", import.meta.url).pathname;
mkdirSync(out, { recursive: true });

const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
});
const results: Record<string, unknown> = {};

async function open(origin: string, path: string, width = 390) {
  const context = await browser.newContext({ viewport: { width, height: 844 }, deviceScaleFactor: 1 });
  const page = await context.newPage();
  const errors: string[] = [];
  const js: { url: string; bytes: number }[] = [];
  page.on("console", (m) => (m.type() === "error" || m.type() === "warning") && errors.push(`${m.type()}: ${m.text()}`));
  page.on("pageerror", (e) => errors.push(`pageerror: ${e.message}`));
  page.on("response", async (r) => {
    if (r.url().endsWith(".js")) {
      const size = Number(r.headers()["content-length"] ?? (await r.body().catch(() => Buffer.alloc(0))).length);
      js.push({ url: new URL(r.url()).pathname, bytes: size });
    }
  });
  await page.goto(origin + path, { waitUntil: "load" });
  await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 15000 }).catch(() => errors.push("never hydrated"));
  await page.waitForTimeout(1500);
  return { page, errors, js, close: () => context.close() };
}

const slug = (p: string) => (p === "/" ? "home" : p.slice(1).replaceAll("/", "-"));

for (const [name, port] of [["rsc", spikePort], ["base", basePort]] as const) {
  const origin = `http://localhost:${port}`;
  for (const path of pages) {
    const { page, errors, js, close } = await open(origin, path);
    await page.screenshot({ path: `${out}${name}-${slug(path)}.png` });
    results[`${name} ${path}`] = {
      errors,
      jsFiles: js.length,
      jsBytesOnWire: js.reduce((sum, f) => sum + f.bytes, 0),
      files: js.map((f) => `${f.url} ${f.bytes}`),
    };
    await close();
  }
}

async function check(label: string, fn: () => Promise<unknown>) {
  try {
    results[label] = (await fn()) ?? "ok";
  } catch (error) {
    results[label] = `FAILED: ${(error as Error).message.split("\n")[0]}`;
  }
}

for (const [name, port] of [["rsc", spikePort], ["base", basePort]] as const) {
  const origin = `http://localhost:${port}`;
  await check(`${name}: mobile menu opens`, async () => {
    const { page, errors, close } = await open(origin, "/");
    await page.getByRole("button", { name: "Menu openen" }).click();
    await page.getByRole("navigation", { name: "Hoofdmenu" }).waitFor({ state: "visible", timeout: 5000 });
    await page.screenshot({ path: `${out}${name}-menu.png` });
    await close();
    return errors.length ? errors : "ok";
  });
  await check(`${name}: Arabic turns the header rtl`, async () => {
    const { page, errors, close } = await open(origin, "/", 1280);
    await page.getByLabel("Taal").first().selectOption("ar");
    await page.locator('html[dir="rtl"][lang="ar"]').waitFor({ state: "attached", timeout: 5000 });
    await page.getByRole("navigation", { name: "القائمة الرئيسية" }).waitFor({ state: "visible", timeout: 5000 });
    const logo = await page.locator("header a[href='/']").first().boundingBox();
    await page.screenshot({ path: `${out}${name}-ar.png` });
    const mainDir = await page.locator("main").getAttribute("dir");
    await close();
    return { logoX: logo?.x, mainDir, errors };
  });
  await check(`${name}: services card opens its panel`, async () => {
    const { page, errors, close } = await open(origin, "/");
    const section = page.locator("#diensten");
    await section.getByRole("button", { name: "Gehoorbescherming" }).click();
    await section.getByRole("region", { name: "Gehoorbescherming" }).waitFor({ state: "visible", timeout: 5000 });
    const links = await section.getByRole("region", { name: "Gehoorbescherming" }).getByRole("link").count();
    await close();
    return { links, errors };
  });
  await check(`${name}: carousel moves`, async () => {
    const { page, errors, close } = await open(origin, "/in-ear-monitors/muzikanten");
    const carousel = page.getByRole("region", { name: "Ontwerpen van in-ear monitors", exact: true });
    await carousel.scrollIntoViewIfNeeded();
    const track = carousel.locator('[aria-roledescription="slide"]').first().locator("..");
    const before = await track.evaluate((el) => getComputedStyle(el).transform);
    await carousel.getByRole("button").last().click();
    await page.waitForTimeout(1200);
    const after = await track.evaluate((el) => getComputedStyle(el).transform);
    await close();
    if (before === after) throw new Error(`did not move (${before})`);
    return { before, after, errors };
  });
  await check(`${name}: chat bubble after ~10 s`, async () => {
    const { page, errors, close } = await open(origin, "/");
    // Shown 2 s after hydration for 10 s (kept invisible while it would cover text, decision 019).
    const bubble = page.getByTestId("chat-bubble");
    await bubble.waitFor({ state: "attached", timeout: 5000 });
    const phase = await bubble.getAttribute("data-phase");
    const text = await bubble.textContent();
    await page.mouse.wheel(0, 0);
    await page.screenshot({ path: `${out}${name}-chat.png` });
    await bubble.waitFor({ state: "detached", timeout: 15000 });
    await close();
    return { phase, text, goneAfter10s: true, errors };
  });
  await check(`${name}: client navigation home -> zwem`, async () => {
    const { page, errors, close } = await open(origin, "/", 1280);
    const requests: string[] = [];
    page.on("request", (r) => requests.push(new URL(r.url()).pathname));
    await page.locator('a[href="/gehoorbescherming/zwem"]').first().evaluate((a: HTMLAnchorElement) => a.click());
    await page.waitForURL("**/gehoorbescherming/zwem", { timeout: 5000 });
    await page.locator("main h1", { hasText: "water" }).waitFor({ timeout: 5000 });
    const h1 = await page.locator("main h1").textContent();
    await page.waitForTimeout(500);
    await close();
    return { h1, requests: requests.filter((r) => !r.startsWith("/media/")), errors };
  });
}

await browser.close();
console.log(JSON.stringify(results, null, 2));
