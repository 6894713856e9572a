// `npm run placeholders`: draws every slot's placeholder artwork (media/art/) into its picture files
// in media/placeholders/, which are committed, so a build copies them instead of encoding ~550
// files. Run it after changing a drawing, a slot's shape or the encoder settings; files no slot
// needs any more are removed. A unit test (media/placeholders.test.ts) says when it is due.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { mediaManifest, type MediaSlot } from "#/media/manifest.ts";
import { drawing } from "#/media/art/source.ts";
import { pictureFileNames, placeholderHashesFile, placeholdersDir } from "#/media/pipeline.ts";
import { encodePicture } from "#/scripts/lib/encode-picture.ts";

const started = performance.now();
mkdirSync(placeholdersDir, { recursive: true });
const slots = Object.keys(mediaManifest) as MediaSlot[];
const wanted = new Set<string>(["hashes.json"]);
const hashes: Record<string, string> = {};
let written = 0;
for (const [index, slot] of slots.entries()) {
  const { svg, hash } = drawing(slot);
  hashes[slot] = hash;
  for (const name of pictureFileNames(slot, hash)) wanted.add(name);
  const count = await encodePicture(slot, Buffer.from(svg), hash, placeholdersDir);
  written += count;
  if (count) console.log(`placeholders: ${index + 1}/${slots.length} ${slot} (${count} files)`);
}
writeFileSync(placeholderHashesFile, `${JSON.stringify(hashes, null, 2)}\n`);
let removed = 0;
for (const file of readdirSync(placeholdersDir)) {
  if (wanted.has(file)) continue;
  rmSync(join(placeholdersDir, file));
  removed++;
}
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(`placeholders: ${slots.length} slots, ${written} files written, ${removed} removed (${seconds} s)`);
