import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  readlinkSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { BUILDS, KEEP, publishBuild } from "#/scripts/lib/publish.ts";

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

function project() {
  const root = mkdtempSync(join(tmpdir(), "klankwijs-publish-"));
  roots.push(root);
  return root;
}

/** A finished build folder holding one page, made `age` seconds ago. */
function build(root: string, name: string, page: string, age = 0) {
  const dir = join(root, BUILDS, name);
  mkdirSync(join(dir, "client"), { recursive: true });
  writeFileSync(join(dir, "client", "index.html"), page);
  const time = new Date(Date.now() - age * 1000);
  utimesSync(dir, time, time);
  return dir;
}

describe("publishBuild()", () => {
  it("points build at the new folder, so build/client is the new site", () => {
    const root = project();
    publishBuild(root, build(root, "een", "eerste"));
    expect(readFileSync(join(root, "build", "client", "index.html"), "utf8")).toBe("eerste");
    publishBuild(root, build(root, "twee", "tweede"));
    expect(readlinkSync(join(root, "build"))).toBe(join(BUILDS, "twee"));
    expect(readFileSync(join(root, "build", "client", "index.html"), "utf8")).toBe("tweede");
    // No temporary link left behind.
    expect(readdirSync(root).sort()).toEqual([BUILDS, "build"]);
  });

  it("keeps the published build and the two before it, and removes older ones", () => {
    const root = project();
    for (const [i, age] of [5, 4, 3, 2, 1].entries()) publishBuild(root, build(root, `b${i}`, `pagina ${i}`, age * 60));
    expect(readdirSync(join(root, BUILDS)).sort()).toEqual(["b2", "b3", "b4"]);
    expect(KEEP).toBe(3);
  });

  it("moves a build folder from before this scheme aside the first time", () => {
    const root = project();
    mkdirSync(join(root, "build", "client"), { recursive: true });
    writeFileSync(join(root, "build", "client", "index.html"), "oud");
    publishBuild(root, build(root, "nieuw", "nieuw"));
    expect(readFileSync(join(root, "build", "client", "index.html"), "utf8")).toBe("nieuw");
    const earlier = readdirSync(join(root, BUILDS)).find((name) => name.endsWith("-earlier"))!;
    expect(existsSync(join(root, BUILDS, earlier, "client", "index.html"))).toBe(true);
  });
});
