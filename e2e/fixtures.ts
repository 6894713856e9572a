import { test as base, expect, type Locator, type Page, type Request } from "@playwright/test";
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { blogRedirects } from "#/src/data/blog-redirects.ts";

type Fixtures = {
  /**
   * Console errors a test provokes on purpose (the contact form's failure paths log one), declared
   * as one pattern with `test.use({ expectedConsoleErrors: /…|…/ })`; any other console error fails the
   * test. (One pattern, not a list: Playwright reads an array in `test.use` as [value, options].)
   */
  expectedConsoleErrors: RegExp | null;
  /**
   * Uncaught errors a test provokes on purpose, by message, the same way (the editor's refused save:
   * Decap rejects it without a reason). None unless declared.
   */
  expectedPageErrors: RegExp | null;
  /** Fails every test whose page threw an undeclared uncaught error or logged an undeclared console error. */
  browserErrors: void;
  /** Console errors and uncaught exceptions seen on the page during the test. */
  consoleErrors: string[];
  /** Console warnings, e.g. the not-found page logging its path. */
  consoleWarnings: string[];
};

/**
 * Every test's browser cannot reach the internet: every other host resolves to a local server
 * that gives an empty answer (e2e/fake-internet.ts), so tests never depend on third parties. A
 * test that needs a third party's behaviour routes it itself. And every test is a
 * Content-Security-Policy check: a `securitypolicyviolation` event in any page or frame, on any
 * navigation, fails it.
 */
export const test = base.extend<Fixtures>({
  page: async ({ page }, use) => {
    trackRequests(page);
    const violations: string[] = [];
    await page.exposeBinding("__reportCspViolation", ({ frame }, text: string) => {
      violations.push(`${frame.url()}: ${text}`);
    });
    await page.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (event) => {
        const report = (window as unknown as { __reportCspViolation?: (text: string) => void }).__reportCspViolation;
        report?.(`${event.effectiveDirective} blocked ${event.blockedURI || "inline"} (${event.sample})`);
      });
    });
    await use(page);
    expect(violations, "Content-Security-Policy violations").toEqual([]);
  },
  expectedConsoleErrors: [null, { option: true }],
  expectedPageErrors: [null, { option: true }],
  // Automatic: an error after a click is caught by every test, not only by those that ask for it.
  // An uncaught error (`pageerror`) or a console error fails the test unless the test declares it.
  browserErrors: [
    async ({ page, expectedConsoleErrors, expectedPageErrors }, use) => {
      const errors: string[] = [];
      page.on("pageerror", (error) => {
        // A rejected dynamic import or a rejection without an Error has an empty stack: then its text.
        if (!expectedPageErrors?.test(error.message)) errors.push(`uncaught: ${error.stack || String(error)}`);
      });
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        const text = message.text();
        // A failed load's line names its address, so a declaration can name it too (failedLoad()).
        const line = text.startsWith("Failed to load resource") ? `${text} (${message.location().url})` : text;
        if (!expectedConsoleErrors?.test(line)) errors.push(`console.error: ${line}`);
      });
      await use();
      expect(
        errors,
        "errors in the browser (declare a provoked one with expectedConsoleErrors or expectedPageErrors)",
      ).toEqual([]);
    },
    { auto: true },
  ],
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    await use(errors);
  },
  consoleWarnings: async ({ page }, use) => {
    const warnings: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "warning") warnings.push(message.text());
    });
    await use(warnings);
  },
});

export { expect };

/**
 * Declares Chromium's console line for a load a test makes fail on purpose: `reason` as Chromium
 * words it ("net::ERR_FAILED", "the server responded with a status of 404 (Not Found)"), at a
 * local address whose path matches `path` (anchored at both ends).
 */
export function failedLoad(reason: string, path: RegExp): RegExp {
  return new RegExp(`^Failed to load resource: ${escaped(reason)} \\(http://localhost:\\d+${path.source}\\)$`);
}

/**
 * Declares the console lines of island scripts a test makes fail on purpose, at local paths matching
 * `path` (e.g. /\/assets\/contact-form\.[\w-]+\.js/): Chromium's failed load of each, also of
 * Astro's one retry (the same address with `?astro-retry=…`), and Astro's line for an island it
 * could not hydrate.
 */
export function failedIslandLoad(path: RegExp): RegExp {
  const load = failedLoad("net::ERR_FAILED", new RegExp(`${path.source}(\\?astro-retry=\\d+)?`));
  return new RegExp(`${load.source}|^\\[astro-island\\] Error hydrating ${path.source}`);
}

/** Chromium's console line for any failed load of exactly `url` (another host, e.g. a faked service). */
export const failedLoadOf = (url: string) => new RegExp(`^Failed to load resource: .* \\(${escaped(url)}\\)$`);

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Stores a chrome language before any page script runs, as a returning visitor would have. */
export async function storeLanguage(page: Page, code: string) {
  await page.addInitScript((value) => {
    // Init scripts run in every frame; only the page itself (not a map or widget frame) keeps the choice.
    if (window.top === window) window.localStorage.setItem("preferred-language", value);
  }, code);
}

