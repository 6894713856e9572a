import type { ContentPage } from "#/app/content/sections.ts";
import { IconProvider, type IconMarkup } from "#/app/components/content-icon.tsx";
import type { MediaData } from "#/media/resolve.ts";
import { HeroVideo } from "#/app/components/hero-video.tsx";
import { MediaProvider } from "#/app/components/media-context.tsx";
import { PageHeader } from "#/app/components/page-header.tsx";
import { Picture } from "#/app/components/picture.tsx";
import { CtaBanner } from "#/app/components/sections/cta-banner.tsx";
import { SectionList } from "#/app/components/sections/section-list.tsx";
import { Container } from "#/app/components/ui/container.tsx";

/**
 * The one template behind every content page: header with picture or video, the sections in
 * order, then the page's one call to action.
 */
type Props = { page: ContentPage; media: MediaData; icons: IconMarkup };

export function ContentPageView({ page: { hero, sections, cta }, media, icons }: Props) {
  return (
    <MediaProvider media={media}>
      <IconProvider icons={icons}>
        <PageHeader
          eyebrow={hero.eyebrow}
          title={hero.title}
          intro={hero.intro}
          media={
            hero.video ? (
              <HeroVideo name={hero.video} />
            ) : (
              <Picture
                slot={hero.image}
                priority
                sizes="(min-width: 80rem) 36rem, (min-width: 48rem) 45vw, 100vw"
                className="max-md:aspect-video"
              />
            )
          }
        />
        <Container className="space-y-8 pb-12 sm:space-y-16 sm:pb-20">
          <SectionList sections={sections} />
          <CtaBanner id="actie" {...cta} />
        </Container>
      </IconProvider>
    </MediaProvider>
  );
}
