// A photo the owner uploaded (through the editor at /admin, or by saving it in media/photos/).
// The media pipeline turns it into the same responsive files as every other picture.
import { z } from "zod";
import { mediaManifest } from "#/media/manifest.ts";
import { isUploadPath, uploadFolders, uploadOf, type UploadFolder } from "#/media/uploads.ts";

/**
 * What is wrong with a reference to an uploaded photo, in Dutch; undefined when it is fine. Whether
 * the photo is in its folder is the reader's to check (src/data/data-files.ts).
 */
function photoProblem(path: string, folder: UploadFolder): string | undefined {
  if (uploadOf(path)?.folder !== folder) {
    return `een foto (jpg, png of webp) in media/photos/${folder}/, bijvoorbeeld media/photos/${folder}/foto.jpg`;
  }
  return undefined;
}

const withoutLeadingSlash = (path: string) => path.trim().replace(/^\//, "");

/** `folder`: where the editor puts the upload, which decides the shape it is shown in (media/uploads.ts). */
export const uploadedPhoto = (folder: UploadFolder, meta: { title: string; description?: string }) =>
  z
    .string()
    .transform(withoutLeadingSlash)
    .superRefine((path, context) => {
      const problem = photoProblem(path, folder);
      if (problem) context.addIssue({ code: "custom", message: problem });
    })
    .meta({ ...meta, widget: "image", folder, minWidth: uploadFolders[folder].minWidth });

/** An uploaded blog photo, or a picture slot of the manifest (the posts that came with the site). */
export const postPicture = (meta: { title: string; description?: string }) =>
  z
    .string()
    .transform(withoutLeadingSlash)
    .superRefine((value, context) => {
      const problem =
        isUploadPath(value) || !Object.hasOwn(mediaManifest, value) ? photoProblem(value, "blog") : undefined;
      if (problem) context.addIssue({ code: "custom", message: problem });
    })
    .meta({ ...meta, widget: "image", folder: "blog", minWidth: uploadFolders.blog.minWidth, slots: true });

export const isUploadedPhoto = (value: string) => isUploadPath(withoutLeadingSlash(value));
