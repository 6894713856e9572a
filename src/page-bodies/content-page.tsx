// A content page (src/pages/[...page].astro): its data at build time, from the words of its file, and
// its static parts (no JavaScript), each a React root of its own, which the route puts in order with
// the islands between them.
import { resolvePageCopy } from "#/src/copy/page-copy.ts";
import { pageCopyPath } from "#/src/data/page-copies.server.ts";
import type { PageCopy } from "#/src/data/schema/page-copy.ts";
import { team } from "#/src/data/owner-files.server.ts";
import { canonicalPath } from "#/src/registry/content-pages.ts";
import { pages } from "#/src/registry/pages.ts";
import { absoluteUrl, seo } from "#/src/head/seo.ts";
import { contentPageStructuredData, productImageRefs } from "#/src/head/structured-data.ts";
import { mediaFor, ogImageFor, type MediaData } from "#/media/resolve.ts";
import type { ReactNode } from "react";
import { ContentPageHeader } from "#/src/components/sections/content-page-header.tsx";
import { MediaProvider } from "#/src/components/ui/media-context.tsx";
import { CtaBanner } from "#/src/components/sections/cta-banner.tsx";
import { CTA_ID, type ContentPage, type Section } from "#/src/copy/sections.ts";
import { Practitioner } from "#/src/components/sections/practitioner.tsx";
import { ProofBar } from "#/src/components/sections/proof-bar.tsx";
import { business, experience } from "#/src/data/business.server.ts";
import { BusinessContext } from "#/src/components/hooks/business.ts";
import type { TeamMember } from "#/src/data/schema/team.ts";
import type { TrustFile } from "#/src/data/schema/trust.ts";
import { SectionList } from "#/src/components/sections/section-list.tsx";

/**
 * A registered content page, from the words of its file (`name`: content/pages/<name>.yaml), with its
 * pictures and structured data's pictures; build time only.
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
    seo: page.hero.image ? { image: ogImageFor(page.hero.image) } : {},
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

type Context = { media: MediaData };

function Providers({ media, children }: Context & { children: ReactNode }) {
  return (
    <BusinessContext value={business}>
      <MediaProvider media={media}>{children}</MediaProvider>
    </BusinessContext>
  );
}

/** The header; `video` is the hero video island, given by the page as a named slot. */
export function HeaderPart({
  hero,
  cta,
  video,
  ...context
}: Context & { hero: ContentPage["hero"]; cta: ContentPage["cta"]; video?: ReactNode }) {
  return (
    <Providers {...context}>
      <ContentPageHeader hero={hero} cta={cta} video={video} />
    </Providers>
  );
}

/** The proof under the hero, with the practitioner beside it on the hearing-care pages. */
export function ProofPart({
  trust,
  practitioner,
  ...context
}: Context & { trust: TrustFile; practitioner?: TeamMember }) {
  return (
    <Providers {...context}>
      <ProofBar trust={trust} experience={experience}>
        {practitioner ? <Practitioner member={practitioner} /> : null}
      </ProofBar>
    </Providers>
  );
}

/** A run of sections without a script (src/page-bodies/section-runs.ts), each with its id already given. */
export function SectionsPart({ sections, ...context }: Context & { sections: Section[] }) {
  return (
    <Providers {...context}>
      <SectionList sections={sections} />
    </Providers>
  );
}

export function CtaPart({ cta, ...context }: Context & { cta: ContentPage["cta"] }) {
  return (
    <Providers {...context}>
      <CtaBanner id={CTA_ID} {...cta} />
    </Providers>
  );
}
