import { describe, expect, it } from "vitest";
import { business } from "#/app/data/business.ts";
import { seo } from "#/app/pages/head/seo.ts";

const find = (tags: ReturnType<typeof seo>, key: string, value: string) =>
  tags.find((tag) => (tag as Record<string, unknown>)[key] === value) as Record<string, string> | undefined;

describe("seo()", () => {
  const tags = seo({ title: "Contact", description: "Neem contact met ons op.", path: "/contact" });

  it("appends the practice name to the title", () => {
    expect(tags).toContainEqual({ title: `Contact | ${business.name}` });
  });
  it("gives an absolute canonical URL and matching Open Graph URL", () => {
    expect(find(tags, "rel", "canonical")?.href).toBe(`${business.origin}/contact`);
    expect(find(tags, "property", "og:url")?.content).toBe(`${business.origin}/contact`);
  });
  it("repeats the description for link previews", () => {
    expect(find(tags, "name", "description")?.content).toBe("Neem contact met ons op.");
    expect(find(tags, "property", "og:description")?.content).toBe("Neem contact met ons op.");
  });
  it("drops the canonical and marks noindex for pages that must not be indexed", () => {
    const hidden = seo({ title: "Pagina niet gevonden", description: "Niet gevonden.", noindex: true });
    expect(find(hidden, "rel", "canonical")).toBeUndefined();
    expect(find(hidden, "name", "robots")?.content).toBe("noindex");
  });
  it("drops tags whose value is empty", () => {
    const empty = seo({ title: "X", description: "" });
    expect(find(empty, "name", "description")).toBeUndefined();
  });
});
