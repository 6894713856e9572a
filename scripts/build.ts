// The last part of `npm run build`: Astro writes every page into a fresh folder under .builds/
// (its client/), its finish-build integration adds what the hosts need around it
// (src/integrations/finish-build.ts), and only when both succeed does `build` switch to it
// (scripts/lib/publish.ts). A failed build leaves the published site as it was.
import { spawnSync } from "node:child_process";
import { mkdirSync, rmSync } from "node:fs";
import { delimiter, join, relative } from "node:path";
import { newBuildDir, publishBuild } from "#/scripts/lib/publish.ts";

const root = join(import.meta.dirname, "..");
const dir = newBuildDir(root);
mkdirSync(dir, { recursive: true });
const failed = (what: string, status: number | null) => {
  rmSync(dir, { recursive: true, force: true });
  console.error(`build: ${what} failed; the published build is unchanged.`);
  process.exit(status ?? 1);
};

const astro = spawnSync("astro", ["build", "--outDir", join(dir, "client")], {
  cwd: root,
  env: {
    ...process.env,
    ASTRO_TELEMETRY_DISABLED: "1",
    PATH: `${join(root, "node_modules", ".bin")}${delimiter}${process.env.PATH}`,
  },
  stdio: "inherit",
});
if (astro.status !== 0) failed("astro build", astro.status);

publishBuild(root, dir);
console.log(`build: published ${relative(root, dir)} as build/`);
