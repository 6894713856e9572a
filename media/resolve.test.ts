import { describe, expect, it } from "vitest";
import { contentPageAt } from "#/src/registry/content-pages.fixture.ts";
import { mediaManifest, videoManifest, type MediaSlot } from "#/media/manifest.ts";
import {
  fileKey,
  heightFor,
  imageFileName,
  OG_HEIGHT,
  OG_WIDTH,
  ogImageFileName,
  sourceHash,
  widthsFor,
} from "#/media/pipeline.ts";
import { pictureFiles } from "#/media/files.ts";
import { mediaFor, ogImageFor, pictureFor } from "#/media/resolve.ts";
import { artOf } from "#/media/art/source.ts";
import { artSpec } from "#/media/art/spec.ts";
import { mediaEntry } from "#/media/types.ts";

const slots = Object.keys(mediaManifest) as MediaSlot[];

describe("media manifest", () => {
  it.each(slots)("%s describes a drawing the placeholder tool can make", (slot) => {
    expect(() => artOf(slot)).not.toThrow();
  });

  it("refuses a slot file whose entry lacks its photo brief or has no drawing", () => {
    const entry = mediaManifest[slots[0]!];
    expect(mediaEntry.safeParse({ ...entry, photo: "" }).success).toBe(false);
    expect(mediaEntry.safeParse({ ...entry, ratio: [4] }).success).toBe(false);
    expect(mediaEntry.safeParse({ ...entry, placeholder: { alt: entry.placeholder.alt } }).success).toBe(false);
    expect(artSpec.safeParse({ kind: "shells", variant: "plug", colours: ["purple"] }).success).toBe(false);
    expect(artSpec.safeParse({ kind: "scene", theme: "stage" }).success).toBe(true);
  });

  it.each(slots)("%s has a photo brief and a placeholder alt text of reasonable length", (slot) => {
    const entry = mediaManifest[slot];
    for (const text of [entry.photo, entry.placeholder.alt]) {
      expect(text.length).toBeGreaterThan(15);
      expect(text.length).toBeLessThanOrEqual(160);
    }
  });

  it("gives every slot a picture of its own; only a branch's front and shop show on two pages", () => {
    // The same place may be shown on its branch page and on /over-ons; any other picture is one slot's.
    const samePlace = new Set(["facade", "interior"]);
    const bySubject = new Map<string, MediaSlot[]>();
    for (const slot of slots) {
      const art = mediaManifest[slot].placeholder.art;
      if (samePlace.has(art.kind)) continue;
      const subject = JSON.stringify(art);
      bySubject.set(subject, [...(bySubject.get(subject) ?? []), slot]);
    }
    const shared = [...bySubject]
      .filter(([, shown]) => shown.length > 1)
      .map(([subject, shown]) => `${subject}: ${shown.join(", ")}`);
    expect(shared, "pictures drawn for more than one slot").toEqual([]);
  });

  it("gives every video a poster slot", () => {
    for (const video of Object.values(videoManifest)) expect(Object.keys(mediaManifest)).toContain(video.poster);
  });
});

describe("pictureFor", () => {
  it("describes the placeholder while there is no photo, in AVIF and WebP at every width", () => {
    const slot = "protection-music-hero";
    const picture = pictureFor(slot);
    expect(picture.alt).toBe(mediaManifest[slot].placeholder.alt);
    const files = pictureFiles(picture);
    expect(files.sources.map((source) => source.type)).toEqual(["image/avif", "image/webp"]);
    const hash = sourceHash(slot);
    expect(files.src).toBe(`/media/${imageFileName(slot, 800, hash, "webp")}`);
    expect(files.sources[0]!.srcSet).toBe(
      widthsFor(slot)
        .map((width) => `/media/${imageFileName(slot, width, hash, "avif")} ${width}w`)
        .join(", "),
    );
    expect([picture.width, picture.height]).toEqual([1200, 900]);
  });

  it("names an uploaded photo's files after its folder and file name, in its folder's shape", () => {
    expect(fileKey("media/photos/team/Marieke de Boer.JPG")).toBe("team-marieke-de-boer");
    expect(widthsFor("media/photos/team/marieke.jpg")).toEqual([320, 640]);
    expect(heightFor("media/photos/blog/oorafdruk.webp", 1200)).toBe(900);
    expect(() => widthsFor("media/photos/elders/foto.jpg")).toThrow(/No picture/);
  });

  it("keeps a 4:3 picture's intrinsic size in proportion", () => {
    const picture = pictureFor("protection-music-hero");
    expect(picture.width / picture.height).toBeCloseTo(4 / 3, 2);
  });
});

describe("ogImageFor", () => {
  it("gives the slot's 1200 × 630 JPEG crop, with the same alt text as the picture", () => {
    const og = ogImageFor("protection-music-hero");
    expect(og).toEqual({
      url: `/media/${ogImageFileName("protection-music-hero", sourceHash("protection-music-hero"))}`,
      width: 1200,
      height: 630,
      alt: pictureFor("protection-music-hero").alt,
    });
    expect([OG_WIDTH, OG_HEIGHT]).toEqual([1200, 630]);
    expect(og.url).toMatch(/^\/media\/protection-music-hero-og\.[0-9a-f]{10}\.jpg$/);
  });
});

describe("mediaFor", () => {
  it("finds every picture and video a page names, and nothing else", () => {
    const media = mediaFor(contentPageAt("/in-ear-monitors/muzikanten"));
    expect(Object.keys(media.videos)).toEqual(["in-ear-stage"]);
    expect(Object.keys(media.pictures)).toContain("in-ear-musicians-hero");
    expect(Object.keys(media.pictures).filter((slot) => slot.startsWith("in-ear-design-"))).toHaveLength(10);
    expect(Object.keys(media.pictures)).not.toContain("in-ear-hl5");
  });
});
