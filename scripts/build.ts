// The last part of `npm run build`: Astro writes every page into a fresh folder under .builds/
// (its client/), finishBuild() adds what the hosts need around it (scripts/lib/finish-build.ts),
// and only when both succeed does `build` switch to it (scripts/lib/publish.ts). A failed build
// leaves the published site as it was.
import { spawnSync } from "node:child_process";
import { mkdirSync, rmSync } from "node:fs";
import { delimiter, join, relative } from "node:path";
import { finishBuild } from "#/scripts/lib/finish-build.ts";
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

try {
  const { sitemap, policies, scriptHashes, count, manifest } = await finishBuild(dir);
  console.log(
    `build: wrote sitemap.xml (${sitemap.length} pages), robots.txt, _headers (${Object.keys(policies.pages).length} page policies, ${scriptHashes.length} script hashes in all), _redirects and nginx/, compressed ${count} files, listed ${Object.keys(manifest.files).length} files in serving.json`,
  );
} catch (error) {
  console.error(error);
  failed("finishing the build", 1);
}
publishBuild(root, dir);
console.log(`build: published ${relative(root, dir)} as build/`);
