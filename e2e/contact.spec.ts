import type { Page, Request, Route } from "@playwright/test";
import { business, weekdays } from "#/src/data/business.server.ts";
import { dayHoursText } from "#/src/lib/opening-hours.ts";
import { axeViolations } from "#/e2e/axe.ts";
import { DRAFT_KEY } from "#/src/lib/contact/draft.ts";
import { expect, failedLoadOf, hydrated, ownerData, requestWithin, test } from "#/e2e/fixtures.ts";
import { announced, fakeFormSubmit, json, notice } from "#/e2e/form-submit.ts";

const message = {
  name: "Anna de Vries",
  email: "anna@voorbeeld.nl",
  subject: "Gehoortest",
  message: "Ik wil graag een afspraak maken voor een gehoortest.",
};

async function fill(page: Page, values: Partial<typeof message & { phone: string }> = message) {
  const form = page.locator("form");
  for (const [label, value] of [
    ["Naam", values.name],
    ["E-mailadres", values.email],
    ["Telefoonnummer", values.phone],
    ["Onderwerp", values.subject],
    ["Bericht", values.message],
  ] as const) {
    if (value !== undefined) await form.getByLabel(label, { exact: false }).first().fill(value);
  }
}

const submit = (page: Page) => page.getByRole("button", { name: /Verstuur Bericht|Wordt verzonden/ });
const fieldValues = (page: Page) =>
  page
    .locator("form")
    .evaluate((form) =>
      [
        ...form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
          "input:not([tabindex='-1']):not([type='hidden']), textarea",
        ),
      ].map((el) => el.value),
    );

test.beforeEach(async ({ page }) => {
  await page.goto("/contact");
  await hydrated(page);
});

