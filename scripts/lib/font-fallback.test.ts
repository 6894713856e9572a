import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { fontFallbackCss, fontFallbackFamilies } from "#/scripts/lib/font-fallback.ts";

const app = join(import.meta.dirname, "..", "..", "src");

describe("metric-adjusted fallback faces", () => {
  it("src/styles/font-fallback.css is up to date (run `node scripts/font-fallback.ts`)", () => {
    expect(readFileSync(join(app, "styles", "font-fallback.css"), "utf8")).toBe(fontFallbackCss());
  });
  it("resize Arial (and Liberation Sans) and Roboto, regular and bold", () => {
    const css = fontFallbackCss();
    expect(css.match(/@font-face/g)).toHaveLength(4);
    expect(css.match(/size-adjust: \d+(\.\d+)?%/g)).toHaveLength(4);
    expect(css.match(/ascent-override/g)).toHaveLength(4);
    expect(css).toContain('local("Liberation Sans")');
    expect(css).toContain('local("Roboto Bold")');
  });
  it("follow the web font in the site's font stack", () => {
    const theme = readFileSync(join(app, "app.css"), "utf8");
    const stack = /--font-sans:([^;]+);/.exec(theme)![1]!.replace(/\s+/g, " ").trim();
    expect(stack.startsWith(`"Atkinson Hyperlegible Next Variable", ${fontFallbackFamilies().join(", ")},`)).toBe(true);
  });
});
