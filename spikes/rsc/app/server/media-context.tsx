// RSC stand-in for app/components/media-context.tsx: a per-request store (React's cache) instead
// of a context, which server components cannot read. Client components below (the hero video)
// still get the real context, with just the videos they need.
import { cache, type ReactNode } from "react";
import type { MediaData, Picture, Video } from "#/media/resolve.ts";
import { MediaProvider as ClientMediaProvider } from "#/spikes/rsc/app/client/media-provider.tsx";

const store = cache((): { media: MediaData } => ({ media: { pictures: {}, videos: {} } }));

export function MediaProvider({ media, children }: { media: MediaData; children: ReactNode }) {
  store().media = media;
  if (Object.keys(media.videos).length === 0) return children;
  return <ClientMediaProvider media={{ pictures: {}, videos: media.videos }}>{children}</ClientMediaProvider>;
}

export function usePicture(slot: string): Picture {
  const picture = store().media.pictures[slot];
  if (!picture) throw new Error(`No picture for slot "${slot}"`);
  return picture;
}

export function useVideo(name: string): Video {
  const video = store().media.videos[name];
  if (!video) throw new Error(`No video "${name}"`);
  return video;
}
