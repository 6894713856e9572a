/**
 * Which build the server serves. `build` is a link to the current build folder (scripts/lib/
 * publish.ts switches it in one step); a published folder never changes. So each request takes
 * the release current when it arrives and reads all its files from that one folder: a visitor
 * gets the old page or the new one, never half of each, however the link moves meanwhile.
 */
import { readFileSync, realpathSync } from "node:fs";
import { readFile, realpath } from "node:fs/promises";
import { join } from "node:path";
import { FileCache } from "#/server/file-cache.ts";
import { MANIFEST_NAME, MANIFEST_VERSION, type FileEntry, type ServingManifest } from "#/server/manifest.ts";

export type Release = {
  /** The build folder itself (the link resolved). */
  dir: string;
  /** Its build/client. */
  client: string;
  manifest: ServingManifest;
  files: ReadonlyMap<string, FileEntry>;
  /** Its smaller files' bytes, once read. */
  cache: FileCache;
};

function release(dir: string, text: string): Release {
  const manifest = JSON.parse(text) as ServingManifest;
  if (manifest.version !== MANIFEST_VERSION || !manifest.files || !manifest.notFound)
    throw new Error(`${join(dir, MANIFEST_NAME)} is not a serving manifest of version ${MANIFEST_VERSION}`);
  const files = new Map(Object.entries(manifest.files));
  return { dir, client: join(dir, "client"), manifest, files, cache: new FileCache() };
}

/** Reads the release `siteDir` points to now; throws when it is missing or incomplete. */
export function loadRelease(siteDir: string): Release {
  const dir = realpathSync(siteDir);
  return release(dir, readFileSync(join(dir, MANIFEST_NAME), "utf8"));
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
        current = release(dir, await readFile(join(dir, MANIFEST_NAME), "utf8"));
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
