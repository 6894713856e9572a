// Issue 24: each candidate static-file stack (candidates/*.ts) serves the same small folder and
// gets the issue's cases; prints a Markdown table (✔ = what a correct server does, ✘ = what it did,
// CRASH = the process died; each with the status it answered). Usage: `npm install && node compare.ts [candidate…]`.
// `server` runs the production server (server/serve.ts) over the same folder.
import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readdirSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { rawRequest, type RawRequest, type RawResponse } from "../../e2e/raw-http.ts";
import { BUILDS, publishBuild } from "../../scripts/lib/publish.ts";
import { writeServingManifest } from "../../scripts/lib/serving-manifest.ts";

type Outcome = RawResponse | undefined;
type Case = {
  name: string;
  request: RawRequest;
  /** Changes the folder after the server started (a rebuild). */
  before?: (root: string) => void;
  /** `true` when the server answered as it should; otherwise what was wrong. */
  judge: (response: Outcome) => true | string;
};

const text = (lines: number, word: string) =>
  Array.from({ length: lines }, (_, i) => `${word} ${i} ${"x".repeat(40)}`).join("\n") + "\n";
const robots = "User-agent: *\nAllow: /\n\nSitemap: https://www.example.nl/sitemap.xml\n" + "#".repeat(100) + "\n";
const index = `<!doctype html><html lang="nl"><title>Home</title><h1>Home</h1><pre>${text(80, "home")}</pre></html>\n`;
const notFound = `<!doctype html><html lang="nl"><title>Niet gevonden</title><h1>Pagina niet gevonden</h1><pre>${text(60, "nf")}</pre></html>\n`;

/**
 * The folder every candidate serves. For `server` it is a published build (scripts/lib/publish.ts):
 * `base`/build links to `base`/.builds/1, whose manifest lists the files; there a "rebuild" publishes
 * a changed copy, as `npm run build` does, instead of changing the served folder in place.
 */
function makeSite(): { base: string; root: string } {
  const base = mkdtempSync(join(tmpdir(), "server-stack-"));
  const root = join(base, BUILDS, "1", "client");
  mkdirSync(join(root, "blogs", "oud"), { recursive: true });
  const write = (path: string, body: string, compress = false) => {
    writeFileSync(join(root, path), body);
    if (compress) {
      writeFileSync(join(root, `${path}.br`), brotliCompressSync(body));
      writeFileSync(join(root, `${path}.gz`), gzipSync(body));
    }
  };
  write("index.html", index, true);
  write("404.html", notFound, true);
  write("robots.txt", robots);
  write("_headers", "/*\n  X-Frame-Options: DENY\n");
  write("_redirects", "/blogs/oud /blogs/nieuw 301\n");
  write("index.data", '[{"_1":2},"root"]');
  write("gone.txt", text(20, "gone"));
  write("grow.txt", text(5, "short"));
  writeFileSync(join(base, "secret.txt"), "not for visitors\n");
  return { base, root };
}

const policy = {
  headers: Object.fromEntries(
    ["page", "hashed", "admin", "adminLocal"].map((kind) => [kind, { "Cache-Control": "public, max-age=0, must-revalidate" }]),
  ) as never,
  redirects: {},
};

let builds = 1;
/** A new build for `server`: the current one copied, changed and published. */
async function rebuild(base: string, change: (root: string) => void) {
  const next = join(base, BUILDS, String(++builds));
  cpSync(realpathSync(join(base, "build")), next, { recursive: true });
  change(join(next, "client"));
  await writeServingManifest(next, policy);
  publishBuild(base, next);
  await pause(400); // the server looks for a new build every 250 ms
}

const status =
  (...wanted: number[]) =>
  (response: Outcome) =>
    response && wanted.includes(response.status) ? true : `${response?.status ?? "no answer"}`;
const body = (response: Outcome) => response?.body.toString() ?? "";
const robotsLength = Buffer.byteLength(robots);

