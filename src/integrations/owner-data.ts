// The owner's data files (content/*.yaml) in the build. The pages read them once, when they are
// first imported (src/data/owner-files.server.ts), so `astro dev` starts afresh when one changes. A build
// step that reads them runs in a Node process of its own: Astro loads its configuration, the
// integrations included, before the content layer has checked those files.
import { spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";

const root = fileURLToPath(new URL("../..", import.meta.url));

export function ownerData(): AstroIntegration {
  return {
    name: "klankwijs:owner-data",
    hooks: {
      "astro:config:setup": ({ command, addWatchFile }) => {
        if (command !== "dev") return;
        for (const name of readdirSync(join(root, "content")))
          if (name.endsWith(".yaml")) addWatchFile(join(root, "content", name));
      },
    },
  };
}

/** Runs `script` (a path from the repository's root) with `args`; `what` names the step in the error. */
export function runOwnerDataStep(script: string, args: string[], what: string) {
  const result = spawnSync(process.execPath, [script, ...args], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) throw new Error(`${what} failed: see the lines above.`);
}
