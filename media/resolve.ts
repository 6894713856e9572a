// What a page needs to draw its pictures and videos: URLs, sizes and alt text, resolved at
// build time (the pages' data) so the manifest and the artwork never reach the browser.
import { mediaManifest, videoManifest, type MediaSlot, type VideoName } from "#/media/manifest.ts";
import type { Picture } from "#/media/files.ts";
import { isUploadPath } from "#/media/uploads.ts";
import {
  fileKey,
  heightFor,
  OG_HEIGHT,
  OG_WIDTH,
  ogImageFileName,
  photoPath,
  type PictureRef,
  publicMediaPath,
  sourceHash,
  videoFileName,
  videoFormats,
  widthsFor,
} from "#/media/pipeline.ts";

export type { Picture };

export type Video = { poster: Picture; sources: { type: string; src: string }[] };

export type MediaData = { pictures: Record<string, Picture>; videos: Record<string, Video> };

/**
 * A slot's photo description once there is a photo, else the placeholder's. An uploaded photo has
 * none of its own: the page that shows it says what is on it (a post's imageAlt, a member's name).
 */
function altFor(ref: PictureRef): string {
  if (!isSlot(ref)) return "";
  const entry = mediaManifest[ref];
  return photoPath(ref) ? entry.photo : entry.placeholder.alt;
}

export function pictureFor(ref: PictureRef): Picture {
  const widths = widthsFor(ref);
  const largest = Math.max(...widths);
  return {
    slot: fileKey(ref),
    hash: sourceHash(ref),
    widths,
    alt: altFor(ref),
    width: largest,
    height: heightFor(ref, largest),
  };
}

/** The slot as a link preview (og:image): a 1200 × 630 JPEG crop of the same picture. */
export function ogImageFor(ref: PictureRef): { url: string; width: number; height: number; alt: string } {
  return {
    url: `${publicMediaPath}/${ogImageFileName(ref, sourceHash(ref))}`,
    width: OG_WIDTH,
    height: OG_HEIGHT,
    alt: altFor(ref),
  };
}

function videoFor(name: VideoName): Video {
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
      if (isSlot(value) || isUploadPath(value)) media.pictures[value] ??= pictureFor(value);
      if (isVideo(value)) media.videos[value] ??= videoFor(value);
    } else if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === "object") Object.values(value).forEach(visit);
  };
  visit(content);
  return media;
}
