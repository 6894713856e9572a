import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { mediaManifest } from "#/media/manifest.ts";
import { minimumWidth, photoFileProblem, photoSizeProblem } from "#/media/photo-size.ts";
import { leastUploadWidth, MAX_PHOTO_BYTES, uploadFolders, type UploadFolder } from "#/media/uploads.ts";

const photo = (width: number, height: number, orientation?: number) => {
  const image = sharp({ create: { width, height, channels: 3, background: "#0e4f5c" } });
  return (orientation ? image.withMetadata({ orientation }) : image).jpeg().toBuffer();
};

const slot = "protection-music-hero";
const upload = "media/photos/blog/oorafdruk.jpg";
const postNamingIt = `---\ntitle: Een oorafdruk\nimage: /${upload}\n---\n`;

describe("a photo too small for its place", () => {
  it("is refused, in the editor's words, at one pixel less than the site shows it at", async () => {
    const minimum = minimumWidth(slot);
    expect(await photoSizeProblem(slot, "media/photos/x.jpg", await photo(minimum - 1, minimum), "")).toBe(
      `media/photos/x.jpg: deze foto is ${minimum - 1} pixels breed, te klein voor deze plek. Kies een foto van minstens ${minimum} pixels breed (een foto van een telefoon is groot genoeg)`,
    );
    expect(await photoSizeProblem(slot, "media/photos/x.jpg", await photo(minimum, minimum), "")).toBeUndefined();
  });

  it("is measured as it is seen: a phone's upright photo is as wide as it is shown", async () => {
    const minimum = minimumWidth(slot);
    // Stored on its side (narrow, tall) with the rotation noted: seen, it is wide enough.
    const upright = await photo(minimum - 100, minimum + 100, 6);
    expect(await photoSizeProblem(slot, "media/photos/x.jpg", upright, "")).toBeUndefined();
    // Stored wide, seen on its side: too narrow.
    const sideways = await photo(minimum + 100, minimum - 100, 6);
    expect(await photoSizeProblem(slot, "media/photos/x.jpg", sideways, "")).toContain("te klein voor deze plek");
  });

  it("counts for an uploaded photo only while a file of the owner names it", async () => {
    const small = await photo(minimumWidth(upload) - 1, 600);
    // The editor also saves a photo chosen first and then replaced: nobody sees it, nothing stops.
    expect(await photoSizeProblem(upload, upload, small, "title: Iets anders\n")).toBeUndefined();
    expect(await photoSizeProblem(upload, upload, small, postNamingIt)).toContain("te klein voor deze plek");
  });

  it.each(Object.keys(uploadFolders) as UploadFolder[])(
    "asks the same width of a photo in %s as the editor does",
    (folder) => {
      expect(uploadFolders[folder].minWidth).toBe(minimumWidth(`media/photos/${folder}/foto.jpg`));
    },
  );
});

describe("a photo file the site cannot use", () => {
  it("is refused in one Dutch line naming the file when it is no photo at all (a renamed or broken file)", async () => {
    const text = Buffer.from("Dit is geen foto maar een tekstbestand met de extensie .jpg");
    expect(await photoFileProblem(slot, "media/photos/x.jpg", text, "")).toBe(
      "media/photos/x.jpg is geen bruikbare foto: het bestand is beschadigd, of het is geen foto in JPG, PNG of WebP. Open de foto op uw computer, bewaar hem opnieuw als JPG en kies hem nog eens",
    );
    // Cut off after its first bytes, as a failed download leaves it.
    const cut = (await photo(minimumWidth(slot), 900)).subarray(0, 20);
    expect(await photoFileProblem(slot, "media/photos/x.jpg", cut, "")).toMatch(
      /^media\/photos\/x\.jpg is geen bruikbare foto/,
    );
  });

  it("is refused when it is larger than the editor takes, in the editor's words", async () => {
    const large = Buffer.concat([await photo(minimumWidth(slot), 900), Buffer.alloc(MAX_PHOTO_BYTES)]);
    expect(await photoFileProblem(slot, "media/photos/x.jpg", large, "")).toMatch(
      /^media\/photos\/x\.jpg: dit bestand is 8(,\d)? MB, te groot: een foto mag hoogstens 8 MB zijn\./,
    );
  });

  it("counts only for a photo the site shows, and passes a good one", async () => {
    const text = Buffer.from("geen foto");
    expect(await photoFileProblem(upload, upload, text, "title: Iets anders\n")).toBeUndefined();
    expect(await photoFileProblem(upload, upload, text, postNamingIt)).toContain("is geen bruikbare foto");
    expect(
      await photoFileProblem(slot, "media/photos/x.jpg", await photo(minimumWidth(slot), 900), ""),
    ).toBeUndefined();
    expect(await photoFileProblem(slot, "media/photos/x.jpg", await photo(minimumWidth(slot) - 1, 900), "")).toContain(
      "te klein voor deze plek",
    );
  });
});

describe("a photo uploaded through the editor's media library", () => {
  it("named after a slot, needs that slot's width; any other, the smallest place's", () => {
    const slots = Object.keys(mediaManifest);
    for (const name of slots) expect(leastUploadWidth(`${name}.jpg`), name).toBe(minimumWidth(name));
    const smallest = Math.min(...slots.map(minimumWidth), ...Object.values(uploadFolders).map((f) => f.minWidth));
    expect(leastUploadWidth("IMG_2041.JPG")).toBe(smallest);
    expect(leastUploadWidth(`${slots[0]!.toUpperCase()}.JPG`)).toBe(minimumWidth(slots[0]!));
  });
});
