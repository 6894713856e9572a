import { mkdtempSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { FileCache, MAX_FILE } from "#/server/file-cache.ts";

const dir = mkdtempSync(join(tmpdir(), "klankwijs-cache-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function file(name: string, body: string | Buffer) {
  const path = join(dir, name);
  writeFileSync(path, body);
  const { size, mtimeMs } = statSync(path);
  return { path, stamp: { size, mtimeMs } };
}

describe("FileCache", () => {
  it("keeps a small file's bytes once read and gives them back while the file is unchanged", async () => {
    const cache = new FileCache();
    const { path, stamp } = file("pagina.html", "<h1>Home</h1>");
    expect(cache.get(path, stamp)).toBeUndefined();
    cache.keep(path, stamp);
    await vi.waitFor(() => expect(cache.get(path, stamp)?.toString()).toBe("<h1>Home</h1>"));
  });

  it("does not give old bytes for a file changed since", async () => {
    const cache = new FileCache();
    const { path, stamp } = file("gewijzigd.html", "oud");
    cache.keep(path, stamp);
    await vi.waitFor(() => expect(cache.get(path, stamp)).toBeDefined());
    writeFileSync(path, "nieuw!");
    utimesSync(path, new Date(), new Date(Date.now() + 5_000));
    const { size, mtimeMs } = statSync(path);
    expect(cache.get(path, { size, mtimeMs })).toBeUndefined();
  });

  it("leaves large files on disk", async () => {
    const cache = new FileCache();
    const { path, stamp } = file("groot.bin", Buffer.alloc(MAX_FILE + 1));
    cache.keep(path, stamp);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(cache.get(path, stamp)).toBeUndefined();
  });
});
