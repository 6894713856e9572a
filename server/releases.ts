/**
 * Which build the server serves. `build` is a link to the current build folder (scripts/lib/
 * publish.ts switches it in one step); a published folder never changes. So each request takes
 * the release current when it arrives and reads all its files from that one folder: a visitor
 * gets the old page or the new one, never half of each, however the link moves meanwhile.
 * A page loaded just before a switch still asks for its build's hashed files (styles, scripts,
 * lazy chunks, pictures): those are also served from the earlier builds publish.ts keeps.
 */
import { lstatSync, readdirSync, readFileSync, realpathSync } from "node:fs";
import { lstat, readdir, readFile, realpath } from "node:fs/promises";
import { dirname, join } from "node:path";
import { FileCache } from "#/server/file-cache.ts";
import { MANIFEST_NAME, MANIFEST_VERSION, type FileEntry, type ServingManifest } from "#/server/manifest.ts";
import { isHashed } from "#/server/paths.ts";

/** Where a file's bytes are read: a build's client folder and its cache. */
export type FileSource = { client: string; cache: FileCache };

export type Release = FileSource & {
  /** The build folder itself (the link resolved). */
  dir: string;
  manifest: ServingManifest;
  files: ReadonlyMap<string, FileEntry>;
  /**
   * Hashed files (server/paths.ts) of the kept earlier builds that this one lacks, each with the
   * build it is read from. Their names carry their content's hash, so one name is one content.
   */
  earlier: ReadonlyMap<string, { source: FileSource; entry: FileEntry }>;
};

function parseManifest(dir: string, text: string): ServingManifest {
  const manifest = JSON.parse(text) as ServingManifest;
  if (manifest.version !== MANIFEST_VERSION || !manifest.files || !manifest.notFound || !manifest.policies)
    throw new Error(`${join(dir, MANIFEST_NAME)} is not a serving manifest of version ${MANIFEST_VERSION}`);
  return manifest;
}

function release(dir: string, manifest: ServingManifest, others: { dir: string; text: string }[]): Release {
  const files = new Map(Object.entries(manifest.files));
  const earlier = new Map<string, { source: FileSource; entry: FileEntry }>();
  for (const other of others) {
    let older: ServingManifest;
    try {
      older = parseManifest(other.dir, other.text);
    } catch {
      continue;
    }
    // Rarely asked for, so read from disk each time: no memory spent on them.
    const source = { client: join(other.dir, "client"), cache: new FileCache(0) };
    for (const [path, entry] of Object.entries(older.files)) {
      if (isHashed(path) && !files.has(path) && !earlier.has(path)) earlier.set(path, { source, entry });
    }
  }
  return { dir, client: join(dir, "client"), manifest, files, cache: new FileCache(), earlier };
}

/** The other builds next to `dir` when `siteDir` is a link into a folder of builds (scripts/lib/publish.ts). */
function otherBuilds(siteDir: string, dir: string): string[] {
  try {
    if (!lstatSync(siteDir).isSymbolicLink()) return [];
    const folder = dirname(dir);
    return readdirSync(folder)
      .map((name) => join(folder, name))
      .filter((other) => other !== dir);
  } catch {
    return [];
  }
}

async function otherBuildsAsync(siteDir: string, dir: string): Promise<string[]> {
  try {
    if (!(await lstat(siteDir)).isSymbolicLink()) return [];
    const folder = dirname(dir);
    return (await readdir(folder)).map((name) => join(folder, name)).filter((other) => other !== dir);
  } catch {
    return [];
  }
}

const readOrNothing = (dir: string) =>
  readFile(join(dir, MANIFEST_NAME), "utf8").then(
    (text) => [{ dir, text }],
    () => [],
  );

/** Reads the release `siteDir` points to now; throws when it is missing or incomplete. */
export function loadRelease(siteDir: string): Release {
  const dir = realpathSync(siteDir);
  const manifest = parseManifest(dir, readFileSync(join(dir, MANIFEST_NAME), "utf8"));
  const others = otherBuilds(siteDir, dir).flatMap((other) => {
    try {
      return [{ dir: other, text: readFileSync(join(other, MANIFEST_NAME), "utf8") }];
    } catch {
      return [];
    }
  });
  return release(dir, manifest, others);
}

export type ReleaseWatch = { current: () => Release; close: () => void };

/**
 * Serves the release `siteDir` points to, looking every `intervalMs` whether it moved. A folder
 * that cannot be read as a release is reported once and the previous one kept.
 */
export function watchRelease(
  siteDir: string,
  { intervalMs = 250, log = console.log }: { intervalMs?: number; log?: (message: string) => void } = {},
): ReleaseWatch {
  let current = loadRelease(siteDir);
  let refused = "";
  let checking = false;
  const timer = setInterval(async () => {
    if (checking) return;
    checking = true;
    try {
      const dir = await realpath(siteDir);
      if (dir !== current.dir && dir !== refused) {
        const manifest = parseManifest(dir, await readFile(join(dir, MANIFEST_NAME), "utf8"));
        const others = (await Promise.all((await otherBuildsAsync(siteDir, dir)).map(readOrNothing))).flat();
        current = release(dir, manifest, others);
        log(`Now serving ${dir}`);
      }
    } catch (error) {
      const dir = await realpath(siteDir).catch(() => siteDir);
      if (dir !== refused) log(`Still serving ${current.dir}: ${(error as Error).message}`);
      refused = dir;
    } finally {
      checking = false;
    }
  }, intervalMs);
  timer.unref();
  return { current: () => current, close: () => clearInterval(timer) };
}
