import { describe, expect, it } from "vitest";
import { headingId, markdownToHtml } from "#/app/lib/blog/markdown.ts";

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
});
