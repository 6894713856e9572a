import type { MetaDescriptor } from "react-router";

/** react-router's <Meta /> for the descriptors app/lib/seo.ts builds, as HTML for Astro's <head>. */
const escapeAttr = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
const escapeText = (value: string) => value.replace(/&/g, "&amp;").replace(/</g, "&lt;");
// As react-router does for JSON-LD: no "</script>" can close the tag early.
const escapeJson = (value: string) =>
  value.replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);

const attrs = (record: Record<string, unknown>) =>
  Object.entries(record)
    .map(([name, value]) => ` ${name}="${escapeAttr(String(value))}"`)
    .join("");

export function metaHtml(descriptors: MetaDescriptor[]): string {
  return descriptors
    .map((d) => {
      const record = d as Record<string, unknown>;
      if ("title" in record) return `<title>${escapeText(String(record.title))}</title>`;
      if ("script:ld+json" in record)
        return `<script type="application/ld+json">${escapeJson(JSON.stringify(record["script:ld+json"]))}</script>`;
      if (record.tagName === "link") {
        const { tagName: _tag, ...rest } = record;
        return `<link${attrs(rest)}>`;
      }
      return `<meta${attrs(record)}>`;
    })
    .join("");
}
