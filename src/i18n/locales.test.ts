import { describe, expect, it } from "vitest";
import { pages } from "#/src/registry/pages.ts";
import ar from "#/src/i18n/locales/ar.json" with { type: "json" };
import en from "#/src/i18n/locales/en.json" with { type: "json" };
import es from "#/src/i18n/locales/es.json" with { type: "json" };
import fr from "#/src/i18n/locales/fr.json" with { type: "json" };
import nl from "#/src/i18n/locales/nl.json" with { type: "json" };

function entries(value: object, prefix = ""): [string, unknown][] {
  return Object.entries(value).flatMap(([key, child]) =>
    typeof child === "object" && child !== null ? entries(child, `${prefix}${key}.`) : [[`${prefix}${key}`, child]],
  );
}

const dutchKeys = entries(nl)
  .map(([key]) => key)
  .sort();

describe.each([
  ["en", en],
  ["fr", fr],
  ["es", es],
  ["ar", ar],
])("%s chrome translations", (_code, translation) => {
  it("have exactly the Dutch keys, and page names only for registered pages", () => {
    const keys = entries(translation).map(([key]) => key);
    expect(keys.filter((key) => !key.startsWith("pages.")).sort()).toEqual(dutchKeys);
    const pageIds = new Set<string>(pages.map((page) => page.id));
    expect(keys.filter((key) => key.startsWith("pages.") && !pageIds.has(key.slice("pages.".length)))).toEqual([]);
  });
  it("have no empty label", () => {
    for (const [key, value] of entries(translation)) expect(value, key).toMatch(/\S/);
  });
});

it("the Arabic labels are written in Arabic script", () => {
  expect(ar.nav.home).toMatch(/[\u0600-\u06FF]/);
  expect(ar.header.badge).toMatch(/[\u0600-\u06FF]/);
});
