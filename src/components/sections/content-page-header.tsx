import type { ReactNode } from "react";
import type { ContentPage } from "#/src/copy/sections.ts";
import { HeroVideo } from "#/src/components/sections/hero-video.tsx";
import { PageHeader } from "#/src/components/sections/page-header.tsx";
import { Picture } from "#/src/components/ui/picture.tsx";
import { NextStep } from "#/src/components/sections/next-step.tsx";

/** How wide a content page's hero picture is drawn (also its preload in the page's head). */
export const HERO_PICTURE_SIZES = "(min-width: 80rem) 36rem, (min-width: 48rem) 45vw, 100vw";

/** The room between a content page's sections, below its header (and from `sm` under the proof band; a phone keeps its height). */
export const CONTENT_SECTIONS_CLASS = "space-y-8 pb-12 sm:space-y-16 sm:pt-12 sm:pb-20";

/**
 * A content page's header: eyebrow, title, intro, the page's first step (its call to action's
 * first button, and the number), and its picture, or its video (`video`, when given from outside), if
 * it has one.
 */
export function ContentPageHeader({
  hero,
  cta,
  video,
}: {
  hero: ContentPage["hero"];
  cta: ContentPage["cta"];
  video?: ReactNode;
}) {
  return (
    <PageHeader
      eyebrow={hero.eyebrow}
      title={hero.title}
      intro={hero.intro}
      media={
        hero.video ? (
          (video ?? <HeroVideo name={hero.video} />)
        ) : hero.image ? (
          // On a phone a wide strip: the picture sets the scene, the step and the proof below it matter more.
          <Picture slot={hero.image} priority sizes={HERO_PICTURE_SIZES} className="max-md:aspect-[21/9]" />
        ) : undefined
      }
    >
      <NextStep
        appointment={cta.appointment}
        contact={cta.contact}
        branch={cta.branch}
        first
        className="mt-6 sm:mt-8"
      />
    </PageHeader>
  );
}
