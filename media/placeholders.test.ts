import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { mediaManifest, type MediaSlot } from "#/media/manifest.ts";
import { artSource, pictureFileNames, placeholdersDir, sourceHash } from "#/media/pipeline.ts";

// The build copies each placeholder's files from media/placeholders/ rather than drawing them
// (scripts/media.ts). A drawing changed without `npm run placeholders` would still build, but
// slowly, every time: this says so where the drawing was changed.
describe("media/placeholders/", () => {
  const kept = new Set(readdirSync(placeholdersDir));
  const wanted = (Object.keys(mediaManifest) as MediaSlot[]).flatMap((slot) =>
    pictureFileNames(slot, sourceHash(slot, artSource(slot))),
  );

  it("holds every file of every slot's current drawing (else run npm run placeholders)", () => {
    expect(wanted.filter((name) => !kept.has(name))).toEqual([]);
  });

  it("holds nothing else (npm run placeholders removes what no slot needs)", () => {
    const needed = new Set(wanted);
    expect([...kept].filter((name) => !needed.has(name))).toEqual([]);
  });
});
