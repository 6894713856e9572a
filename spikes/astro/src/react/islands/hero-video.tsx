import { HeroVideo } from "#/app/components/hero-video.tsx";
import { MediaProvider } from "#/app/components/media-context.tsx";
import type { MediaData } from "#/media/resolve.ts";

/** client:idle — the poster is in the HTML; the video starts and its button works once the page is idle. */
export default function HeroVideoIsland({ name, media }: { name: string; media: MediaData }) {
  return (
    <MediaProvider media={media}>
      <HeroVideo name={name} />
    </MediaProvider>
  );
}