test.describe("contact form: validation", () => {
  test("shows the spec's messages beside the fields and focuses the first one", async ({ page }) => {
    await submit(page).click();
    const expectations = [
      ["Naam", "Naam moet minimaal 2 karakters bevatten"],
      ["E-mailadres", "Ongeldig email adres"],
      ["Onderwerp", "Onderwerp moet minimaal 3 karakters bevatten"],
      ["Bericht", "Bericht moet minimaal 10 karakters bevatten"],
    ] as const;
    for (const [label, text] of expectations) {
      const control = page.getByLabel(label, { exact: true });
      await expect(control).toHaveAttribute("aria-invalid", "true");
      await expect(control).toHaveAccessibleDescription(text);
    }
    await expect(page.getByLabel("Naam", { exact: true })).toBeFocused();
    await expect(page.getByLabel(/Telefoonnummer/)).toHaveAttribute("aria-invalid", "false");

    await page.getByLabel("Naam", { exact: true }).fill("A");
    await page.getByLabel("Naam", { exact: true }).blur();
    await expect(page.getByText("Naam moet minimaal 2 karakters bevatten")).toBeVisible();
    await page.getByLabel("Naam", { exact: true }).fill("An");
    await expect(page.getByText("Naam moet minimaal 2 karakters bevatten")).toBeHidden();
  });

  test("has a 5-row message box and an optional phone field", async ({ page }) => {
    await expect(page.getByLabel("Bericht", { exact: true })).toHaveAttribute("rows", "5");
    await expect(page.locator("label").getByText("(optioneel)")).toBeVisible();
  });

  test("has no WCAG A/AA violations, also in its error state", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" }); // colours at rest, not mid-fade
    expect(await axeViolations(page)).toEqual([]);
    await submit(page).click();
    await expect(page.getByText("Ongeldig email adres")).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe("contact form: sending", () => {
  // The failure paths log the failed sending on purpose (and Chromium logs a refused or failed request).
  test.use({
    expectedConsoleErrors: new RegExp(
      `Er ging iets mis bij het verzenden|${failedLoadOf(business.formEndpoint).source}`,
    ),
  });

  test("sends the exact payload, shows progress, then confirms and clears the form", async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const posted = await fakeFormSubmit(page, async (route) => {
      await held;
      await json(200, { success: "true", message: "The form was submitted successfully." })(route);
    });
    await fill(page);
    await submit(page).click();
    await expect(submit(page)).toHaveText("Wordt verzonden...");
    await expect(submit(page)).toBeDisabled();
    const confirmation = announced(page);
    release();

    await confirmation;
    await expect(notice(page, "Bericht verzonden!")).toContainText("We nemen zo snel mogelijk contact met je op.");
    expect(posted).toEqual([
      {
        ...message,
        phone: "Niet opgegeven",
        _subject: "Contactformulier: Gehoortest",
        _captcha: "false",
        _honey: "",
      },
    ]);
    await expect(submit(page)).toHaveText("Verstuur Bericht");
    await expect(submit(page)).toBeEnabled();
    expect(await fieldValues(page)).toEqual(["", "", "", "", ""]);
    await page.reload();
    await hydrated(page);
    expect(await fieldValues(page)).toEqual(["", "", "", "", ""]);
  });

  test("sends the phone number when given and uses JSON headers", async ({ page }) => {
    await fakeFormSubmit(page, json(200, { success: "true" }));
    await fill(page, { ...message, phone: "06 12345678" });
    const request = page.waitForRequest((r) => r.url() === business.formEndpoint && r.method() === "POST");
    await submit(page).click();
    const sent = await request;
    expect(sent.postDataJSON()).toMatchObject({ phone: "06 12345678" });
    // headers() may hold only the provisional headers the browser reported first; allHeaders() waits
    // for the ones actually sent.
    const headers = await sent.allHeaders();
    expect(headers["content-type"]).toBe("application/json");
    expect(headers["accept"]).toBe("application/json");
  });

  const failures: [string, (route: Route) => Promise<void>][] = [
    ["HTTP 500", json(500, { success: "true" })],
    ["success 'false'", json(200, { success: "false", message: "Form should POST" })],
    ["success true as a boolean", json(200, { success: true })],
    ["a network failure", (route) => route.abort("failed")],
  ];
  for (const [name, answer] of failures) {
    test(`on ${name} it says so, logs the error and keeps every value`, async ({ page, consoleErrors }) => {
      await fakeFormSubmit(page, answer);
      await fill(page, { ...message, phone: "0511 123456" });
      const alert = announced(page);
      await submit(page).click();
      await alert;
      await expect(notice(page, "Er ging iets mis")).toContainText(
        "Probeer het later nog eens of neem telefonisch contact op.",
      );
      await expect(submit(page)).toHaveText("Verstuur Bericht");
      expect(await fieldValues(page)).toEqual([
        message.name,
        message.email,
        "0511 123456",
        message.subject,
        message.message,
      ]);
      expect(consoleErrors.some((e) => e.includes("Er ging iets mis bij het verzenden"))).toBe(true);
    });
  }

  test("on a phone the failure notice lies over no field, is in view, and focus is back on the button", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await fakeFormSubmit(page, json(500, { success: "false" }));
    await fill(page);
    await submit(page).click();
    const shown = notice(page, "Er ging iets mis");
    await expect(shown).toBeInViewport();
    await expect(submit(page)).toBeFocused();
    const box = (await shown.boundingBox())!;
    const controls = page.locator("form").locator("input:not([type='hidden']):not([tabindex='-1']), textarea, button");
    for (const control of await controls.all()) {
      const other = (await control.boundingBox())!;
      const apart =
        other.y + other.height <= box.y ||
        box.y + box.height <= other.y ||
        other.x + other.width <= box.x ||
        box.x + box.width <= other.x;
      expect(apart, `the notice covers ${(await control.getAttribute("name")) ?? "the send button"}`).toBe(true);
    }
  });

  test("gives up after 15 seconds without an answer", async ({ page }) => {
    await page.clock.install();
    await page.reload();
    await hydrated(page);
    await fakeFormSubmit(page, () => new Promise(() => {}));
    await fill(page);
    await submit(page).click();
    await expect(submit(page)).toHaveText("Wordt verzonden...");
    await page.clock.runFor(14_000);
    await expect(submit(page)).toHaveText("Wordt verzonden...");
    await page.clock.runFor(1_500);
    await expect(page.getByText("Er ging iets mis", { exact: true })).toBeVisible();
    expect(await fieldValues(page)).toEqual([message.name, message.email, "", message.subject, message.message]);
  });

  test("a double click sends one message, and at most one notice shows", async ({ page }) => {
    const posted = await fakeFormSubmit(page, json(500, {}));
    const isPost = (request: Request) => request.url() === business.formEndpoint && request.method() === "POST";
    await fill(page);
    await submit(page).dblclick();
    // A busy machine may take a while to send, hear back and render the notice.
    await expect(page.getByText("Er ging iets mis", { exact: true })).toBeVisible({ timeout: 10_000 });
    expect(await requestWithin(page, isPost), "a second message from the double click").toBeNull();
    expect(posted).toHaveLength(1);

    // Sent again: the new notice replaces the first one; never are two on screen, not even for a moment.
    const notices = page.locator("li[data-tone]");
    await notices.evaluate((first) => {
      first.setAttribute("data-first", "");
      const most = { count: 1 };
      (window as unknown as { mostNotices: typeof most }).mostNotices = most;
      new MutationObserver(() => {
        most.count = Math.max(most.count, document.querySelectorAll("li[data-tone]").length);
      }).observe(document.body, { childList: true, subtree: true });
    });
    await submit(page).click();
    await expect.poll(() => posted.length).toBe(2);
    await expect(page.locator("li[data-tone]:not([data-first])")).toHaveCount(1, { timeout: 10_000 });
    await expect(notices).toHaveCount(1);
    await expect(notices).toContainText("Er ging iets mis");
    expect(await page.evaluate(() => (window as unknown as { mostNotices: { count: number } }).mostNotices.count)).toBe(
      1,
    );
  });

  test("a filled honeypot is dropped silently and looks like success", async ({ page }) => {
    const posted = await fakeFormSubmit(page, json(200, { success: "true" }));
    await fill(page);
    await page.locator("input[tabindex='-1']").evaluate((input: HTMLInputElement) => {
      const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!;
      setter.call(input, "http://spam.example");
      input.dispatchEvent(new Event("input", { bubbles: true }));
    });
    await submit(page).click();
    await expect(page.getByText("Bericht verzonden!", { exact: true })).toBeVisible();
    const sent = await requestWithin(page, (request) => request.url() === business.formEndpoint);
    expect(sent, "a message sent after the notice").toBeNull();
    expect(posted).toEqual([]);
  });

  test("text is sent exactly and never executed: markup, emoji, Arabic, 5,000 characters", async ({ page }) => {
    let dialogs = 0;
    page.on("dialog", (dialog) => {
      dialogs++;
      void dialog.dismiss();
    });
    const posted = await fakeFormSubmit(page, json(200, { success: "true" }));
    const long = `<img src=x onerror=alert(1)><script>alert("x")</script> 😀 مرحبا ${"a".repeat(4950)}`.slice(0, 5000);
    await fill(page, { ...message, name: "<b>Zoë</b> عل", message: long });
    await submit(page).click();
    await expect(page.getByText("Bericht verzonden!", { exact: true })).toBeVisible();
    expect(posted).toHaveLength(1);
    expect(posted[0]).toMatchObject({ name: "<b>Zoë</b> عل", message: long });
    expect(dialogs).toBe(0);
  });

  test("a draft survives a reload", async ({ page }) => {
    await fill(page, { name: "Anna", message: "Half geschreven bericht" });
    // Reloaded once the form has kept the draft (it keeps it as the visitor types).
    await expect
      .poll(() => page.evaluate((key) => sessionStorage.getItem(key), DRAFT_KEY))
      .toContain("Half geschreven bericht");
    await page.reload();
    await hydrated(page);
    await expect(page.getByLabel("Naam", { exact: true })).toHaveValue("Anna");
    await expect(page.getByLabel("Bericht", { exact: true })).toHaveValue("Half geschreven bericht");
  });
});

test.describe("contact page", () => {
  test("offers phone, e-mail and both branches on the map", ownerData, async ({ page }) => {
    const main = page.locator("main");
    await expect(main.locator('a[href^="tel:+31"]').first()).toBeVisible();
    await expect(main.locator(`a[href="mailto:${business.email}"]`).first()).toBeVisible();
    for (const branch of business.branches) {
      const link = main.getByRole("link", { name: new RegExp(`^${branch.name}`) });
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("href", /google\.com\/maps/);
    }
  });

  test("gives the usual hours beside the number and each branch", ownerData, async ({ page }) => {
    const cards = page.locator("main ul").first().locator(":scope > li");
    const phone = cards.filter({ has: page.locator('a[href^="tel:"]') });
    for (const branch of business.branches) {
      const card = cards.filter({ hasText: branch.street });
      for (const day of weekdays) {
        const hours = branch.hours[day];
        if (!hours) continue;
        await expect(card).toContainText(dayHoursText(hours));
      }
    }
    // The number is answered from the first branch's opening to the last one's closing.
    for (const day of weekdays) {
      const open = business.branches.flatMap((branch) => branch.hours[day] ?? []);
      if (open.length === 0) continue;
      await expect(phone).toContainText(open.map((hours) => hours.opens).toSorted()[0]!);
      await expect(phone).toContainText(
        open
          .map((hours) => hours.closes)
          .toSorted()
          .at(-1)!,
      );
    }
  });

  test("links to booking from its closing call to action", async ({ page }) => {
    const cta = page.getByRole("link", { name: "Direct een afspraak maken" });
    await cta.click();
    await expect(page).toHaveURL(/\/afspraak-maken$/);
  });
});
