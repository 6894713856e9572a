import { describe, expect, it } from "vitest";
import {
  headingId,
  markdownToHtml,
  splitSections,
  wordCount,
  sharedTextNames,
  withoutSharedTextLines,
} from "#/src/lib/blog/markdown.ts";

describe("markdownToHtml", () => {
  it("gives headings unique anchor ids", () => {
    const html = markdownToHtml("## Wat is tinnitus?\n\ntekst\n\n## Wat is tinnitus?\n\n### Één stap");
    expect(html).toContain('<h2 id="wat-is-tinnitus">Wat is tinnitus?</h2>');
    expect(html).toContain('<h2 id="wat-is-tinnitus-2">');
    expect(html).toContain('<h3 id="een-stap">');
    expect(headingId("Oorsuizen & stress")).toBe("oorsuizen-stress");
  });

  it("keeps the page's one h1 (the title): a top-level heading in the text becomes an h2", () => {
    expect(markdownToHtml("# Een kop")).toBe('<h2 id="een-kop">Een kop</h2>\n');
  });

  it("opens links to other sites in a new tab, safely; links on the site stay put", () => {
    const html = markdownToHtml("[WHO](https://www.who.int) en [afspraak](/afspraak-maken)");
    expect(html).toContain('<a href="https://www.who.int" target="_blank" rel="noopener noreferrer">WHO');
    expect(html).toContain('<a href="/afspraak-maken">afspraak</a>');
  });

  it("drops raw HTML instead of trusting it", () => {
    expect(markdownToHtml('Tekst <script>alert(1)</script> <img src=x onerror="alert(1)">')).not.toMatch(
      /script|onerror/,
    );
  });

  it("turns a line naming a shared text into that text, and reads the names in order", () => {
    const markdown = "Eerst dit.\n\n{{vaste tekst: een-tekst}}\n\n  {{ Vaste tekst : andere }}\nDaarna dat.";
    const html = markdownToHtml(markdown, { sharedText: (name) => `<aside>${name}</aside>` });
    expect(html).toBe("<p>Eerst dit.</p>\n<aside>een-tekst</aside><aside>andere</aside><p>Daarna dat.</p>\n");
    expect(sharedTextNames(markdown)).toEqual(["een-tekst", "andere"]);
    expect(withoutSharedTextLines(markdown)).not.toMatch(/vaste tekst/i);
  });

  it("leaves a line naming a shared text out of nothing: without texts to show, it refuses", () => {
    expect(() => markdownToHtml("{{vaste tekst: een-tekst}}")).toThrow(/vaste tekst "een-tekst"/);
  });
});

describe("a post's sections", () => {
  it("begin at its h2s, each with its id and plain text, not at its h3s", () => {
    const html = markdownToHtml("## Wat is *tinnitus*?\n\nTekst.\n\n### Detail\n\n## Oren & 'rust'\n");
    expect(splitSections(html).sections.map(({ id, title }) => ({ id, title }))).toEqual([
      { id: "wat-is-tinnitus", title: "Wat is tinnitus?" },
      { id: expect.stringMatching(/^oren-/) as string, title: "Oren & 'rust'" },
    ]);
  });
});

describe("splitSections", () => {
  it("cuts a post at its h2s, keeping every word: the intro, then each section's body without its heading", () => {
    const html = markdownToHtml("Inleiding.\n\n## Een\n\nTekst een.\n\n### Sub\n\nMeer.\n\n## Twee\n\nTekst twee.\n");
    const { intro, sections } = splitSections(html);
    expect(intro).toBe("<p>Inleiding.</p>\n");
    expect(sections.map(({ id, title }) => [id, title])).toEqual([
      ["een", "Een"],
      ["twee", "Twee"],
    ]);
    expect(sections[0]!.html).toContain('<h3 id="sub">Sub</h3>');
    expect(sections[1]!.html).toBe("<p>Tekst twee.</p>\n");
    const rebuilt = intro + sections.map((s) => `<h2 id="${s.id}">${s.title}</h2>\n${s.html}`).join("");
    expect(rebuilt).toBe(html);
  });
});

describe("wordCount", () => {
  it("counts the words a reader sees, not the markup", () => {
    expect(wordCount('<p>Een <a href="/x">twee</a>\ndrie &amp; vier</p>')).toBe(5);
  });
});
