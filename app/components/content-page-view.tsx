import type { ContentPage } from "~/content/sections";
import { MediaArt } from "./media-art";
import { PageHeader } from "./page-header";
import { SectionList } from "./sections/section-list";
import { Container } from "./ui/container";

/** The one template behind every content page: header with artwork, then the sections in order. */
export function ContentPageView({ page: { hero, sections } }: { page: ContentPage }) {
  return (
    <>
      <PageHeader
        eyebrow={hero.eyebrow}
        title={hero.title}
        intro={hero.intro}
        media={<MediaArt slot={hero.image.slot} alt={hero.image.alt} className="mx-auto max-w-md" />}
      />
      <Container className="space-y-16 pb-20">
        <SectionList sections={sections} />
      </Container>
    </>
  );
}
