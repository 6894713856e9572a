// The content pages' files (content/pages/) against what the site has: the names they hold for
// pictures, icons, shared texts and branches, which the editor keeps as they are.
import { describe, expect, it } from "vitest";
import { icons } from "#/app/components/sections/icons.ts";
import { branchIds } from "#/app/data/schema/branches.ts";
import type { PageCopy } from "#/app/data/schema/page-copy.ts";
import { isSharedTextId } from "#/app/copy/shared-texts.ts";
import { contentFiles } from "#/app/registry/content-pages.ts";
import { mediaManifest, videoManifest } from "#/media/manifest.ts";

const copies = import.meta.glob<PageCopy>("../content/pages/**/*.yaml", { eager: true, import: "default" });

describe("every content page's file", () => {
  const names = (copy: PageCopy) => {
    const found = {
      pictures: [copy.hero.image] as string[],
      icons: [] as string[],
      shared: [] as string[],
      branches: [] as string[],
    };
    const visit = (value: unknown, key = "") => {
      if (Array.isArray(value)) return value.forEach((item) => visit(item, key));
      if (typeof value === "object" && value !== null) {
        const record = value as Record<string, unknown>;
        if (record.type === "shared-text") found.shared.push(String(record.text));
        if (typeof record.note === "string" && ["facts", "steps"].includes(String(record.type)))
          found.shared.push(record.note);
        for (const [field, inner] of Object.entries(record)) visit(inner, field);
        return;
      }
      if (typeof value !== "string") return;
      if (key === "image" || key === "images") found.pictures.push(value);
      if (key === "icon") found.icons.push(value);
      if (key === "branch") found.branches.push(value);
    };
    visit(copy.sections);
    return found;
  };

  it("names only pictures, icons, shared texts and branches that exist", () => {
    for (const [file, copy] of Object.entries(copies)) {
      const found = names(copy);
      for (const picture of found.pictures)
        expect(Object.hasOwn(mediaManifest, picture), `${file}: ${picture}`).toBe(true);
      if (copy.hero.video) expect(Object.hasOwn(videoManifest, copy.hero.video), file).toBe(true);
      for (const icon of found.icons) expect(Object.hasOwn(icons, icon), `${file}: ${icon}`).toBe(true);
      for (const id of found.shared) expect(isSharedTextId(id), `${file}: ${id}`).toBe(true);
      for (const branch of found.branches) expect(branchIds, `${file}: ${branch}`).toContain(branch);
    }
  });

  it("is read for its page, and no value between braces is left unfilled", () => {
    expect(Object.keys(contentFiles).length).toBe(Object.keys(copies).length);
    for (const [name, page] of Object.entries(contentFiles))
      expect(JSON.stringify(page), name).not.toMatch(/\{[a-z][a-z0-9:-]*\}/);
  });
});
