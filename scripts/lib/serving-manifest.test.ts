import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { entityTag, writeServingManifest } from "#/scripts/lib/serving-manifest.ts";
import { MANIFEST_NAME } from "#/server/manifest.ts";

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** A build folder with the given files under client/. */
function buildWith(files: Record<string, string>) {
  const dir = mkdtempSync(join(tmpdir(), "klankwijs-manifest-"));
  dirs.push(dir);
  for (const [path, body] of Object.entries(files)) {
    mkdirSync(join(dir, "client", path, ".."), { recursive: true });
    writeFileSync(join(dir, "client", path), body);
  }
  return dir;
}

const policy = {
  headers: { page: {}, hashed: {}, admin: {}, adminLocal: {} },
  policies: { "/contact/index.html": "default-src 'self'" },
  redirects: { "/oud": "/nieuw" },
};

describe("writeServingManifest()", () => {
  const site = {
    "index.html": "<h1>Home</h1>",
    "index.html.br": "br-bytes",
    "index.html.gz": "gz-bytes",
    "404.html": "<h1>Niet gevonden</h1>",
    "contact/index.html": "<h1>Contact</h1>",
    "blogs/feed.xml": "<feed/>",
    "site.webmanifest": "{}",
    _headers: "/*",
    _redirects: "/oud /nieuw 301",
    ".well-known/x": "x",
    "archief.gz": "a file that is a gzip archive itself",
  };

  it("lists what a visitor may be served, with types and compressed copies", async () => {
    const dir = buildWith(site);
    const manifest = await writeServingManifest(dir, policy);
    expect(Object.keys(manifest.files).sort()).toEqual([
      "/archief.gz",
      "/blogs/feed.xml",
      "/contact/index.html",
      "/index.html",
      "/site.webmanifest",
    ]);
    expect(manifest.files["/index.html"]!.type).toBe("text/html; charset=utf-8");
    expect(manifest.files["/blogs/feed.xml"]!.type).toMatch(/^application\/xml/);
    expect(manifest.files["/site.webmanifest"]!.type).toMatch(/^application\/manifest\+json/);
    expect(Object.keys(manifest.files["/index.html"]!.encodings).sort()).toEqual(["br", "gzip"]);
    expect(manifest.files["/contact/index.html"]!.encodings).toEqual({});
    expect(manifest.notFound.etag).toBe(entityTag(Buffer.from(site["404.html"])));
    expect(manifest.redirects).toEqual(policy.redirects);
    expect(manifest.policies).toEqual(policy.policies);
    expect(JSON.parse(readFileSync(join(dir, MANIFEST_NAME), "utf8"))).toEqual(manifest);
  });

  it("gives the same bytes the same ETag in every build, and other bytes another", async () => {
    const first = await writeServingManifest(buildWith(site), policy);
    const second = await writeServingManifest(buildWith({ ...site, "contact/index.html": "<h1>Nieuw</h1>" }), policy);
    expect(second.files["/index.html"]!.etag).toBe(first.files["/index.html"]!.etag);
    expect(second.files["/index.html"]!.encodings.br!.etag).toBe(first.files["/index.html"]!.encodings.br!.etag);
    expect(second.files["/contact/index.html"]!.etag).not.toBe(first.files["/contact/index.html"]!.etag);
    expect(first.files["/index.html"]!.etag).not.toBe(first.files["/index.html"]!.encodings.br!.etag);
  });

  it("refuses a build without its not-found page", async () => {
    await expect(writeServingManifest(buildWith({ "index.html": "x" }), policy)).rejects.toThrow(/404\.html/);
  });
});
