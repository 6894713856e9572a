import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { brand } from "#/app/copy/brand.ts";
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
