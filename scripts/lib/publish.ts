// Where builds go and how one is published. Each build is written to a fresh folder under
// .builds/ and, once complete, `build` (a symbolic link, which every tool and host reads as the
// folder: build/client, build/serving.json) is switched to it in one rename. The running server
// and a reader of build/client see the old build or the new one, never a mix or a half-written
// file; a failed build is never published. The last few builds are kept, so a request that began
// on one can finish.
import { existsSync, lstatSync, readdirSync, renameSync, rmSync, statSync, symlinkSync } from "node:fs";
import { join, relative } from "node:path";

export const BUILDS = ".builds";
/** `build` and the builds before it that are kept (a slow download may still be reading one). */
export const KEEP = 3;

/** A new, empty build folder's path: .builds/<time>. */
export function newBuildDir(root: string): string {
  return join(root, BUILDS, new Date().toISOString().replace(/[:.]/g, "-"));
}

/** Makes `dir` (a complete build under .builds/) the one `root`/build names, in one step. */
export function publishBuild(root: string, dir: string, { keep = KEEP }: { keep?: number } = {}) {
  const link = join(root, "build");
  const next = join(root, `.build-link-${process.pid}`);
  rmSync(next, { force: true });
  symlinkSync(relative(root, dir), next, "dir");
  // A build folder from before builds were published this way: moved aside once, then pruned.
  if (existsSync(link) && !lstatSync(link).isSymbolicLink()) renameSync(link, `${newBuildDir(root)}-earlier`);
  renameSync(next, link);
  pruneBuilds(root, dir, keep);
}

/** Removes all but the `keep` most recent builds; never `current`. */
function pruneBuilds(root: string, current: string, keep = KEEP) {
  const folder = join(root, BUILDS);
  const others = readdirSync(folder)
    .map((name) => join(folder, name))
    .filter((dir) => dir !== current)
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
  for (const dir of others.slice(keep - 1)) rmSync(dir, { recursive: true, force: true });
}
