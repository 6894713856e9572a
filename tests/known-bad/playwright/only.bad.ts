import { test } from "@playwright/test";

// Known bad: a `.only` left behind would run this test alone. `npm test` must refuse it and say where.
test.only("runs alone", () => {});

test("would be left out", () => {});
