import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { mediaManifest, type MediaSlot } from "#/media/manifest.ts";
import { drawing } from "#/media/art/source.ts";
import { pictureFileNames, placeholderHashes, placeholdersDir } from "#/media/pipeline.ts";

// The build copies each placeholder's files from media/placeholders/, named by the hashes in its
// hashes.json, and never draws (scripts/media.ts). A drawing changed without `npm run placeholders`
// would still show the old picture: this says so where the drawing was changed.
describe("media/placeholders/", () => {
  const kept = new Set(readdirSync(placeholdersDir));
  const slots = Object.keys(mediaManifest) as MediaSlot[];
  const wanted = ["hashes.json", ...slots.flatMap((slot) => pictureFileNames(slot, drawing(slot).hash))];

  it("names each slot's current drawing (else run npm run placeholders)", () => {
    expect(placeholderHashes()).toEqual(Object.fromEntries(slots.map((slot) => [slot, drawing(slot).hash])));
  });

  it("holds every file of every slot's current drawing (else run npm run placeholders)", () => {
    expect(wanted.filter((name) => !kept.has(name))).toEqual([]);
  });

  it("holds nothing else (npm run placeholders removes what no slot needs)", () => {
    const needed = new Set(wanted);
    expect([...kept].filter((name) => !needed.has(name))).toEqual([]);
  });
});

describe("the drawing code (media/art/)", () => {
  // The build does not draw: only the drawing tools and their tests import media/art/ (a type may be named).
  const tools = new Set(["scripts/placeholders.ts", "scripts/make-videos.ts"]);
  const root = join(import.meta.dirname, "..");
  // The project's source folders (read from disk: check:owner-edits runs this in a copy that is no git checkout).
  const folders = ["admin", "src", "functions", "hosting", "media", "scripts", "server", "tests"];
  const files = folders
    .flatMap((folder) =>
      readdirSync(join(root, folder), { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile() && /\.(ts|tsx|astro)$/.test(entry.name))
        .map((entry) => relative(root, join(entry.parentPath, entry.name)).split("\\").join("/")),
    )
    .filter((file) => !file.startsWith("media/art/") && !tools.has(file) && !/\.test\.tsx?$/.test(file));

  it("is imported by no module of the build", () => {
    expect(files).toContain("media/pipeline.ts");
    const importing = files.filter((file) =>
      /^(import|export) (?!type )[^;]*from "(#\/media\/art\/|\.{1,2}\/(\.\.\/)*art\/)|import\(\s*"#\/media\/art\//m.test(
        readFileSync(join(root, file), "utf8"),
      ),
    );
    expect(importing).toEqual([]);
  });
});
