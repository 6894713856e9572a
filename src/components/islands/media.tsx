import { HeroVideo } from "#/src/components/sections/hero-video.tsx";
import { IslandMark } from "#/src/components/islands/island-mark.tsx";
import { MediaProvider } from "#/src/components/ui/media-context.tsx";
import { CarouselSection } from "#/src/components/sections/carousel-section.tsx";
import type { SectionProps } from "#/src/copy/sections.ts";
import type { MediaData } from "#/media/resolve.ts";

// Islands that show the media pipeline's files: each is given only the pictures or video it shows.

/** A carousel section: below the fold on every page; without JavaScript its row scrolls. */
export function CarouselIsland({ media, ...section }: SectionProps<"carousel"> & { media: MediaData }) {
  return (
    <IslandMark name="carousel">
      <MediaProvider media={media}>
        <CarouselSection {...section} />
      </MediaProvider>
    </IslandMark>
  );
}

/** A content page's hero video: the poster is in the HTML; play and pause once the page is idle. */
export function HeroVideoIsland({ name, media }: { name: string; media: MediaData }) {
  return (
    <IslandMark name="hero-video">
      <MediaProvider media={media}>
        <HeroVideo name={name} />
      </MediaProvider>
    </IslandMark>
  );
}
