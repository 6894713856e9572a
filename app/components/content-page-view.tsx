import type { ContentPage } from "~/content/sections";
import { IconProvider, type IconMarkup } from "./content-icon";
import type { MediaData } from "../../media/resolve";
import { HeroVideo } from "./hero-video";
import { MediaProvider } from "./media-context";
import { PageHeader } from "./page-header";
import { Picture } from "./picture";
import { SectionList } from "./sections/section-list";
import { Container } from "./ui/container";

/** The one template behind every content page: header with picture or video, then the sections in order. */
type Props = { page: ContentPage; media: MediaData; icons: IconMarkup };

export function ContentPageView({ page: { hero, sections }, media, icons }: Props) {
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
              <Picture slot={hero.image} priority sizes="(min-width: 80rem) 36rem, (min-width: 48rem) 45vw, 100vw" />
            )
          }
        />
        <Container className="space-y-16 pb-20">
          <SectionList sections={sections} />
        </Container>
      </IconProvider>
    </MediaProvider>
  );
}
