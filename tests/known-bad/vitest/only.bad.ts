import { expect, it } from "vitest";

// Known bad: a `.only` left behind would run this test alone. `npm test` must refuse it and say where.
it.only("runs alone", () => {
  expect(true).toBe(true);
});

it("would be left out", () => {
  expect(true).toBe(true);
});
