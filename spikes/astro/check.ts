// Scratch check for the spike (not part of any suite): console errors, JS per page, first-screen
// screenshots at 390 px against the baseline, and the interactive parts.
// Run from the repository root with both servers up (4400 baseline, 4402 astro):
//   node spikes/astro/check.ts
import { chromium, type ConsoleMessage, type Page } from "@playwright/test";
import { mkdirSync } from "node:fs";

const pages = ["/", "/gehoorbescherming/zwem", "/in-ear-monitors/muzikanten"];
const servers = { baseline: "http://localhost:4400", astro: "http://localhost:4402" };
const out = new URL("./shots/", import.meta.url).pathname;
mkdirSync(out, { recursive: true });

const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
});
const mobile = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 };

function watch(page: Page) {
  const errors: string[] = [];
  const scripts: { url: string; bytes: number; wire: number }[] = [];
  page.on("console", (m: ConsoleMessage) => {
    if (m.type() === "error" || m.type() === "warning") errors.push(`${m.type()}: ${m.text()}`);
  });
  page.on("pageerror", (e) => errors.push(`pageerror: ${e.message}`));
  page.on("response", async (r) => {
    if (r.request().resourceType() !== "script") return;
    try {
      const body = await r.body();
      const wire = Number((await r.allHeaders())["content-length"] ?? body.length);
      scripts.push({ url: new URL(r.url()).pathname, bytes: body.length, wire });
    } catch {}
  });
  return { errors, scripts };
}

const report: Record<string, unknown> = {};
const failures: string[] = [];
const check = (ok: boolean, what: string) => {
  console.log(`${ok ? "ok  " : "FAIL"} ${what}`);
  if (!ok) failures.push(what);
};

for (const [name, origin] of Object.entries(servers)) {
  for (const path of pages) {
    const context = await browser.newContext(mobile);
    const page = await context.newPage();
    const w = watch(page);
    await page.goto(origin + path, { waitUntil: "networkidle" });
    await page.waitForTimeout(2500); // idle islands, the chat bubble's 2 s
    await page.mouse.wheel(0, 0);
    const file = `${out}${name}${path === "/" ? "-home" : path.replaceAll("/", "-")}.png`;
    await page.screenshot({ path: file });
    // Scroll through the page so client:visible islands hydrate, then count again.
    const before = w.scripts.length;
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 600) {
        window.scrollTo(0, y);
        await new Promise((r) => setTimeout(r, 120));
      }
    });
    await page.waitForTimeout(800);
    const sum = (list: typeof w.scripts) => list.reduce((a, s) => a + s.bytes, 0);
    const wire = (list: typeof w.scripts) => list.reduce((a, s) => a + s.wire, 0);
    report[`${name} ${path}`] = {
      firstLoad: { count: before, bytes: sum(w.scripts.slice(0, before)), brotli: wire(w.scripts.slice(0, before)) },
      afterScroll: { count: w.scripts.length, bytes: sum(w.scripts), brotli: wire(w.scripts) },
      files: w.scripts.map((s) => `${s.url} ${s.bytes}`),
      errors: w.errors,
    };
    check(w.errors.length === 0, `${name} ${path}: no console errors/warnings ${w.errors.join(" | ")}`);
    await context.close();
  }
}