const cases: Case[] = [
  ...["//", "///", "//[", "//a:99999/"].map(
    (path): Case => ({ name: `GET ${path}`, request: { path }, judge: status(200, 301, 400, 404) }),
  ),
  {
    name: "Range bytes=50-10 (reversed)",
    request: { path: "/robots.txt", headers: { Range: "bytes=50-10" } },
    // An invalid range is ignored (200, whole file) or refused (416).
    judge: (r) => (r?.status === 200 && r.body.length === robotsLength) || r?.status === 416 || `${r?.status}`,
  },
  {
    name: "Range bytes=-100 (last 100)",
    request: { path: "/robots.txt", headers: { Range: "bytes=-100" } },
    judge: (r) =>
      (r?.status === 206 && body(r) === robots.slice(-100)) ||
      `${r?.status}, ${r?.body.length} bytes${body(r) === robots.slice(0, 100) ? " (the first 100)" : ""}`,
  },
  {
    name: "Range bytes=-500 (longer than the file: all of it)",
    request: { path: "/robots.txt", headers: { Range: "bytes=-500" } },
    judge: (r) =>
      (r?.status === 206 && r.body.length === robotsLength) ||
      (r?.status === 200 && r.body.length === robotsLength) ||
      `${r?.status}, ${r?.body.length} bytes`,
  },
  {
    name: "Range bytes=0-0 (one byte)",
    request: { path: "/robots.txt", headers: { Range: "bytes=0-0" } },
    judge: (r) => (r?.status === 206 && r.body.length === 1) || `${r?.status}, ${r?.body.length} bytes`,
  },
  {
    name: "Range bytes=0-1,5-6 (two ranges)",
    request: { path: "/robots.txt", headers: { Range: "bytes=0-1,5-6" } },
    // Both ranges (multipart/byteranges) or the whole file; never the first alone.
    judge: (r) =>
      (r?.status === 206 && /multipart\/byteranges/.test(r.headers["content-type"] ?? "")) ||
      (r?.status === 200 && r.body.length === robotsLength) ||
      `${r?.status}, ${r?.body.length} bytes`,
  },
  {
    name: "Range bytes=9000- (past the end)",
    request: { path: "/robots.txt", headers: { Range: "bytes=9000-" } },
    judge: (r) =>
      (r?.status === 416 && r.headers["content-range"] === `bytes */${robotsLength}`) ||
      `${r?.status} ${r?.headers["content-range"] ?? ""}`,
  },
  {
    name: "If-Range with an old ETag",
    request: { path: "/robots.txt", headers: { Range: "bytes=0-9", "If-Range": '"old"' } },
    judge: (r) => (r?.status === 200 && r.body.length === robotsLength) || `${r?.status}, ${r?.body.length} bytes`,
  },
  {
    name: "Accept-Encoding: br",
    request: { path: "/", headers: { "Accept-Encoding": "br" } },
    judge: (r) => r?.headers["content-encoding"] === "br" || `${r?.headers["content-encoding"] ?? "identity"}`,
  },
  {
    name: "Accept-Encoding: br;q=0, gzip",
    request: { path: "/", headers: { "Accept-Encoding": "br;q=0, gzip" } },
    judge: (r) => r?.headers["content-encoding"] === "gzip" || `${r?.headers["content-encoding"] ?? "identity"}`,
  },
  {
    name: "If-None-Match: * → 304 with ETag, Cache-Control, Vary",
    request: { path: "/", headers: { "If-None-Match": "*", "Accept-Encoding": "br" } },
    judge: (r) =>
      (r?.status === 304 && !!r.headers["etag"] && !!r.headers["cache-control"] && !!r.headers["vary"]) ||
      `${r?.status}, ${["etag", "cache-control", "vary"].filter((name) => !r?.headers[name]).join("/")} missing`,
  },
  {
    name: "ETag kept when a rebuild writes the same bytes",
    request: { path: "/robots.txt" },
    before: (root) => writeFileSync(join(root, "robots.txt"), robots),
    judge: (r) => (!!etagBefore && r?.headers["etag"] === etagBefore) || `${etagBefore ?? "no ETag"} → ${r?.headers["etag"] ?? "no ETag"}`,
  },
  ...["POST", "PUT", "DELETE", "TRACE"].map(
    (method): Case => ({
      name: `${method} /`,
      request: { method, path: "/", body: method === "POST" || method === "PUT" ? "a=1" : undefined },
      judge: (r) => (r?.status === 405 && /GET/.test(r.headers["allow"] ?? "")) || `${r?.status}`,
    }),
  ),
  {
    name: "404 page compressed",
    request: { path: "/bestaat-niet", headers: { "Accept-Encoding": "br, gzip" } },
    judge: (r) =>
      (r?.status === 404 && !!r.headers["content-encoding"]) ||
      `${r?.status} ${r?.headers["content-encoding"] ?? "identity"}`,
  },
  { name: "GET /404.html", request: { path: "/404.html" }, judge: status(404) },
  { name: "GET /_headers", request: { path: "/_headers" }, judge: status(404) },
  { name: "GET /_redirects", request: { path: "/_redirects" }, judge: status(404) },
  {
    name: "GET /index.data has a type",
    request: { path: "/index.data" },
    judge: (r) => (r?.status === 200 && !!r.headers["content-type"]) || `${r?.status} ${r?.headers["content-type"]}`,
  },
  ...["/../secret.txt", "/%2e%2e/secret.txt", "/..%2fsecret.txt", "/blogs/..%5c..%5csecret.txt"].map(
    (path): Case => ({
      name: `GET ${path}`,
      request: { path },
      judge: (r) => (r && r.status >= 400 && r.status < 500) || `${r?.status} ${body(r).slice(0, 16)}`,
    }),
  ),
  { name: "GET /robots.txt%00.html", request: { path: "/robots.txt%00.html" }, judge: status(400, 404) },
  {
    name: "File removed after start",
    request: { path: "/gone.txt" },
    before: (root) => rmSync(join(root, "gone.txt")),
    judge: status(404),
  },
  {
    name: "File rewritten longer after start",
    request: { path: "/grow.txt" },
    before: (root) => writeFileSync(join(root, "grow.txt"), text(50, "longer")),
    judge: (r) =>
      (r?.status === 200 && !r.truncated && body(r) === text(50, "longer")) ||
      `${r?.status}, ${r?.body.length} of ${text(50, "longer").length} bytes`,
  },
  {
    name: "File added after start",
    request: { path: "/new.txt" },
    before: (root) => writeFileSync(join(root, "new.txt"), "new\n"),
    judge: status(200),
  },
];
let etagBefore: string | undefined;

