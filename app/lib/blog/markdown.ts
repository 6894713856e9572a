import { Marked, type Tokens } from "marked";
import { escapeXml } from "#/app/lib/escape-xml.ts";

/** 'Wat is tinnitus?' → 'wat-is-tinnitus', for heading anchors. */
export function headingId(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/**
 * Markdown to HTML, at build time only. Headings get anchor ids (unique within the post);
 * links to other sites open in a new tab without access to this page.
 */
export function markdownToHtml(markdown: string): string {
  const used = new Map<string, number>();
  const marked = new Marked({
    gfm: true,
    renderer: {
      heading({ tokens, depth }: Tokens.Heading) {
        const text = this.parser.parseInline(tokens);
        const base = headingId(text.replace(/<[^>]+>/g, "")) || "kop";
        const count = used.get(base) ?? 0;
        used.set(base, count + 1);
        const id = count ? `${base}-${count + 1}` : base;
        // The article's title is its one h1: a "# heading" in the text becomes a section heading.
        const level = Math.max(2, depth);
        return `<h${level} id="${id}">${text}</h${level}>\n`;
      },
      link({ href, title, tokens }: Tokens.Link) {
        const text = this.parser.parseInline(tokens);
        const external = /^https?:\/\//.test(href);
        const attributes = [
          `href="${escapeXml(href)}"`,
          title ? `title="${escapeXml(title)}"` : "",
          external ? 'target="_blank" rel="noopener noreferrer"' : "",
        ].filter(Boolean);
        const note = external ? '<span class="sr-only"> (opent in een nieuw tabblad)</span>' : "";
        return `<a ${attributes.join(" ")}>${text}${note}</a>`;
      },
      html() {
        // Posts are Markdown only: raw HTML is dropped rather than trusted.
        return "";
      },
    },
  });
  return marked.parse(markdown, { async: false });
}
