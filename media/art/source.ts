// A slot's placeholder drawing, as `npm run placeholders` encodes it (scripts/placeholders.ts),
// and the hash its files are named by. The build never draws: it reads the files and their hashes.
import { mediaManifest, type MediaSlot } from "#/media/manifest.ts";
import { heightFor, pictureHash, widthsFor } from "#/media/pipeline.ts";
import { renderArt } from "#/media/art/render.ts";

export function drawing(slot: MediaSlot): { svg: string; hash: string } {
  const width = Math.max(...widthsFor(slot));
  const svg = renderArt(mediaManifest[slot].placeholder.art, width, heightFor(slot, width));
  return { svg, hash: pictureHash(slot, svg) };
}
