// A photo too small for its place would be blown up and look blurred; one over 8 MB, or a file
// that is no photo, cannot be used either. The editor refuses such a photo when the owner uploads
// or chooses it (admin/); the build refuses one that got in another way (saved by hand in
// media/photos/, or through GitHub), in the same words. Only photos the site shows count: the editor also
// saves a photo the owner chose first and then replaced, and a photo nobody sees must not stop the
// site from being published.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { isUploadPath, MAX_PHOTO_BYTES, notAPhoto, photoTooLarge, photoTooSmall } from "#/media/uploads.ts";
import { widthsFor, type PictureRef } from "#/media/pipeline.ts";

/** The least width a photo needs: the largest width the site shows it at. */
export const minimumWidth = (ref: PictureRef) => Math.max(...widthsFor(ref));

/** The photo's width as it is seen, after the rotation the camera noted (a phone held upright). */
async function seenWidth(bytes: Buffer): Promise<number> {
  const { width = 0, height = 0, orientation = 1 } = await sharp(bytes).metadata();
  return orientation >= 5 ? height : width;
}

/** The text of every file the owner keeps (content/): an uploaded photo is in use when one names it. */
export const ownerFilesText = (root: string) =>
  readdirSync(join(root, "content"), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => readFileSync(join(entry.parentPath, entry.name), "utf8"))
    .join("\n");

/** Whether the site shows the photo: a slot's always, an upload's while a file of the owner names it. */
export const isShown = (ref: PictureRef, ownerFiles: string) => !isUploadPath(ref) || ownerFiles.includes(ref);

/**
 * "media/photos/blog/klein.png: deze foto is 600 pixels breed, te klein …", or undefined when the
 * photo is wide enough or not shown anywhere. `ref`: a slot, or an upload's path from the root.
 */
export async function photoSizeProblem(ref: PictureRef, file: string, bytes: Buffer, ownerFiles: string) {
  if (!isShown(ref, ownerFiles)) return undefined;
  const width = await seenWidth(bytes);
  const minimum = minimumWidth(ref);
  return width < minimum ? `${file}: ${photoTooSmall(width, minimum)}` : undefined;
}

/**
 * Everything that stops a photo the site shows, in one Dutch line naming the file, as the editor
 * says it: larger than a photo may be, no photo that can be read (a broken or renamed file), too
 * narrow for its place. Undefined when it is fine, or shown nowhere.
 */
export async function photoFileProblem(ref: PictureRef, file: string, bytes: Buffer, ownerFiles: string) {
  if (!isShown(ref, ownerFiles)) return undefined;
  if (bytes.length > MAX_PHOTO_BYTES) return `${file}: ${photoTooLarge(bytes.length)}`;
  if (!(await seenWidth(bytes).catch(() => 0))) return notAPhoto(file);
  return photoSizeProblem(ref, file, bytes, ownerFiles);
}
