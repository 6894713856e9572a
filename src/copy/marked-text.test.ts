import { describe, expect, it } from "vitest";
import { fact, listOf, marked } from "#/src/lib/marked-text.ts";
import { EXAMPLE_MARK, plainText } from "#/src/copy/marked-text.ts";

describe("marked page text", () => {
  it("stays a plain string when nothing in it is a fact from the data", () => {
    expect(marked`De proefperiode duurt ${30} dagen.`).toBe("De proefperiode duurt 30 dagen.");
  });

  it("keeps a fact apart, so the page can mark it while it is an example", () => {
    const text = marked`De proefperiode duurt ${fact("30 dagen", true)}.`;
    expect(text).toEqual(["De proefperiode duurt ", { fact: "30 dagen", example: true }, "."]);
    expect(plainText(text)).toBe(`De proefperiode duurt 30 dagen ${EXAMPLE_MARK}.`);
  });

  it("writes a confirmed fact without a mark", () => {
    const text = marked`Al ruim ${fact("5 jaar", false)} helpen we u.`;
    expect(text).toEqual(["Al ruim ", { fact: "5 jaar", example: false }, " helpen we u."]);
    expect(plainText(text)).toBe("Al ruim 5 jaar helpen we u.");
  });

  it("lists facts the Dutch way, each marked on its own", () => {
    const text = marked`Wij staan ingeschreven bij: ${listOf([fact("A", false), fact("B", true), fact("C", false)])}.`;
    expect(plainText(text)).toBe(`Wij staan ingeschreven bij: A, B ${EXAMPLE_MARK} en C.`);
  });
});
