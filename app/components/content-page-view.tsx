import type { ContentPage } from "~/content/sections";
import type { MediaData } from "../../media/resolve";
import { HeroVideo } from "./hero-video";
import { MediaProvider } from "./media-context";
import { PageHeader } from "./page-header";
import { Picture } from "./picture";
import { SectionList } from "./sections/section-list";
import { Container } from "./ui/container";

/** The one template behind every content page: header with picture or video, then the sections in order. */
export function ContentPageView({ page: { hero, sections }, media }: { page: ContentPage; media: MediaData }) {
  return (
    <MediaProvider media={media}>
      <PageHeader
        eyebrow={hero.eyebrow}
        title={hero.title}
        intro={hero.intro}
        media={
          hero.video ? (
            <HeroVideo name={hero.video} />
          ) : (
            <Picture slot={hero.image} priority sizes="(min-width: 80rem) 36rem, (min-width: 48rem) 45vw, 100vw" />
          )
        }
      />
      <Container className="space-y-16 pb-20">
        <SectionList sections={sections} />
      </Container>
    </MediaProvider>
  );
}
