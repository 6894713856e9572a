// Publishing a new build while visitors are being served (issue 24): two builds that differ as a
// rebuild does (a page rewritten, a file removed, one added, one unchanged, the page's hashed
// styles and script renamed) are published in turn with the build's own switch
// (scripts/lib/publish.ts) while requests run. Every answer must be whole and be the old file or
// the new one; a page of the old build still gets its hashed files; the server stays up.
import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gzipSync } from "node:zlib";
import { expect, test } from "#/e2e/fixtures.ts";
import { rawRequest, type RawResponse } from "#/e2e/raw-http.ts";
import { startSiteServer } from "#/e2e/site-server.ts";
import { contentSecurityPolicy, headerSets, IMMUTABLE } from "#/hosting/http-policy.ts";
import { BUILDS, publishBuild } from "#/scripts/lib/publish.ts";
import { writeServingManifest } from "#/scripts/lib/serving-manifest.ts";

/** Text of a given size, different for each label, so a mix of two files is never either. */
const text = (label: string, kilobytes: number) =>
  Buffer.from(
    Array.from({ length: kilobytes * 16 }, (_, i) => `${label} regel ${String(i).padStart(6, "0")} ${"-".repeat(40)}\n`)
      .join("")
      .slice(0, kilobytes * 1024),
  );

/** A build's hashed files, named by their content as Vite names them, and a page that loads them. */
function hashedFiles(label: string): Record<string, Buffer> {
  const style = text(`stijl-${label}`, 20);
  const script = text(`script-${label}`, 90);
  const name = (stem: string, body: Buffer, ext: string) =>
    `/assets/${stem}-${createHash("sha256").update(body).digest("hex").slice(0, 8)}.${ext}`;
  return { [name("app", style, "css")]: style, [name("entry.client", script, "js")]: script, ...sharedAsset };
}
const sharedAsset = { "/assets/gedeeld-1a2b3c4d.js": text("gedeeld", 10) };
const page = (label: string, kilobytes: number, assets: Record<string, Buffer>) =>
  Buffer.concat([
    Buffer.from(
      `<!doctype html><html lang="nl"><head>${Object.keys(assets)
        .map((path) =>
          path.endsWith(".css") ? `<link rel="stylesheet" href="${path}">` : `<script src="${path}"></script>`,
        )
        .join("")}</head><body>\n`,
    ),
    text(label, kilobytes),
  ]);
const assets = { a: hashedFiles("a"), b: hashedFiles("b") };

const files = {
  a: {
    "/index.html": page("oud", 150, assets.a),
    "/weg.txt": text("weg", 80),
    "/404.html": text("niet-gevonden-oud", 4),
    ...assets.a,
  },
  b: {
    "/index.html": page("nieuw", 400, assets.b),
    "/nieuw.txt": text("nieuw-bestand", 60),
    "/404.html": text("niet-gevonden-nieuw", 5),
    ...assets.b,
  },
};
const unchanged = text("blijft", 120);
/** The hashed files a page asks for. */
const referenced = (html: Buffer) =>
  [...html.toString("utf8").matchAll(/(?:href|src)="(\/assets\/[^"]+)"/g)].map((m) => m[1]!);

async function makeBuild(root: string, name: "a" | "b") {
  const dir = join(root, BUILDS, name);
  const client = join(dir, "client");
  mkdirSync(join(client, "assets"), { recursive: true });
  for (const [path, body] of Object.entries({ ...files[name], "/blijft.txt": unchanged })) {
    writeFileSync(join(client, path), body);
    if (/\.(html|css|js)$/.test(path)) {
      writeFileSync(join(client, `${path}.br`), brotliCompressSync(body));
      writeFileSync(join(client, `${path}.gz`), gzipSync(body));
    }
  }
  await writeServingManifest(dir, {
    headers: headerSets({ fallback: contentSecurityPolicy([]) }),
    policies: {},
    redirects: {},
  });
  return dir;
}

