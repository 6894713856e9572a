import { describe, expect, it } from "vitest";
import { uploadProblem } from "#/admin/upload-guard.ts";
import { MAX_PHOTO_BYTES } from "#/media/uploads.ts";

// The width of a chosen photo needs a browser that decodes images: e2e/cms.spec.ts drives that.
describe("an upload in the editor's media library", () => {
  it("larger than a photo may be is refused before it is read, in the build's words", async () => {
    const camera = new Blob([new Uint8Array(MAX_PHOTO_BYTES + 1)], { type: "image/jpeg" });
    expect(await uploadProblem(camera, "camera.jpg")).toBe(
      "camera.jpg: dit bestand is 8,1 MB, te groot: een foto mag hoogstens 8 MB zijn. Verklein de foto eerst, of stuur hem naar uzelf via WhatsApp of e-mail, dat maakt hem kleiner",
    );
  });
});
