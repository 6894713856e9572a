import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { minimumWidth, photoSizeProblem } from "#/media/photo-size.ts";
import { uploadFolders, type UploadFolder } from "#/media/uploads.ts";

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
