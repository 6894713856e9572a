// The served pictures' names and formats, without Node: the build (media/pipeline.ts) writes these
// files, and a page spells out its srcsets from a picture's short description (`Picture`), so the
// page data does not carry every URL in full.
export const publicMediaPath = "/media";

export const imageFormats = [
  { ext: "avif", type: "image/avif" },
  { ext: "webp", type: "image/webp" },
] as const;

export const imageFileName = (slot: string, width: number, hash: string, ext: string) =>
  `${slot}-${width}.${hash}.${ext}`;

/** A picture as a page's data carries it: enough to name its files. */
export type Picture = {
  slot: string;
  /** The source's content hash, part of every file name. */
  hash: string;
  /** The widths it is served in, smallest first. */
  widths: number[];
  alt: string;
  /** Intrinsic size (the largest file), against layout shift. */
  width: number;
  height: number;
};

/** The picture's files: a srcset per format (best first) and a fallback (the middle WebP). */
export function pictureFiles({ slot, hash, widths, width }: Picture) {
  const url = (size: number, ext: string) => `${publicMediaPath}/${imageFileName(slot, size, hash, ext)}`;
  return {
    src: url(widths[Math.floor(widths.length / 2)] ?? width, "webp"),
    sources: imageFormats.map((format) => ({
      type: format.type,
      srcSet: widths.map((size) => `${url(size, format.ext)} ${size}w`).join(", "),
    })),
  };
}
