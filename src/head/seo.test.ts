import { describe, expect, it } from "vitest";
import { business } from "#/src/data/business.server.ts";
import { seo } from "#/src/head/seo.ts";

describe("seo()", () => {
  const head = seo({ title: "Contact", description: "Neem contact met ons op.", path: "/contact" });

  it("appends the practice name to the title", () => {
    expect(head.title).toBe(`Contact | ${business.name}`);
  });
  it("gives an absolute canonical URL and an absolute preview picture", () => {
    expect(head.canonical).toBe(`${business.origin}/contact`);
    expect(head.image.url).toMatch(new RegExp(`^${business.origin}/.+\\.jpg$`));
  });
  it("keeps the practice name once when the page is named after the practice", () => {
    expect(seo({ title: business.name, description: "x" }).title).toBe(business.name);
  });
  it("drops the canonical and marks noindex for pages that must not be indexed", () => {
    const hidden = seo({ title: "Pagina niet gevonden", description: "Niet gevonden.", noindex: true });
    expect(hidden.canonical).toBeUndefined();
    expect(hidden.noindex).toBe(true);
  });
});
