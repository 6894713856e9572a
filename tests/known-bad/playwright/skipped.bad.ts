import { test } from "@playwright/test";

// Known bad: tests that do not run. `npm test` must count each as failed and say where it is.
test.skip("is skipped", () => {});

test.fixme("is marked to fix later", () => {});

test("skips itself on a condition", () => {
  test.skip(true, "a condition that holds");
});
