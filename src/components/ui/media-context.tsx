import { createContext, use, type ReactNode } from "react";
import type { MediaData, Picture, Video } from "#/media/resolve.ts";

const MediaContext = createContext<MediaData>({ pictures: {}, videos: {} });

/** Gives the page's pictures and videos (resolved at build time by the page's data: mediaFor, media/resolve.ts) to its sections. */
export function MediaProvider({ media, children }: { media: MediaData; children: ReactNode }) {
  return <MediaContext value={media}>{children}</MediaContext>;
}

export function usePicture(slot: string): Picture {
  const picture = use(MediaContext).pictures[slot];
  if (!picture) throw new Error(`No picture for slot "${slot}": give it in the page's media (mediaFor)`);
  return picture;
}

export function useVideo(name: string): Video {
  const video = use(MediaContext).videos[name];
  if (!video) throw new Error(`No video "${name}": give it in the page's media (mediaFor)`);
  return video;
}
