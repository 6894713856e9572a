import { describe, expect, it } from "vitest";
import { JUMP_LINKS_FROM, onThisPage, withJumpLinks, type Section } from "#/src/copy/sections.ts";

const text = (title: string, id?: string): Section => ({ type: "text", id, title, paragraphs: ["Tekst."] });

describe("withJumpLinks", () => {
  it("puts folded links to every titled section and the call to action before a long page's sections", () => {
    const figure: Section = { type: "figure", image: "about-hero" };
    const sections = [text("Een", "een"), figure, text("Twee"), text("Drie"), text("Vier", "vier")];
    const [links, ...rest] = withJumpLinks(sections, { title: "Maak een afspraak" });
    expect(links).toEqual({
      type: "jump-links",
      id: "op-deze-pagina",
      title: onThisPage,
      folded: true,
      links: [
        { id: "een", text: "Een" },
        // A section without an id is linked by the id it is drawn with: its type and place.
        { id: "text-2", text: "Twee" },
        { id: "text-3", text: "Drie" },
        { id: "vier", text: "Vier" },
        { id: "actie", text: "Maak een afspraak" },
      ],
    });
    expect(rest.map((section) => section.id)).toEqual(["een", "figure-1", "text-2", "text-3", "vier"]);
  });

  it(`leaves a page with fewer than ${JUMP_LINKS_FROM} titles, or with links of its own, as it is`, () => {
    const short = [text("Een"), text("Twee"), text("Drie")];
    expect(withJumpLinks(short, { title: "Bel ons" })).toHaveLength(3);
    const own: Section[] = [
      { type: "jump-links", title: onThisPage, links: [] },
      ...["A", "B", "C", "D", "E"].map((title) => text(title)),
    ];
    expect(withJumpLinks(own, { title: "Bel ons" })).toHaveLength(own.length);
  });
});