// Interactions on the Astro variant (and the baseline for comparison where cheap).
for (const [name, origin] of Object.entries(servers)) {
  const context = await browser.newContext(mobile);
  const page = await context.newPage();
  const w = watch(page);
  await page.goto(origin + "/", { waitUntil: "networkidle" });
  await page.waitForTimeout(500);
  // Mobile menu.
  await page.getByRole("button", { name: "Menu openen" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.waitFor({ state: "visible", timeout: 5000 }).catch(() => {});
  check(await dialog.isVisible(), `${name}: mobile menu opens`);
  await page.screenshot({ path: `${out}${name}-menu.png` });
  await page.keyboard.press("Escape");
  await page.waitForTimeout(500);
  // Services card opens its panel.
  const section = page.locator("#diensten");
  await section.scrollIntoViewIfNeeded();
  await page.waitForTimeout(600);
  const card = section.getByRole("button", { name: "Gehoorbescherming" });
  await card.click();
  const panel = section.getByRole("region", { name: "Gehoorbescherming" });
  await panel.waitFor({ state: "visible", timeout: 3000 }).catch(() => {});
  check((await card.getAttribute("aria-expanded")) === "true" && (await panel.isVisible()), `${name}: services card opens its panel`);
  await page.screenshot({ path: `${out}${name}-services.png` });
  // The chat bubble, ~2 s after its island hydrates.
  const bubble = page.getByTestId("chat-bubble");
  await bubble.waitFor({ state: "attached", timeout: 12000 }).catch(() => {});
  check((await bubble.count()) > 0, `${name}: chat bubble appears`);
  check(w.errors.length === 0, `${name}: no console errors during home interactions ${w.errors.join(" | ")}`);
  await context.close();

  // Language: Arabic at desktop width (the header's switcher is hidden below md on phones).
  const desk = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const dpage = await desk.newPage();
  const dw = watch(dpage);
  await dpage.goto(origin + "/in-ear-monitors/muzikanten", { waitUntil: "networkidle" });
  await dpage.waitForTimeout(500);
  // Desktop dropdown: the script opens it on click, Escape closes it (the CSS hover fallback is off).
  await dpage.waitForFunction(() => document.documentElement.dataset.root === "hydrated", null, { timeout: 5000 }).catch(() => {});
  const nav = dpage.getByRole("navigation", { name: "Hoofdmenu" });
  const protection = nav.getByRole("button", { name: "Gehoorbescherming" });
  await protection.click();
  await dpage.waitForTimeout(300);
  check((await protection.getAttribute("aria-expanded")) === "true", `${name}: desktop dropdown opens`);
  await dpage.screenshot({ path: `${out}${name}-dropdown.png` });
  await dpage.keyboard.press("Escape");
  await dpage.waitForTimeout(300);
  check((await protection.getAttribute("aria-expanded")) === "false", `${name}: desktop dropdown closes on Escape`);
  await dpage.mouse.move(640, 600);
  await dpage.getByLabel("Taal").first().selectOption("ar");
  await dpage.waitForFunction(() => document.documentElement.dir === "rtl", null, { timeout: 5000 }).catch(() => {});
  check((await dpage.evaluate(() => document.documentElement.dir)) === "rtl", `${name}: Arabic turns <html> rtl`);
  check(await dpage.getByRole("navigation", { name: "القائمة الرئيسية" }).isVisible(), `${name}: header nav in Arabic`);
  await dpage.waitForTimeout(2500);
  const chatLabel = await dpage.locator("a[href*='wa.me'] .sr-only, a[href*='whatsapp'] .sr-only").last().textContent().catch(() => null);
  check(!!chatLabel && /[\u0600-\u06FF]/.test(chatLabel), `${name}: chat island in Arabic (${chatLabel})`);
  // Carousel moves (and its buttons follow the chrome language).
  const designs = dpage.getByRole("region", { name: "Ontwerpen van in-ear monitors", exact: true });
  await designs.scrollIntoViewIfNeeded();
  await dpage.waitForTimeout(800);
  const pos = designs.getByTestId("carousel-position");
  const start = await pos.textContent();
  await designs.getByRole("button").last().click();
  await dpage.waitForTimeout(600);
  const moved = await pos.textContent();
  check(start !== moved, `${name}: carousel moves (${start} -> ${moved})`);
  const carouselLang = await designs.getByRole("button").first().evaluate((b) => b.closest("[lang]")?.getAttribute("lang"));
  check(carouselLang === "ar", `${name}: carousel buttons follow the chrome language (${carouselLang})`);
  // Footer (client:visible) in Arabic.
  const footer = dpage.locator("footer").last();
  await footer.scrollIntoViewIfNeeded();
  await dpage.waitForTimeout(1000);
  const footerText = (await footer.locator("h2").first().textContent()) ?? "";
  const footerSecond = (await footer.locator("h2").nth(1).textContent()) ?? "";
  check(/[\u0600-\u06FF]/.test(footerSecond), `${name}: footer in Arabic (${footerText} / ${footerSecond})`);
  await dpage.screenshot({ path: `${out}${name}-arabic-footer.png` });
  await dpage.evaluate(() => window.scrollTo(0, 0));
  await dpage.waitForTimeout(300);
  await dpage.screenshot({ path: `${out}${name}-arabic-top.png` });
  // Reload: the stored language is applied to every island.
  await dpage.reload({ waitUntil: "networkidle" });
  await dpage.waitForTimeout(1500);
  check((await dpage.evaluate(() => document.documentElement.dir)) === "rtl", `${name}: after reload still rtl`);
  check(await dpage.getByRole("navigation", { name: "القائمة الرئيسية" }).isVisible(), `${name}: after reload header in Arabic`);
  check(dw.errors.length === 0, `${name}: no console errors during language/carousel ${dw.errors.join(" | ")}`);
  await desk.close();
}

console.log(JSON.stringify(report, null, 2));
console.log(failures.length ? `${failures.length} failed` : "all passed");
await browser.close();
