// Known bad, never run: each line after a `planted:` comment lets a failure count as passed in the
// runners' reports. tests/lib/test-files.test.ts must find exactly those lines.
import { test } from "@playwright/test";
import { expect, it } from "vitest";

// planted: vitest it.fails
it.fails("fails, and so passes", () => {
  expect(1).toBe(2);
});

// planted: vitest retry option
it("passes on its third attempt", { retry: 2 }, () => {
  expect(1).toBe(1);
});

test("is expected to fail", async () => {
  // planted: Playwright test.fail()
  test.fail();
});

test("skips a step", async () => {
  // planted: Playwright test.step.skip
  await test.step.skip("a step that does not run", async () => {});
});

test.describe("retried", () => {
  // planted: Playwright retries option
  test.describe.configure({ retries: 3 });
});