/** The marks of the islands that hydrate without being seen, while React has not hydrated them. */
/** Islands that hydrate once seen: `client:visible`, and `client:firstuse="visible"` (its value is in `opts`). */
const SEEN_ISLANDS = `[client="visible"], [opts*='"value":"visible"']`;
const WAITING_ISLANDS = `astro-island:not(${SEEN_ISLANDS}) > [data-island][data-ready="false"]`;

/**
 * Whether those islands have all hydrated, for a test on a stopped clock: Astro hydrates them once
 * the browser is idle, so the test moves the clock until they have.
 */
export async function islandsHydrated(page: Page) {
  return (await page.locator(WAITING_ISLANDS).count()) === 0;
}

/**
 * Waits until React has hydrated every island that does not wait to be seen (the header, the chat
 * button, forms and calculators: every island but those that hydrate once seen). Each island marks itself
 * (src/components/islands/island-mark.tsx). An island that hydrates once seen (the footer, carousels,
 * the home service cards, opening hours) is awaited with islandReady() after scrolling to it.
 */
export async function hydrated(page: Page) {
  // Looked at every frame (an assertion would look again only after 100, 250, 500 ms…); where that
  // times out, the assertions below say what is still waiting.
  const ready = await page
    .waitForFunction(
      (waiting) =>
        document.querySelector(waiting) === null &&
        document.querySelector('[data-island="header"]')?.getAttribute("data-ready") === "true",
      WAITING_ISLANDS,
      { polling: "raf", timeout: 10_000 },
    )
    .then(
      () => true,
      () => false,
    );
  if (ready) return;
  await expect(page.locator(WAITING_ISLANDS)).toHaveCount(0, { timeout: 1 });
  // The header's island is on every page: it must be there and done, not merely absent.
  await expect(page.locator('[data-island="header"]')).toHaveAttribute("data-ready", "true", { timeout: 1 });
}

/**
 * Scrolls `part` (an element of an island that hydrates once seen, or an element around one) into
 * view and waits until React has hydrated that island, and any widget in it that starts in an
 * effect of its own (a carousel) is live.
 */
export async function islandReady(part: Locator) {
  await part.scrollIntoViewIfNeeded();
  // The island around `part`, or the islands inside it (a section the page gives an island).
  const islands = part.locator("xpath=ancestor-or-self::astro-island[1] | descendant::astro-island");
  await expect(islands.first()).toBeAttached();
  await expect(islands.locator('xpath=descendant::*[@data-ready="false"]')).toHaveCount(0);
}

/** Every prerendered page in the production build, e.g. ["/", "/contact"] (not the moved posts' forwarding pages, not the editor). */
export function builtRoutes(): string[] {
  const client = join(import.meta.dirname, "..", "build", "client");
  return (
    readdirSync(client, { recursive: true })
      .map(String)
      .filter((file) => file === "index.html" || file.endsWith("/index.html"))
      .map((file) => `/${file.replace(/\/?index\.html$/, "")}`)
      .filter((route) => !Object.hasOwn(blogRedirects, route))
      // The owner's editor (e2e/cms.spec.ts) is not a page of the site.
      .filter((route) => route !== "/admin")
      .sort()
  );
}

export const mobile = { width: 390, height: 844 };

/**
 * Marks a test that compares the pages with the owner's data (content/): `npm run check:owner-edits`
 * runs these again on a copy of the site with the owner's documented edits made
 * (tests/lib/owner-data-browser-tests.ts), where they must pass too.
 */
export const ownerData = { tag: "@owner-data" };

/** The page's own requests in flight, and a count of every one seen (networkSettled). */
const traffic = new WeakMap<Page, { inFlight: Set<Request>; seen: number }>();

/** The browser's speculative fetch of a linked page (src/layouts/prefetch.ts). */
const isPrefetch = (request: Request) => /prefetch/.test(request.headers()["sec-purpose"] ?? "");

function trackRequests(page: Page) {
  const state = { inFlight: new Set<Request>(), seen: 0 };
  traffic.set(page, state);
  page.on("request", (request) => {
    if (isPrefetch(request)) return;
    state.inFlight.add(request);
    state.seen++;
  });
  const done = (request: Request) => state.inFlight.delete(request);
  page.on("requestfinished", done);
  page.on("requestfailed", done);
}

/**
 * Resolves once the page has had no request of its own in flight for `quietMs`, as
 * `waitForLoadState("networkidle")` does, but not counting the browser's speculative prefetch of a
 * page whose link the pointer rests on: Playwright never sees that one finish, and would wait for ever.
 */
export async function networkSettled(page: Page, quietMs = 500) {
  const state = traffic.get(page)!;
  for (;;) {
    if (state.inFlight.size === 0) {
      const seen = state.seen;
      await page.waitForTimeout(quietMs);
      if (state.inFlight.size === 0 && state.seen === seen) return;
    } else await page.waitForTimeout(100);
  }
}

/**
 * The first request matching `matches` made within the next `ms`, or null. For a request that must
 * not come: its absence has no event to wait for, so this waits a window, long enough on a busy
 * machine for a request the page would make at once. Record the requests made before the call
 * too (page.route or page.on("request")): this sees only those that come after it.
 */
export async function requestWithin(page: Page, matches: (request: Request) => boolean, ms = 1_000) {
  return page.waitForRequest(matches, { timeout: ms }).catch(() => null);
}
