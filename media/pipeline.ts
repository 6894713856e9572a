// How a picture becomes files: the source (a real photo, else the placeholder's files made by
// `npm run placeholders`, named in media/placeholders/hashes.json), the widths, and content-hashed
// output names. Shared by scripts/media.ts (writes the files) and
// media/resolve.ts (tells pages their URLs), so the two can never disagree.
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { repositoryRoot } from "#/src/data/repository-root.ts";
import { imageFileName, imageFormats } from "#/media/files.ts";
import { mediaManifest, type MediaSlot, type VideoName } from "#/media/manifest.ts";
import { uploadFolders, uploadOf, widthsForRatio } from "#/media/uploads.ts";

const mediaDir = join(repositoryRoot(import.meta.dirname), "media");
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

/** A picture as the site names it: a slot of the manifest, or an uploaded photo's path (media/uploads.ts). */
export type PictureRef = MediaSlot | (string & {});

type Spec = {
  /** The served files' base name: the slot, or e.g. team-sanne for an upload. */
  key: string;
  ratio: readonly [number, number];
  /** The photo file, once there is one. */
  photo?: string;
};

const isSlot = (ref: string): ref is MediaSlot => Object.hasOwn(mediaManifest, ref);

function specOf(ref: PictureRef): Spec {
  if (isSlot(ref)) {
    const photo = photoExtensions
      .map((ext) => join(mediaDir, "photos", `${ref}.${ext}`))
      .find((file) => existsSync(file));
    return { key: ref, ratio: mediaManifest[ref].ratio, photo };
  }
  const upload = uploadOf(ref);
  if (!upload) throw new Error(`No picture "${ref}": neither a slot in media/manifest.ts nor an uploaded photo`);
  return { key: upload.key, ratio: uploadFolders[upload.folder].ratio, photo: join(mediaDir, "..", ref) };
}

export const fileKey = (ref: PictureRef) => specOf(ref).key;

/** Widths to produce: square portraits are shown small; everything else up to a wide hero. */
export function widthsFor(ref: PictureRef): number[] {
  return widthsForRatio(specOf(ref).ratio);
}

export function heightFor(ref: PictureRef, width: number): number {
  const [w, h] = specOf(ref).ratio;
  return Math.round((width * h) / w);
}

export function photoPath(ref: PictureRef): string | undefined {
  return specOf(ref).photo;
}

/** A real photo, or a placeholder whose files media/placeholders/ holds under its hash. */
export type Source = { kind: "photo"; file: string; bytes: Buffer } | { kind: "placeholder"; hash: string };

/** The real photo when the practice has dropped one in, else the placeholder artwork. */
export function sourceFor(ref: PictureRef): Source {
  const { photo } = specOf(ref);
  if (photo) return { kind: "photo", file: photo, bytes: readFileSync(photo) };
  const hash = placeholderHashes()[ref];
  if (!hash) throw new Error(`${ref}: no placeholder in media/placeholders/hashes.json (run npm run placeholders)`);
  return { kind: "placeholder", hash };
}

/** Where the placeholders' files are kept, made once by `npm run placeholders` (committed). */
export const placeholdersDir = join(mediaDir, "placeholders");
export const placeholderHashesFile = join(placeholdersDir, "hashes.json");
let hashes: Record<string, string> | undefined;
/** Each slot's placeholder hash, as `npm run placeholders` last drew it. */
export const placeholderHashes = (): Record<string, string> =>
  (hashes ??= JSON.parse(readFileSync(placeholderHashesFile, "utf8")) as Record<string, string>);

/** The names of the files a picture becomes: each width in each format, and its link preview. */
export function pictureFileNames(ref: PictureRef, hash: string): string[] {
  const names = widthsFor(ref).flatMap((width) =>
    formats.map((format) => imageFileName(fileKey(ref), width, hash, format.ext)),
  );
  return [...names, ogImageFileName(ref, hash)];
}

const hashOf = (...parts: (string | Buffer)[]) => {
  const hash = createHash("sha256");
  for (const part of parts) hash.update(part);
  return hash.digest("hex").slice(0, 10);
};

export function sourceHash(ref: PictureRef, source: Source = sourceFor(ref)): string {
  return source.kind === "placeholder" ? source.hash : pictureHash(ref, source.bytes);
}

/** The hash in a picture's file names: of the pipeline, its shape and what is encoded (a photo, a drawing). */
export const pictureHash = (ref: PictureRef, bytes: string | Buffer) =>
  hashOf(PIPELINE_VERSION, JSON.stringify(specOf(ref).ratio), bytes);

/** Every slot also becomes a link-preview (Open Graph) image: a JPEG cropped to this size. */
export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;
export const ogImageFileName = (ref: PictureRef, hash: string) => `${fileKey(ref)}-og.${hash}.jpg`;

/** The committed, generated video loops (scripts/make-videos.ts) and their served names. */
export const videoFormats = [
  { ext: "webm", type: "video/webm" },
  { ext: "mp4", type: "video/mp4" },
] as const;

export const videoSourcePath = (name: VideoName, ext: string) => join(mediaDir, "video", `${name}.${ext}`);

export function videoFileName(name: VideoName, ext: string): string {
  return `${name}.${hashOf(readFileSync(videoSourcePath(name, ext)))}.${ext}`;
}
