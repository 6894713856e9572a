import { resolvePageCopy } from "#/src/copy/page-copy.ts";
import { pageCopyPath } from "#/src/data/page-copies.server.ts";
import type { PageCopy } from "#/src/data/schema/page-copy.ts";
import { team } from "#/src/data/owner-files.ts";
import { canonicalPath } from "#/src/registry/content-pages.ts";
import { pages } from "#/src/registry/pages.ts";
import { iconsFor } from "#/src/components/sections/content-icons.server.tsx";
import { absoluteUrl, seo } from "#/src/head/seo.ts";
import { contentPageStructuredData, productImageRefs } from "#/src/head/structured-data.ts";
import { mediaFor, ogImageFor } from "#/media/resolve.ts";

/**
 * A registered content page, from the words of its file (`name`: content/pages/<name>.yaml), with its
 * pictures, icons and structured data's pictures; build time only.
 */
export function contentPage(path: string, { name, copy }: { name: string; copy: PageCopy }) {
  const page = resolvePageCopy(pageCopyPath(name), copy);
  const canonical = canonicalPath(path);
  const media = mediaFor(page);
  // The hearing-care pages (not their money pages below them) show who the visitor will see: the
  // first member of the team.
  const entry = pages.find((candidate) => candidate.path === path);
  const practitioner =
    entry && "group" in entry && entry.group === "hearingAids" && !("parent" in entry) ? team.members[0] : undefined;
  return {
    page,
    path: canonical,
    media,
    practitioner,
    /** The proof under the hero, with the practitioner's portrait. */
    proofMedia: { ...media, pictures: { ...media.pictures, ...mediaFor(practitioner).pictures } },
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
