import { Marked, type Tokens } from "marked";
import { escapeXml } from "#/src/lib/escape-xml.ts";

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
 * A line of its own that names a shared text: `{{vaste tekst: plotseling-slechter-horen}}`
 * (src/copy/shared-texts.ts). The post shows the text there, in the site's one wording.
 */
const SHARED_TEXT_LINE = /^[ \t]*\{\{\s*vaste tekst\s*:\s*([^}\n]*?)\s*\}\}[ \t]*(?:\n+|$)/i;
const SHARED_TEXT_LINES = new RegExp(SHARED_TEXT_LINE.source, "gim");

/** The shared texts a post names, in order. */
export const sharedTextNames = (markdown: string): string[] =>
  [...markdown.matchAll(SHARED_TEXT_LINES)].map((match) => match[1]!);

/** The post's own words: its Markdown without the lines that name shared texts. */
export const withoutSharedTextLines = (markdown: string): string => markdown.replace(SHARED_TEXT_LINES, "\n");

type Options = {
  /** The HTML of a shared text by its name; throws (in Dutch) when there is none by that name. */
  sharedText?: (name: string) => string;
};

/**
 * Markdown to HTML, at build time only. Headings get anchor ids (unique within the post);
 * links to other sites open in a new tab without access to this page; a line naming a shared
 * text becomes that text.
 */
export function markdownToHtml(markdown: string, { sharedText }: Options = {}): string {
  const used = new Map<string, number>();
  const marked = new Marked({
    gfm: true,
    extensions: [
      {
        name: "sharedText",
        level: "block",
        start: (src: string) => /^[ \t]*\{\{/m.exec(src)?.index,
        tokenizer(src: string) {
          const match = SHARED_TEXT_LINE.exec(src);
          return match ? { type: "sharedText", raw: match[0], name: match[1]! } : undefined;
        },
        renderer(token) {
          if (!sharedText) throw new Error(`vaste tekst "${String(token.name)}" kan hier niet`);
          return sharedText(String(token.name));
        },
      },
    ],
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

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", apos: "'" };
const plain = (html: string) =>
  html
    .replace(/<[^>]+>/g, "")
    .replace(/&(amp|lt|gt|quot|#39|apos);/g, (_, name: string) => ENTITIES[name]!)
    .trim();

/** A post's section: its heading's id and plain text, and the HTML up to the next section heading. */
export type PostSection = { id: string; title: string; html: string };

/**
 * A post's HTML (as markdownToHtml writes it) cut at its section headings (`<h2 id>`): the text
 * before the first, and each section without its heading, which the page draws itself (folded).
 */
export function splitSections(html: string): { intro: string; sections: PostSection[] } {
  const starts = [...html.matchAll(/<h2 id="/g)].map((match) => match.index);
  const intro = html.slice(0, starts[0] ?? html.length);
  const sections = starts.map((start, index) => {
    const part = html.slice(start, starts[index + 1] ?? html.length);
    const match = /^<h2 id="([^"]+)">([\s\S]*?)<\/h2>\n?/.exec(part)!;
    return { id: match[1]!, title: plain(match[2]!), html: part.slice(match[0].length) };
  });
  return { intro, sections };
}

/** How many words a piece of HTML shows. */
export const wordCount = (html: string): number => plain(html).split(/\s+/).filter(Boolean).length;