test("publishing builds while requests run: every answer whole, old or new, and the server stays up", async () => {
  test.setTimeout(90_000);
  const root = mkdtempSync(join(tmpdir(), "klankwijs-rebuild-"));
  const builds = { a: await makeBuild(root, "a"), b: await makeBuild(root, "b") };
  publishBuild(root, builds.a, { keep: 10 });
  const server = await startSiteServer({ SITE_DIR: join(root, "build") });
  try {
    let running = true;
    let published = 0;
    const switcher = (async () => {
      while (running) {
        publishBuild(root, published++ % 2 ? builds.a : builds.b, { keep: 10 });
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();

    const problems: string[] = [];
    const seen = new Map<string, Set<string>>();
    const note = (path: string, what: string) => seen.set(path, (seen.get(path) ?? new Set()).add(what));
    const etags = new Set<string>();
    const check = (path: string, response: RawResponse | undefined) => {
      if (!response) return problems.push(`${path}: no answer`);
      if (response.truncated) return problems.push(`${path}: body cut off at ${response.body.length} bytes`);
      const body = response.headers["content-encoding"] === "br" ? brotliDecompressSync(response.body) : response.body;
      const is = (expected: Buffer | undefined) => !!expected && body.equals(expected);
      const notFound = response.status === 404 && (is(files.a["/404.html"]) || is(files.b["/404.html"]));
      if (path === "/") {
        if (response.status === 200 && is(files.a["/index.html"])) return note(path, "old");
        if (response.status === 200 && is(files.b["/index.html"])) return note(path, "new");
      } else if (path === "/blijft.txt") {
        if (response.status === 200 && is(unchanged)) return etags.add(response.headers["etag"] ?? "none");
      } else if (path === "/weg.txt") {
        if (response.status === 200 && is(files.a["/weg.txt"])) return note(path, "old");
        if (notFound) return note(path, "gone");
      } else if (path.startsWith("/assets/")) {
        // Both builds are kept, so the hashed files of either are served whichever is current.
        const expected = assets.a[path] ?? assets.b[path];
        if (response.status === 200 && is(expected) && response.headers["cache-control"] === IMMUTABLE) return;
      } else if (path === "/nieuw.txt") {
        if (response.status === 200 && is(files.b["/nieuw.txt"])) return note(path, "new");
        if (notFound) return note(path, "not yet");
      }
      problems.push(`${path}: ${response.status} with ${body.length} bytes that are neither the old nor the new file`);
    };

    const until = Date.now() + 6_000;
    let requests = 0;
    await Promise.all(
      Array.from({ length: 12 }, async (_, worker) => {
        for (let i = 0; Date.now() < until; i++) {
          const paths = ["/", "/blijft.txt", "/weg.txt", "/nieuw.txt", ...Object.keys({ ...assets.a, ...assets.b })];
          const path = paths[(worker + i) % paths.length]!;
          const headers: Record<string, string> = i % 2 ? { "Accept-Encoding": "br" } : {};
          check(path, await rawRequest(server.port, { path, headers }).catch(() => undefined));
          requests++;
        }
      }),
    );
    running = false;
    await switcher;

    expect(problems).toEqual([]);
    expect(published, "builds published during the run").toBeGreaterThan(50);
    expect(requests).toBeGreaterThan(200);
    // Both builds were served during the run: the switch happened under the requests.
    expect([...seen.get("/")!].sort()).toEqual(["new", "old"]);
    expect([...seen.get("/weg.txt")!].sort()).toEqual(["gone", "old"]);
    expect([...seen.get("/nieuw.txt")!].sort()).toEqual(["new", "not yet"]);
    // The same bytes keep their ETag from one build to the next.
    expect(etags.size).toBe(1);
    expect(server.alive()).toBe(true);
    expect(server.errors()).toBe("");
    // The link ends where the last publish put it, and that build is what is served.
    const last = (published - 1) % 2 ? "a" : "b";
    await new Promise((resolve) => setTimeout(resolve, 600));
    const home = await rawRequest(server.port, { path: "/" });
    expect(home?.body.equals(files[last]["/index.html"])).toBe(true);
    expect(readFileSync(join(root, "build", "client", "index.html")).equals(files[last]["/index.html"])).toBe(true);
  } finally {
    await server.stop();
    rmSync(root, { recursive: true, force: true });
  }
});

test("a page loaded from the old build gets all its hashed files after the switch; the rest is the new build's", async () => {
  const root = mkdtempSync(join(tmpdir(), "klankwijs-rebuild-"));
  const builds = { a: await makeBuild(root, "a"), b: await makeBuild(root, "b") };
  publishBuild(root, builds.a, { keep: 3 });
  const server = await startSiteServer({ SITE_DIR: join(root, "build") });
  try {
    const oldPage = (await rawRequest(server.port, { path: "/" }))!;
    expect(oldPage.body.equals(files.a["/index.html"])).toBe(true);
    const wanted = referenced(oldPage.body);
    expect(wanted).toHaveLength(3);
    const before = new Map<string, RawResponse>();
    for (const path of wanted) before.set(path, (await rawRequest(server.port, { path }))!);

    publishBuild(root, builds.b, { keep: 3 });
    await expect
      .poll(async () => (await rawRequest(server.port, { path: "/" }))?.body.equals(files.b["/index.html"]))
      .toBe(true);

    // The open page's styles and scripts: the same bytes and headers as before the switch, plain and compressed.
    for (const path of wanted) {
      for (const coding of [undefined, "br"]) {
        const headers: Record<string, string> = coding ? { "Accept-Encoding": coding } : {};
        const after = (await rawRequest(server.port, { path, headers }))!;
        expect(after.status, path).toBe(200);
        const body = after.headers["content-encoding"] === "br" ? brotliDecompressSync(after.body) : after.body;
        expect(body.equals(assets.a[path]!), path).toBe(true);
        expect(after.headers["cache-control"], path).toBe(IMMUTABLE);
        expect(after.headers["content-type"], path).toBe(before.get(path)!.headers["content-type"]);
        if (!coding) expect(after.headers["etag"], path).toBe(before.get(path)!.headers["etag"]);
      }
    }
    // The new page's own hashed files too; the old build's other files and pages are gone.
    for (const path of referenced(files.b["/index.html"]))
      expect((await rawRequest(server.port, { path }))?.status, path).toBe(200);
    const gone = await rawRequest(server.port, { path: "/weg.txt" });
    expect(gone?.status).toBe(404);
    expect(gone?.body.equals(files.b["/404.html"])).toBe(true);

    // Once the old build is no longer kept, its files are not found: 404, not an error.
    rmSync(builds.a, { recursive: true, force: true });
    const [onlyOld] = wanted.filter((path) => !(path in assets.b));
    const pruned = await rawRequest(server.port, { path: onlyOld! });
    expect(pruned?.status).toBe(404);
    expect(pruned?.body.equals(files.b["/404.html"])).toBe(true);
    expect(server.alive()).toBe(true);
    expect(server.errors()).toBe("");
  } finally {
    await server.stop();
    rmSync(root, { recursive: true, force: true });
  }
});
