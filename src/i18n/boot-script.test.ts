// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { bootScript, CHROME_PENDING_ATTRIBUTE, CHROME_PENDING_MAX_MS } from "#/src/i18n/boot-script.ts";

function boot(stored: string | null) {
  const html = document.documentElement;
  html.lang = "nl";
  html.dir = "ltr";
  html.className = "";
  html.removeAttribute(CHROME_PENDING_ATTRIBUTE);
  localStorage.clear();
  if (stored !== null) localStorage.setItem("preferred-language", stored);
  new Function(bootScript)();
  return html;
}

describe("the boot script that runs before the first paint", () => {
  beforeEach(() => localStorage.clear());
  // The jsdom document is shared with the other test files (vitest.config.ts, isolate: false).
  afterEach(() => {
    const html = document.documentElement;
    for (const attribute of ["lang", "dir", "class", CHROME_PENDING_ATTRIBUTE]) html.removeAttribute(attribute);
    localStorage.clear();
  });

  it("marks the document as scripted", () => {
    expect(boot(null).classList.contains("js")).toBe(true);
  });
  it("gives up the mark when an island's script cannot load, so the page shows its forms without JavaScript", () => {
    const html = boot(null);
    const island = html.appendChild(document.createElement("astro-island"));
    island.dispatchEvent(new CustomEvent("astro:hydration-error", { bubbles: true, cancelable: true }));
    expect(html.classList.contains("js")).toBe(false);
    island.remove();
  });
  it("leaves Dutch alone when nothing is stored", () => {
    expect(boot(null)).toMatchObject({ lang: "nl", dir: "ltr" });
  });
  it("turns the page right-to-left at once for Arabic", () => {
    expect(boot("ar")).toMatchObject({ lang: "ar", dir: "rtl" });
  });
  it("uses English for an unknown stored code", () => {
    expect(boot("xx")).toMatchObject({ lang: "en", dir: "ltr" });
  });

  describe("the header's Dutch labels in another language", () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    it("are held back until the header shows the chosen language, and at most a few seconds", () => {
      const html = boot("ar");
      expect(html.hasAttribute(CHROME_PENDING_ATTRIBUTE)).toBe(true);
      vi.advanceTimersByTime(CHROME_PENDING_MAX_MS);
      // The header's script never came: its Dutch labels are better than none.
      expect(html.hasAttribute(CHROME_PENDING_ATTRIBUTE)).toBe(false);
    });
    it("are shown at once in Dutch", () => {
      expect(boot(null).hasAttribute(CHROME_PENDING_ATTRIBUTE)).toBe(false);
      expect(boot("nl").hasAttribute(CHROME_PENDING_ATTRIBUTE)).toBe(false);
    });
  });
});
