import { describe, expect, it } from "vitest";
import { directionOf, resolveLanguage } from "#/src/i18n/languages.ts";

describe("resolveLanguage", () => {
  it("uses Dutch when nothing is stored", () => {
    expect(resolveLanguage(null)).toBe("nl");
    expect(resolveLanguage("")).toBe("nl");
  });
  it("keeps a supported choice", () => {
    expect(resolveLanguage("ar")).toBe("ar");
    expect(resolveLanguage("fr")).toBe("fr");
  });
  it("falls back to English for a language we do not offer", () => {
    expect(resolveLanguage("de")).toBe("en");
    expect(resolveLanguage("NL")).toBe("en");
  });
});

describe("directionOf", () => {
  it("is right-to-left only for Arabic", () => {
    expect(directionOf("ar")).toBe("rtl");
    for (const code of ["nl", "en", "fr", "es"] as const) expect(directionOf(code)).toBe("ltr");
  });
});
