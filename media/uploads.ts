// Photos the owner uploads for a team member or a blog post (through the editor at /admin, or
// by saving them there): each folder has the shape its pictures are shown in.
import { existsSync, readdirSync } from "node:fs";
import { basename, extname, join } from "node:path";
import { repositoryRoot } from "#/src/data/repository-root.ts";
import { mediaManifest } from "#/media/manifest.ts";

export const uploadFolders = {
  /** Portraits: square, shown small. */
  team: { ratio: [1, 1] as const, minWidth: 640 },
  /** Post pictures: landscape, like the blog's placeholder artwork. */
  blog: { ratio: [4, 3] as const, minWidth: 1200 },
} as const;

export type UploadFolder = keyof typeof uploadFolders;

/** The widths a picture of this shape is made in: square portraits are shown small, the rest up to a wide hero. */
export const widthsForRatio = ([w, h]: readonly [number, number]): number[] =>
  w === h ? [320, 640] : [480, 800, 1200];

/** What the editor and the build say about a photo narrower than its place needs. */
export const photoTooSmall = (width: number, minimum: number) =>
  `deze foto is ${width} pixels breed, te klein voor deze plek. Kies een foto van minstens ${minimum} pixels breed (een foto van een telefoon is groot genoeg)`;

/** The largest photo the editor takes and the build uses: a phone's photo fits, a camera's 12 MB original does not. */
export const MAX_PHOTO_BYTES = 8_000_000;

/** What the editor and the build say about a photo file larger than MAX_PHOTO_BYTES. */
export const photoTooLarge = (bytes: number) =>
  `dit bestand is ${(Math.ceil(bytes / 100_000) / 10).toLocaleString("nl-NL")} MB, te groot: een foto mag hoogstens ${MAX_PHOTO_BYTES / 1_000_000} MB zijn. Verklein de foto eerst, of stuur hem naar uzelf via WhatsApp of e-mail, dat maakt hem kleiner`;

/** What the editor and the build say about a file that is no photo they can read, naming it. */
export const notAPhoto = (name: string) =>
  `${name} is geen bruikbare foto: het bestand is beschadigd, of het is geen foto in JPG, PNG of WebP. Open de foto op uw computer, bewaar hem opnieuw als JPG en kies hem nog eens`;

/**
 * The least width of a photo uploaded through the editor's media library as `name`: a file named
 * after a slot (media/photos/<slot>.jpg) takes that slot's place; any other must at least fit the
 * smallest place on the site (the field it is chosen for asks more when it needs more).
 */
export function leastUploadWidth(name: string): number {
  const slot = name
    .toLowerCase()
    .replace(/\.[^.]*$/, "")
    .replace(/\s+/g, "-");
  if (Object.hasOwn(mediaManifest, slot))
    return Math.max(...widthsForRatio(mediaManifest[slot as keyof typeof mediaManifest].ratio));
  return Math.min(...Object.values(uploadFolders).map((folder) => folder.minWidth));
}

/** "media/photos/team/sanne.jpg": how the data files name an uploaded photo (from the repository root). */
const uploadPattern = /^media\/photos\/(team|blog)\/([^/]+)\.(jpe?g|png|webp)$/i;

/** "Sanne de Vries" → "sanne-de-vries": safe in a served file name. */
const slugOf = (name: string) =>
  name
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

export const isUploadPath = (value: string) => uploadPattern.test(value);

/** The uploaded photo's folder and the name its served files get, e.g. team-sanne. */
export function uploadOf(path: string): { folder: UploadFolder; key: string } | undefined {
  const match = uploadPattern.exec(path);
  if (!match) return undefined;
  const folder = match[1]!.toLowerCase() as UploadFolder;
  return { folder, key: `${folder}-${slugOf(match[2]!)}` };
}

/** Every photo in the upload folders: the build turns each into responsive files. */
export function uploadedPhotos(): string[] {
  const root = repositoryRoot(import.meta.dirname);
  return (Object.keys(uploadFolders) as UploadFolder[]).flatMap((folder) => {
    const dir = join(root, "media", "photos", folder);
    if (!existsSync(dir)) return [];
    return readdirSync(dir)
      .filter((file) => /\.(jpe?g|png|webp)$/i.test(extname(file)))
      .map((file) => `media/photos/${folder}/${basename(file)}`);
  });
}
