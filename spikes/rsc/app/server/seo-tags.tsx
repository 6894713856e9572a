// The route's `meta` as elements: in RSC framework mode `meta` is a client export (its code would
// ship to the browser), while <title>, <meta> and <link> rendered by a server component are hoisted
// into <head> by React 19. JSON-LD stays where it is rendered (in <body>).
import type { MetaDescriptor } from "react-router";

export function SeoTags({ tags }: { tags: MetaDescriptor[] }) {
  return tags.map((tag, i) => {
    const t = tag as Record<string, unknown>;
    if ("title" in t) return <title key={i}>{String(t.title)}</title>;
    if ("script:ld+json" in t)
      return (
        <script
          key={i}
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: JSON.stringify(t["script:ld+json"]).replace(/</g, "\\u003c") }}
        />
      );
    if (t.tagName === "link") return <link key={i} rel={String(t.rel)} href={String(t.href)} />;
    if ("name" in t) return <meta key={i} name={String(t.name)} content={String(t.content)} />;
    if ("property" in t) return <meta key={i} property={String(t.property)} content={String(t.content)} />;
    return null;
  });
}
