import type { MetaDescriptor } from "react-router";
import { business } from "~/content/business";

export type SeoInput = {
  /** The page's own title; the practice name is appended ('<Page> | <practice>'). */
  title: string;
  description: string;
  /** Path of the page, for the canonical URL. Omit for pages that must not be indexed. */
  path?: string;
  noindex?: boolean;
};

export function pageTitle(title: string): string {
  return title === business.name ? title : `${title} | ${business.name}`;
}

export function absoluteUrl(path: string): string {
  return new URL(path, business.origin).href;
}

/** The one builder for every route's `meta`: title, description, canonical, Open Graph and Twitter. */
export function seo({ title, description, path, noindex }: SeoInput): MetaDescriptor[] {
  const fullTitle = pageTitle(title);
  const url = path === undefined ? undefined : absoluteUrl(path);
  const tags: (MetaDescriptor | false)[] = [
    { title: fullTitle },
    { name: "description", content: description },
    !!url && { tagName: "link", rel: "canonical", href: url },
    !!noindex && { name: "robots", content: "noindex" },
    { property: "og:site_name", content: business.name },
    { property: "og:locale", content: "nl_NL" },
    { property: "og:type", content: "website" },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    !!url && { property: "og:url", content: url },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: fullTitle },
    { name: "twitter:description", content: description },
  ];
  return tags.filter((tag): tag is MetaDescriptor => tag !== false && !Object.values(tag).some((v) => v === ""));
}
