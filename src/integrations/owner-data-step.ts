// A build step that reads the owner's data files runs in a Node process of its own, with the loader
// that makes content/*.yaml importable (scripts/content-loader.ts), as the build's other steps do.
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../..", import.meta.url));

/** Runs `script` (a path from the repository's root) with `args`; `what` names the step in the error. */
export function runOwnerDataStep(script: string, args: string[], what: string) {
  const result = spawnSync(process.execPath, ["--import", "./scripts/content-loader.ts", script, ...args], {
    cwd: root,
    stdio: "inherit",
  });
  if (result.status !== 0) throw new Error(`${what} failed: see the lines above.`);
}
