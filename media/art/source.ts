// A slot's placeholder drawing, as `npm run placeholders` encodes it (scripts/placeholders.ts),
// and the hash its files are named by. The build never draws: it reads the files and their hashes.
import { mediaManifest, type MediaSlot } from "#/media/manifest.ts";
import { heightFor, pictureHash, widthsFor } from "#/media/pipeline.ts";
import { renderArt } from "#/media/art/render.ts";
import { artSpec } from "#/media/art/spec.ts";

/** The slot's artwork as its file in media/slots/ describes it, refused with the slot's name when it is no drawing. */
export function artOf(slot: MediaSlot) {
  const checked = artSpec.safeParse(mediaManifest[slot].placeholder.art);
  if (!checked.success)
    throw new Error(
      `media/slots: ${slot}: ${checked.error.issues.map((issue) => `${issue.path.join(".")} ${issue.message}`).join("; ")}`,
    );
  return checked.data;
}

export function drawing(slot: MediaSlot): { svg: string; hash: string } {
  const width = Math.max(...widthsFor(slot));
  const svg = renderArt(artOf(slot), width, heightFor(slot, width));
  return { svg, hash: pictureHash(slot, svg) };
}
