// The serving manifest of a finished build (server/manifest.ts): every file a visitor may be served
// with its type, its pre-compressed copies and an entity tag made from its bytes, so identical bytes
// keep their ETag from one build to the next; plus the response headers, page policies and redirects of
// hosting/http-policy.ts as they were when the site was built.
import { createHash } from "node:crypto";
import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import { extname, join, relative, sep } from "node:path";
import mime from "mime-types";
import {
  codings,
  MANIFEST_NAME,
  MANIFEST_VERSION,
  type Coding,
  type FileEntry,
  type ServingManifest,
  type StoredFile,
} from "#/server/manifest.ts";
import { internalFiles } from "#/server/paths.ts";

const contentType = (path: string) => mime.contentType(extname(path)) || "application/octet-stream";

export const entityTag = (bytes: Buffer) => `"${createHash("sha256").update(bytes).digest("base64url").slice(0, 27)}"`;

async function stored(file: string): Promise<StoredFile> {
  const [bytes, info] = await Promise.all([readFile(file), stat(file)]);
  return { etag: entityTag(bytes), size: info.size, mtimeMs: info.mtimeMs };
}

/** Reads build/client under `buildDir` and writes `buildDir`/serving.json. */
export async function writeServingManifest(
  buildDir: string,
  policy: Pick<ServingManifest, "headers" | "policies" | "redirects">,
): Promise<ServingManifest> {
  const client = join(buildDir, "client");
  const paths = new Set<string>();
  for (const entry of await readdir(client, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    paths.add(`/${relative(client, join(entry.parentPath, entry.name)).split(sep).join("/")}`);
  }
  const isCopy = (path: string) =>
    Object.values(codings).some((suffix) => path.endsWith(suffix) && paths.has(path.slice(0, -suffix.length)));

  const files: Record<string, FileEntry> = {};
  let notFound: FileEntry | undefined;
  for (const path of [...paths].sort()) {
    if (isCopy(path) || path.split("/").some((segment) => segment.startsWith("."))) continue;
    const encodings: FileEntry["encodings"] = {};
    for (const [coding, suffix] of Object.entries(codings) as [Coding, string][]) {
      if (paths.has(path + suffix)) encodings[coding] = await stored(join(client, path + suffix));
    }
    const entry: FileEntry = { ...(await stored(join(client, path))), type: contentType(path), encodings };
    if (path === "/404.html") notFound = entry;
    else if (!internalFiles.has(path)) files[path] = entry;
  }
  if (!notFound) throw new Error(`${client}/404.html is missing: the server has no not-found page to send`);
  const manifest: ServingManifest = { version: MANIFEST_VERSION, ...policy, files, notFound };
  await writeFile(join(buildDir, MANIFEST_NAME), JSON.stringify(manifest));
  return manifest;
}
