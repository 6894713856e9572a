import { business } from "#/app/data/business.ts";
import { OG_IMAGE_ALT, OG_IMAGE_HEIGHT, OG_IMAGE_PATH, OG_IMAGE_WIDTH } from "#/media/brand.ts";

/** A link-preview picture (1200 × 630): the page's own, or the practice's default. */
type PreviewImage = { url: string; width: number; height: number; alt: string };

const defaultImage: PreviewImage = {
  url: OG_IMAGE_PATH,
  width: OG_IMAGE_WIDTH,
  height: OG_IMAGE_HEIGHT,
  alt: OG_IMAGE_ALT,
};

export type SeoInput = {
  /** The page's own title; the practice name is appended ('<Page> | <practice>'). */
  title: string;
  description: string;
  /** Path of the page, for the canonical URL. Omit for pages that must not be indexed. */
  path?: string;
  noindex?: boolean;
  /** The page's own preview picture; the practice's default image otherwise. */
  image?: PreviewImage;
  /** `article` for blog posts. */
  type?: "website" | "article";
  /** JSON-LD objects (pages/head/structured-data.ts), built at build time by the page's head(). */
  structuredData?: readonly object[];
};

/** One tag of a page's head, as a page's head() returns it (written by site/layouts/Page.astro). */
export type HeadTag =
  | { title: string }
  | { name: string; content: string }
  | { property: string; content: string }
  | { tagName: "link"; rel: string; href: string }
  | { "script:ld+json": object };

export function pageTitle(title: string): string {
  return title === business.name ? title : `${title} | ${business.name}`;
}

export function absoluteUrl(path: string): string {
  return new URL(path, business.origin).href;
}

/** The one builder for every page's head(): title, description, canonical, Open Graph, Twitter and JSON-LD. */
export function seo({
  title,
  description,
  path,
  noindex,
  image = defaultImage,
  type = "website",
  structuredData = [],
}: SeoInput): HeadTag[] {
  const fullTitle = pageTitle(title);
  const url = path === undefined ? undefined : absoluteUrl(path);
  const imageUrl = absoluteUrl(image.url);
  const tags: (HeadTag | false)[] = [
    { title: fullTitle },
    { name: "description", content: description },
    !!url && { tagName: "link", rel: "canonical", href: url },
    !!noindex && { name: "robots", content: "noindex" },
    { property: "og:site_name", content: business.name },
    { property: "og:locale", content: "nl_NL" },
    { property: "og:type", content: type },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    !!url && { property: "og:url", content: url },
    { property: "og:image", content: imageUrl },
    { property: "og:image:width", content: String(image.width) },
    { property: "og:image:height", content: String(image.height) },
    { property: "og:image:alt", content: image.alt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: fullTitle },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: imageUrl },
    { name: "twitter:image:alt", content: image.alt },
    // JSON-LD is for crawlers, which read the prerendered HTML: written at build time only, so it
    // never travels in the page's data.
    ...(import.meta.env.SSR ? structuredData : []).map((data) => ({ "script:ld+json": data })),
  ];
  return tags.filter((tag): tag is HeadTag => tag !== false && !Object.values(tag).some((v) => v === ""));
}
