import { Direction } from "radix-ui";
import { MediaProvider } from "#/app/components/media-context.tsx";
import { CarouselSection } from "#/app/components/sections/carousel-section.tsx";
import type { SectionProps } from "#/app/content/sections.ts";
import type { MediaData } from "#/media/resolve.ts";

/** client:visible — every carousel is below the fold; without JS its row scrolls natively. */
export default function CarouselIsland({ media, ...section }: SectionProps<"carousel"> & { media: MediaData }) {
  return (
    <Direction.Provider dir="ltr">
      <MediaProvider media={media}>
        <CarouselSection {...section} />
      </MediaProvider>
    </Direction.Provider>
  );
}
