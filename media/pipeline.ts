// How a slot becomes files: the source (a real photo, else the generated artwork), the widths,
// and content-hashed output names. Shared by scripts/media.ts (writes the files) and
// media/resolve.ts (tells pages their URLs), so the two can never disagree.
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { repositoryRoot } from "#/app/lib/repository-root.ts";
import { renderArt } from "#/media/art/render.ts";
import { imageFormats } from "#/media/files.ts";
import { mediaManifest, type MediaSlot, type VideoName } from "#/media/manifest.ts";

export const mediaDir = join(repositoryRoot(import.meta.dirname), "media");
/** Where the generated files go; Vite copies public/ into the build. */
export const publicMediaDir = join(mediaDir, "..", "public", "media");
export { imageFileName, publicMediaPath } from "#/media/files.ts";

/** Bump to regenerate every file after changing encoder settings. */
const PIPELINE_VERSION = "1";
export const formats = [
  { ...imageFormats[0], options: { quality: 55, effort: 3 } },
  { ...imageFormats[1], options: { quality: 78, effort: 4 } },
] as const;

const photoExtensions = ["jpg", "jpeg", "png", "webp"];

/** Widths to produce: square portraits are shown small; everything else up to a wide hero. */
export function widthsFor(slot: MediaSlot): number[] {
  const [w, h] = mediaManifest[slot].ratio;
  return w === h ? [320, 640] : [480, 800, 1200];
}

export function heightFor(slot: MediaSlot, width: number): number {
  const [w, h] = mediaManifest[slot].ratio;
  return Math.round((width * h) / w);
}

export function photoPath(slot: MediaSlot): string | undefined {
  return photoExtensions.map((ext) => join(mediaDir, "photos", `${slot}.${ext}`)).find((file) => existsSync(file));
}

export type Source = { kind: "photo"; file: string; bytes: Buffer } | { kind: "art"; svg: string };

/** The real photo when the practice has dropped one in, else the placeholder artwork. */
export function sourceFor(slot: MediaSlot): Source {
  const file = photoPath(slot);
  if (file) return { kind: "photo", file, bytes: readFileSync(file) };
  const width = Math.max(...widthsFor(slot));
  return { kind: "art", svg: renderArt(mediaManifest[slot].placeholder.art, width, heightFor(slot, width)) };
}

const hashOf = (...parts: (string | Buffer)[]) => {
  const hash = createHash("sha256");
  for (const part of parts) hash.update(part);
  return hash.digest("hex").slice(0, 10);
};

export function sourceHash(slot: MediaSlot, source: Source = sourceFor(slot)): string {
  return hashOf(
    PIPELINE_VERSION,
    JSON.stringify(mediaManifest[slot].ratio),
    source.kind === "photo" ? source.bytes : source.svg,
  );
}

/** Every slot also becomes a link-preview (Open Graph) image: a JPEG cropped to this size. */
export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;
export const ogImageFileName = (slot: MediaSlot, hash: string) => `${slot}-og.${hash}.jpg`;

/** The committed, generated video loops (scripts/make-videos.ts) and their served names. */
export const videoFormats = [
  { ext: "webm", type: "video/webm" },
  { ext: "mp4", type: "video/mp4" },
] as const;

export const videoSourcePath = (name: VideoName, ext: string) => join(mediaDir, "video", `${name}.${ext}`);

export function videoFileName(name: VideoName, ext: string): string {
  return `${name}.${hashOf(readFileSync(videoSourcePath(name, ext)))}.${ext}`;
}
