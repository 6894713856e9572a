// Builds every picture slot into responsive AVIF/WebP files plus a JPEG link-preview (Open Graph)
// crop, and copies the video loops into public/media/ with content-hashed names. A placeholder's
// files are copied from media/placeholders/ (made once by `npm run placeholders`, which alone draws);
// only photos are encoded here. Unchanged files are kept, stale ones removed.
import { copyFile, mkdir, readdir, rm } from "node:fs/promises";
import { existsSync } from "node:fs";
import { join, relative } from "node:path";
import { mediaManifest, videoManifest, type MediaSlot, type VideoName } from "#/media/manifest.ts";
import { notAPhoto, uploadedPhotos } from "#/media/uploads.ts";
import { isShown, ownerFilesText, photoFileProblem } from "#/media/photo-size.ts";
import { repositoryRoot } from "#/src/data/repository-root.ts";
import {
  pictureFileNames,
  placeholdersDir,
  publicMediaDir,
  type PictureRef,
  sourceFor,
  sourceHash,
  videoFileName,
  videoFormats,
  videoSourcePath,
} from "#/media/pipeline.ts";
import { encodePicture } from "#/scripts/lib/encode-picture.ts";

const started = performance.now();
await mkdir(publicMediaDir, { recursive: true });
const wanted = new Set<string>();
let written = 0;
/** Photos the site cannot use (media/photo-size.ts): the build stops and names each one, in one line. */
const unusable: string[] = [];
/** Broken photos no page shows (an upload replaced in the editor): left out, and said, but nothing stops. */
const leftOut: string[] = [];
const ownerFiles = ownerFilesText(repositoryRoot(import.meta.dirname));

async function buildPicture(slot: PictureRef) {
  const source = sourceFor(slot);
  const file = source.kind === "photo" ? relative(process.cwd(), source.file) : "";
  if (source.kind === "photo") {
    const problem = await photoFileProblem(slot, file, source.bytes, ownerFiles);
    if (problem) return void unusable.push(problem);
  }
  try {
    await writePicture(slot, source);
  } catch (error) {
    // A photo whose header reads but whose picture does not (a cut-off download): said as the check says it.
    if (source.kind !== "photo") throw error;
    (isShown(slot, ownerFiles) ? unusable : leftOut).push(notAPhoto(file));
  }
}

async function writePicture(slot: PictureRef, source: ReturnType<typeof sourceFor>) {
  const hash = sourceHash(slot, source);
  const names = pictureFileNames(slot, hash);
  for (const name of names) wanted.add(name);
  if (source.kind === "placeholder") {
    for (const name of names) {
      if (existsSync(join(publicMediaDir, name))) continue;
      if (!existsSync(join(placeholdersDir, name)))
        throw new Error(`media: ${name} is missing from media/placeholders/: run \`npm run placeholders\``);
      await copyFile(join(placeholdersDir, name), join(publicMediaDir, name));
      written++;
    }
    return;
  }
  written += await encodePicture(slot, source.bytes, hash, publicMediaDir);
}

const slots: PictureRef[] = [...(Object.keys(mediaManifest) as MediaSlot[]), ...uploadedPhotos()];
// Two at a time: the build machine has two cores.
for (let i = 0; i < slots.length; i += 2) await Promise.all(slots.slice(i, i + 2).map(buildPicture));
for (const line of leftOut) console.warn(`Overgeslagen, want geen pagina toont deze foto: ${line}`);
if (unusable.length) {
  const count = unusable.length === 1 ? "één foto klopt" : `${unusable.length} foto's kloppen`;
  console.error(`\nDe website kan niet worden bijgewerkt: ${count} nog niet.\n\n${unusable.join("\n\n")}\n`);
  process.exit(1);
}

for (const name of Object.keys(videoManifest) as VideoName[]) {
  for (const format of videoFormats) {
    const file = videoFileName(name, format.ext);
    wanted.add(file);
    if (!existsSync(join(publicMediaDir, file))) {
      await copyFile(videoSourcePath(name, format.ext), join(publicMediaDir, file));
      written++;
    }
  }
}

let removed = 0;
for (const file of await readdir(publicMediaDir)) {
  if (!wanted.has(file)) {
    await rm(join(publicMediaDir, file));
    removed++;
  }
}
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(`media: ${slots.length} pictures, ${written} files written, ${removed} removed (${seconds} s)`);
