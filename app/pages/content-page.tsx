import { canonicalPath, contentPageAt } from "#/app/registry/content-pages.ts";
import { iconsFor } from "#/app/components/sections/content-icons.server.tsx";
import { absoluteUrl, seo } from "#/app/pages/head/seo.ts";
import { contentPageStructuredData, productImageRefs } from "#/app/pages/head/structured-data.ts";
import { mediaFor, ogImageFor } from "#/media/resolve.ts";

/** A registered content page with its pictures, icons and structured data's pictures; build time only. */
export function contentPage(path: string) {
  const page = contentPageAt(path);
  if (!page) throw new Error(`${path}: no content page at this address`);
  const canonical = canonicalPath(path);
  return {
    page,
    path: canonical,
    media: mediaFor(page),
    icons: iconsFor(page),
    seo: { image: ogImageFor(page.hero.image) },
    // The structured data's product pictures, resolved here: the media pipeline stays out of the browser.
    productImages: Object.fromEntries(
      productImageRefs(page).map((image) => [image, absoluteUrl(ogImageFor(image).url)]),
    ) as Record<string, string>,
  };
}

export const head = (data: ReturnType<typeof contentPage>) =>
  seo({
    ...data.page.meta,
    ...data.seo,
    path: data.path,
    structuredData: contentPageStructuredData(data.page, data.path, (image) => data.productImages[image]!),
  });
