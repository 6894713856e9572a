// Photos the owner uploads for a team member or a blog post (through the editor at /admin, or
// by saving them there): each folder has the shape its pictures are shown in.
import { existsSync, readdirSync } from "node:fs";
import { basename, extname, join } from "node:path";
import { repositoryRoot } from "#/app/lib/repository-root.ts";

export const uploadFolders = {
  /** Portraits: square, shown small. */
  team: { ratio: [1, 1] as const, minWidth: 640 },
  /** Post pictures: landscape, like the blog's placeholder artwork. */
  blog: { ratio: [4, 3] as const, minWidth: 1200 },
} as const;

export type UploadFolder = keyof typeof uploadFolders;

/** What the editor and the build say about a photo narrower than its place needs. */
export const photoTooSmall = (width: number, minimum: number) =>
  `deze foto is ${width} pixels breed, te klein voor deze plek. Kies een foto van minstens ${minimum} pixels breed (een foto van een telefoon is groot genoeg)`;

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
