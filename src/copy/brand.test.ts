import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { brand, webManifest } from "#/src/copy/brand.ts";
import { business } from "#/src/data/business.server.ts";
import { APPLE_TOUCH_ICON_PATH, brandIcons, MANIFEST_PATH, OG_IMAGE_PATH } from "#/media/brand.ts";
import { JPEG_BACKGROUND } from "#/scripts/lib/encode-picture.ts";

const css = readFileSync(join(import.meta.dirname, "..", "app.css"), "utf8");

function token(name: string): string | undefined {
  return new RegExp(`--${name}:\\s*(#[0-9a-fA-F]{3,8})\\s*;`).exec(css)?.[1]?.toLowerCase();
}

describe("brand colours", () => {
  it("uses the --color-petrol-900 token as the theme colour", () => {
    expect(token("color-petrol-900")).toBeDefined();
    expect(brand.themeColor).toBe(token("color-petrol-900"));
  });

  it("uses the --color-canvas token as the background colour", () => {
    expect(token("color-canvas")).toBeDefined();
    expect(brand.backgroundColor).toBe(token("color-canvas"));
    expect(JPEG_BACKGROUND).toBe(token("color-canvas"));
  });

  it("names both places in the description", () => {
    expect(brand.description).toMatch(/Hurdegaryp/);
    expect(brand.description).toMatch(/Wieringerwerf/);
  });
});

describe("webManifest", () => {
  const manifest = webManifest();

  it("names the practice and uses the brand colours", () => {
    expect(manifest.name).toBe(business.name);
    expect(manifest.short_name).toBe(brand.shortName);
    expect(manifest.short_name.length).toBeLessThanOrEqual(12);
    expect(manifest.description).toBe(brand.description);
    expect(manifest.theme_color).toBe(brand.themeColor);
    expect(manifest.background_color).toBe(brand.backgroundColor);
    expect(manifest).toMatchObject({ lang: "nl", dir: "ltr", start_url: "/", scope: "/", display: "standalone" });
  });

  it("lists only icons the build writes, at their real size, one of them maskable", () => {
    for (const icon of manifest.icons) {
      const file = brandIcons.find((candidate) => candidate.path === icon.src);
      expect(file, icon.src).toBeDefined();
      expect(icon.sizes).toBe(`${file!.size}x${file!.size}`);
      expect(icon.purpose === "maskable").toBe(file!.variant === "maskable");
    }
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(["192x192", "512x512"]));
    expect(manifest.icons.filter((icon) => icon.purpose === "maskable")).toHaveLength(1);
  });

  it("uses the agreed public paths", () => {
    expect([OG_IMAGE_PATH, MANIFEST_PATH, APPLE_TOUCH_ICON_PATH]).toEqual([
      "/og-image.jpg",
      "/site.webmanifest",
      "/apple-touch-icon.png",
    ]);
    expect(brandIcons.find((icon) => icon.path === APPLE_TOUCH_ICON_PATH)).toMatchObject({
      size: 180,
      variant: "opaque",
    });
  });
});
