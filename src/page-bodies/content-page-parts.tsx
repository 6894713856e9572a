// A content page's static parts (no JavaScript), each a React root of its own at build time, with
// the pictures and icons they need (src/pages/[...page].astro puts them and the islands in order).
import type { ReactNode } from "react";
import { ContentPageHeader } from "#/src/components/sections/content-page-header.tsx";
import { IconProvider, type IconMarkup } from "#/src/components/sections/content-icon.tsx";
import { MediaProvider } from "#/src/components/ui/media-context.tsx";
import { CtaBanner } from "#/src/components/sections/cta-banner.tsx";
import { CTA_ID } from "#/src/copy/sections.ts";
import { Practitioner } from "#/src/components/sections/practitioner.tsx";
import { ProofBar } from "#/src/components/sections/proof-bar.tsx";
import { experience } from "#/src/data/business.ts";
import type { TeamMember } from "#/src/data/schema/team.ts";
import type { TrustFile } from "#/src/data/schema/trust.ts";
import { SectionList } from "#/src/components/sections/section-list.tsx";
import type { ContentPage, Section } from "#/src/copy/sections.ts";
import type { MediaData } from "#/media/resolve.ts";

type Context = { media: MediaData; icons: IconMarkup };

function Providers({ media, icons, children }: Context & { children: ReactNode }) {
  return (
    <MediaProvider media={media}>
      <IconProvider icons={icons}>{children}</IconProvider>
    </MediaProvider>
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
