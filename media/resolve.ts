// What a page needs to draw its pictures and videos: URLs, sizes and alt text, resolved at
// build time (route loaders) so the manifest and the artwork never reach the browser.
import { mediaManifest, videoManifest, type MediaSlot, type VideoName } from "#/media/manifest.ts";
import type { Picture } from "#/media/files.ts";
import {
  heightFor,
  OG_HEIGHT,
  OG_WIDTH,
  ogImageFileName,
  photoPath,
  publicMediaPath,
  sourceHash,
  videoFileName,
  videoFormats,
  widthsFor,
} from "#/media/pipeline.ts";

export type { Picture };

export type Video = { poster: Picture; sources: { type: string; src: string }[] };

export type MediaData = { pictures: Record<string, Picture>; videos: Record<string, Video> };

/** The photo's description once there is a photo, else the placeholder's. */
function altFor(slot: MediaSlot): string {
  const entry = mediaManifest[slot];
  return photoPath(slot) ? entry.photo : entry.placeholder.alt;
}

export function pictureFor(slot: MediaSlot): Picture {
  const widths = widthsFor(slot);
  const largest = Math.max(...widths);
  return { slot, hash: sourceHash(slot), widths, alt: altFor(slot), width: largest, height: heightFor(slot, largest) };
}

/** The slot as a link preview (og:image): a 1200 × 630 JPEG crop of the same picture. */
export function ogImageFor(slot: MediaSlot): { url: string; width: number; height: number; alt: string } {
  return {
    url: `${publicMediaPath}/${ogImageFileName(slot, sourceHash(slot))}`,
    width: OG_WIDTH,
    height: OG_HEIGHT,
    alt: altFor(slot),
  };
}

export function videoFor(name: VideoName): Video {
  return {
    poster: pictureFor(videoManifest[name].poster),
    sources: videoFormats.map((format) => ({
      type: format.type,
      src: `${publicMediaPath}/${videoFileName(name, format.ext)}`,
    })),
  };
}

export const isSlot = (value: string): value is MediaSlot => Object.hasOwn(mediaManifest, value);
const isVideo = (value: string): value is VideoName => Object.hasOwn(videoManifest, value);

/** Every picture and video a piece of content names, found by walking it. */
export function mediaFor(content: unknown): MediaData {
  const media: MediaData = { pictures: {}, videos: {} };
  const visit = (value: unknown): void => {
    if (typeof value === "string") {
      if (isSlot(value)) media.pictures[value] ??= pictureFor(value);
      if (isVideo(value)) media.videos[value] ??= videoFor(value);
    } else if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === "object") Object.values(value).forEach(visit);
  };
  visit(content);
  return media;
}
