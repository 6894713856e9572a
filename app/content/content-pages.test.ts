import { describe, expect, it } from "vitest";
import routes from "../routes";
import { contentPages, protectionPages } from "./content-pages";

describe("content pages", () => {
  it("has the seven hearing-protection pages", () => {
    expect(protectionPages.map((page) => page.slug).sort()).toEqual([
      "motor",
      "muziek",
      "reis",
      "slaap",
      "stilte",
      "werk",
      "zwem",
    ]);
  });

  it("has a route for every content page and a page for every content route", () => {
    const routed = routes.filter((route) => route.file === "routes/content-page.tsx").map((route) => `/${route.path}`);
    expect(routed.sort()).toEqual(Object.keys(contentPages).sort());
  });

  it.each(Object.entries(contentPages))("%s has a unique title and a 70–160 character description", (path, page) => {
    const others = Object.entries(contentPages).filter(([other]) => other !== path);
    expect(others.map(([, other]) => other.meta.title)).not.toContain(page.meta.title);
    expect(page.meta.description.length).toBeGreaterThanOrEqual(70);
    expect(page.meta.description.length).toBeLessThanOrEqual(160);
  });

  it.each(Object.entries(contentPages))("%s ends with 'Contact voor advies' to /contact", (_path, page) => {
    expect(page.sections.at(-1)).toMatchObject({ type: "cta", variant: "contact", button: "Contact voor advies" });
  });
});
