// The content pages' files (content/pages/) against the icons the site has: the schema checks every
// other name a file holds (pictures, shared texts, branches, prices), but the icons are the
// components' (src/components/sections/icons.ts), which the owner's data may not import.
import { describe, expect, it } from "vitest";
import { icons } from "#/src/components/sections/icons.ts";
import { globSync } from "node:fs";
import { readPageCopies } from "#/src/data/page-copies.server.ts";
import { contentFiles } from "#/src/registry/content-pages.fixture.ts";

const copies = readPageCopies();

/** Every `icon` a value holds, however deep. */
const iconsIn = (value: unknown): string[] => {
  if (Array.isArray(value)) return value.flatMap(iconsIn);
  if (typeof value !== "object" || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) =>
    key === "icon" && typeof inner === "string" ? [inner] : iconsIn(inner),
  );
};

describe("every content page's file", () => {
  it("names only icons that exist", () => {
    const named = Object.entries(copies).flatMap(([file, copy]) => iconsIn(copy).map((icon) => [file, icon] as const));
    expect(named.length).toBeGreaterThan(0);
    expect(named.filter(([, icon]) => !Object.hasOwn(icons, icon))).toEqual([]);
  });

  it("is read for its page, and no value between braces is left unfilled", () => {
    const files = globSync("content/pages/**/*.yaml", { cwd: `${import.meta.dirname}/..` });
    expect(files.length).toBeGreaterThan(0);
    expect(Object.keys(contentFiles).length).toBe(files.length);
    const strings = (value: unknown): string[] =>
      typeof value === "string"
        ? [value]
        : typeof value === "object" && value !== null
          ? Object.values(value).flatMap(strings)
          : [];
    for (const [name, page] of Object.entries(contentFiles))
      expect(
        strings(page).filter((text) => /[{}]/.test(text)),
        name,
      ).toEqual([]);
  });
});
