import type { Page, Route } from "@playwright/test";
import { business } from "#/src/data/business.server.ts";

const cors = { "Access-Control-Allow-Origin": "*", "Access-Control-Allow-Headers": "content-type, accept" };

/** Stands in for FormSubmit: records what was posted and answers as told. */
export async function fakeFormSubmit(page: Page, answer: (route: Route) => Promise<void>) {
  const posted: unknown[] = [];
  await page.route(business.formEndpoint, async (route) => {
    if (route.request().method() === "OPTIONS") return route.fulfill({ status: 204, headers: cors });
    posted.push(route.request().postDataJSON());
    return answer(route);
  });
  return posted;
}

/** An answer with this status and JSON body, as FormSubmit's AJAX endpoint gives. */
export const json = (status: number, body: unknown) => (route: Route) =>
  route.fulfill({ status, headers: cors, contentType: "application/json", body: JSON.stringify(body) });

/** The notice (toast) on screen with this title. */
export const notice = (page: Page, title: string) => page.locator("li[data-tone]").filter({ hasText: title });

/**
 * Resolves once a notice has been handed to a live region for screen readers. Radix's announcer
 * lives for about a second (less than Playwright's slower polling steps, and its text arrives a
 * frame later), so start watching before the action; the notice's text is checked on screen.
 */
export const announced = (page: Page) =>
  page.locator('[role="status"][aria-live]').first().waitFor({ state: "attached", timeout: 10_000 });