async function start(candidate: string, base: string, root: string, port: number): Promise<ChildProcess> {
  const script =
    candidate === "server"
      ? ["--import", "../../scripts/content-loader.ts", "../../server/serve.ts"]
      : [`candidates/${candidate}.ts`];
  const child = spawn(process.execPath, script, {
    cwd: import.meta.dirname,
    env: { ...process.env, ROOT: root, SITE_DIR: join(base, "build"), PORT: String(port), HOST: "127.0.0.1" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on("data", (chunk: Buffer) => /listening|served at/i.test(String(chunk)) && resolve());
    child.on("exit", (code) => reject(new Error(`${candidate} exited with ${code}`)));
  });
  return child;
}

const alive = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function run(candidate: string): Promise<string[]> {
  const { base, root } = makeSite();
  if (candidate === "server") {
    await writeServingManifest(join(base, BUILDS, "1"), policy);
    publishBuild(base, join(base, BUILDS, "1"));
  }
  const port = 5300 + Math.floor(Math.random() * 500);
  let child = await start(candidate, base, root, port);
  etagBefore = (await rawRequest(port, { path: "/robots.txt" }))?.headers["etag"];
  const results: string[] = [];
  for (const testCase of cases) {
    if (testCase.before && candidate === "server") await rebuild(base, testCase.before);
    else testCase.before?.(root);
    await pause(50);
    let response: Outcome;
    try {
      response = await rawRequest(port, testCase.request, 3000);
    } catch {
      response = undefined;
    }
    await pause(100);
    if (!alive(child)) {
      results.push("CRASH");
      child = await start(candidate, base, root, port);
      continue;
    }
    const verdict = testCase.judge(response);
    results.push(verdict === true ? `✔ ${response?.status}` : `✘ ${verdict}`);
  }
  child.kill();
  rmSync(base, { recursive: true, force: true });
  return results;
}

const available = readdirSync(join(import.meta.dirname, "candidates")).map((file) => file.replace(/\.ts$/, ""));
const chosen = process.argv.length > 2 ? process.argv.slice(2) : available;
const columns: Record<string, string[]> = {};
for (const candidate of chosen) columns[candidate] = await run(candidate);
console.log(`| Case | ${chosen.join(" | ")} |`);
console.log(`|---|${chosen.map(() => "---").join("|")}|`);
cases.forEach((testCase, i) => {
  console.log(`| ${testCase.name.replaceAll("|", "\\|")} | ${chosen.map((c) => columns[c]![i]).join(" | ")} |`);
});
const passed = (c: string) => columns[c]!.filter((cell) => cell.startsWith("✔")).length;
console.log(`| **Correct** | ${chosen.map((c) => `**${passed(c)} / ${cases.length}**`).join(" | ")} |`);
