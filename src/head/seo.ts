import { business } from "#/src/data/business.server.ts";
import { OG_IMAGE_ALT } from "#/src/copy/brand.ts";
import { OG_IMAGE_HEIGHT, OG_IMAGE_PATH, OG_IMAGE_WIDTH } from "#/media/brand.ts";

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

/** What a page's <head> says, as src/layouts/BaseHead.astro writes it. */
export type Head = {
  /** '<Page> | <practice>'. */
  title: string;
  description: string;
  /** The absolute canonical URL; none for a page that must not be indexed. */
  canonical?: string;
  noindex: boolean;
  type: "website" | "article";
  /** The link-preview picture, its URL absolute. */
  image: PreviewImage;
  structuredData: readonly object[];
};

export function pageTitle(title: string): string {
  return title === business.name ? title : `${title} | ${business.name}`;
}

export function absoluteUrl(path: string): string {
  return new URL(path, business.origin).href;
}

/** The one builder for every page's head(): title, description, canonical, previews and JSON-LD. */
export function seo({
  title,
  description,
  path,
  noindex = false,
  image = defaultImage,
  type = "website",
  structuredData = [],
}: SeoInput): Head {
  return {
    title: pageTitle(title),
    description,
    canonical: path === undefined ? undefined : absoluteUrl(path),
    noindex,
    type,
    image: { ...image, url: absoluteUrl(image.url) },
    structuredData,
  };
}
