import { existsSync } from "node:fs";
import { dirname, join } from "node:path";

/**
 * The repository root, found by walking up from a file: build-time code runs both from source
 * and bundled by Astro's build, so paths relative to the module itself are not stable.
 */
export function repositoryRoot(from: string): string {
  for (let dir = from; dir !== dirname(dir); dir = dirname(dir)) {
    if (existsSync(join(dir, "media", "manifest.ts"))) return dir;
  }
  throw new Error(`No repository root above ${from}`);
}
