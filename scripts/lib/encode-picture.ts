// Encodes one picture (a photo's bytes or a placeholder's SVG) into its responsive AVIF and WebP
// files and its JPEG link preview, in `dir`; a file already there is kept (its name is its hash).
import { existsSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import {
  fileKey,
  formats,
  heightFor,
  imageFileName,
  OG_HEIGHT,
  OG_WIDTH,
  ogImageFileName,
  type PictureRef,
  widthsFor,
} from "#/media/pipeline.ts";

/** Behind a link preview (a JPEG has no transparency): the page's own --color-canvas (src/app.css). */
export const JPEG_BACKGROUND = "#fbf8f4";

/** Writes the files of `ref` missing from `dir`; returns how many it wrote. */
export async function encodePicture(ref: PictureRef, input: Buffer, hash: string, dir: string): Promise<number> {
  let written = 0;
  for (const width of widthsFor(ref)) {
    const resized = sharp(input, { density: 144 })
      .rotate()
      .resize(width, heightFor(ref, width), { fit: "cover", position: "attention" });
    for (const format of formats) {
      const file = join(dir, imageFileName(fileKey(ref), width, hash, format.ext));
      if (existsSync(file)) continue;
      const pipeline = resized.clone();
      await (format.ext === "avif" ? pipeline.avif(format.options) : pipeline.webp(format.options)).toFile(file);
      written++;
    }
  }
  const og = join(dir, ogImageFileName(ref, hash));
  if (!existsSync(og)) {
    await sharp(input, { density: 144 })
      .rotate()
      .resize(OG_WIDTH, OG_HEIGHT, { fit: "cover", position: "attention" })
      .flatten({ background: JPEG_BACKGROUND }) // JPEG has no transparency
      .jpeg({ quality: 80, mozjpeg: true })
      .toFile(og);
    written++;
  }
  return written;
}
