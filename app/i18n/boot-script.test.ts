import { beforeEach, describe, expect, it } from "vitest";
import { bootScript } from "#/app/i18n/boot-script.ts";

function boot(stored: string | null) {
  const html = document.documentElement;
  html.lang = "nl";
  html.dir = "ltr";
  html.className = "";
  localStorage.clear();
  if (stored !== null) localStorage.setItem("preferred-language", stored);
  new Function(bootScript)();
  return html;
}

describe("the boot script that runs before the first paint", () => {
  beforeEach(() => localStorage.clear());

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
});
