import { describe, expect, it, vi } from "vitest";
import type { Immutable } from "#/admin/decap.ts";
import { awaitPhoto, photoAsset, type GetAsset } from "#/admin/photo-previews.ts";

// Which address the editor asks for a photo field's value; that the photo then shows in the
// browser, for a slot, an upload in the repository and one just chosen, is e2e/cms-media.spec.ts.

/** A photo field's configuration as Decap hands it over: an Immutable map, here with get() alone. */
const field = (slotPictures?: Record<string, string>) =>
  ({
    get: (key: string) =>
      key === "slot_pictures" && slotPictures
        ? { get: (slot: string) => slotPictures[slot] }
        : key === "media_folder"
          ? "/media/photos/blog"
          : undefined,
  }) as unknown as Immutable;

describe("a photo field's value, as the editor shows it", () => {
  const decap = vi.fn<GetAsset>((path) => ({ path, url: `backend:${path}` }));

  it("names a picture slot's served file, without asking the backend", () => {
    decap.mockClear();
    const shown = photoAsset(decap)(
      "blog-fixture",
      field({ "blog-fixture": "/media/blog-fixture-480.0a1b2c3d4e.webp" }),
    );
    expect(shown).toBe("/media/blog-fixture-480.0a1b2c3d4e.webp");
    expect(decap).not.toHaveBeenCalled();
  });

  it("asks the backend for an uploaded photo as a file of the repository, not the site's address", () => {
    decap.mockClear();
    photoAsset(decap)("/media/photos/blog/gehoortest.jpg", field({}));
    photoAsset(decap)("media/photos/team/sanne.png", field());
    expect(decap.mock.calls.map(([path]) => path)).toEqual([
      "media/photos/blog/gehoortest.jpg",
      "media/photos/team/sanne.png",
    ]);
  });

  it("leaves anything else to the editor as it was", () => {
    decap.mockClear();
    photoAsset(decap)("https://elders.test/foto.jpg", field({}));
    photoAsset(decap)("onbekend", field({ "blog-fixture": "/media/x.webp" }));
    expect(decap.mock.calls.map(([path]) => path)).toEqual(["https://elders.test/foto.jpg", "onbekend"]);
  });
});

describe("a photo the backend is still loading", () => {
  it("is asked for again until it arrives, and then drawn once", async () => {
    vi.useFakeTimers();
    const answers = [{ path: "empty.svg" }, { path: "empty.svg" }, { path: "media/photos/blog/x.jpg" }];
    const arrived = vi.fn();
    awaitPhoto(
      () => answers.shift(),
      arrived,
      () => false,
    );
    await vi.advanceTimersByTimeAsync(1_000);
    expect(arrived).toHaveBeenCalledTimes(1);
    expect(answers).toEqual([]);
    vi.useRealTimers();
  });

  it("is not drawn again when it was there at once, nor after its field is gone", async () => {
    vi.useFakeTimers();
    const arrived = vi.fn();
    awaitPhoto(
      () => ({ path: "media/photos/blog/x.jpg" }),
      arrived,
      () => false,
    );
    let gone = false;
    awaitPhoto(
      () => ({ path: gone ? "media/photos/blog/x.jpg" : "empty.svg" }),
      arrived,
      () => gone,
    );
    gone = true;
    await vi.advanceTimersByTimeAsync(1_000);
    expect(arrived).not.toHaveBeenCalled();
    vi.useRealTimers();
  });
});
