// `npm run build:astro`: the whole site as Astro static pages with React islands (issue 27) in
// build-astro/, beside React Router's build (`npm run build`), which stays the one `npm start`,
// `npm test` and the hosting use. Serve it with `SITE_DIR=build-astro npm run serve`.
// Run after `npm run build` or `npm run media` (the pictures in public/media are shared).
import { spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import { delimiter, join } from "node:path";
import { ASTRO_OUTPUT_DIR } from "#/astro.config.ts";
import { finishBuild } from "#/scripts/lib/finish-build.ts";

const root = join(import.meta.dirname, "..");
const build = join(root, ASTRO_OUTPUT_DIR);
rmSync(build, { recursive: true, force: true });
const result = spawnSync("astro", ["build"], {
  cwd: root,
  env: {
    ...process.env,
    ASTRO_TELEMETRY_DISABLED: "1",
    PATH: `${join(root, "node_modules", ".bin")}${delimiter}${process.env.PATH}`,
  },
  stdio: "inherit",
});
if (result.status !== 0) {
  console.error("build:astro: astro build failed.");
  process.exit(result.status ?? 1);
}
const { sitemap, scriptHashes, count, manifest } = await finishBuild(build);
console.log(
  `build:astro: wrote ${ASTRO_OUTPUT_DIR}/: sitemap.xml (${sitemap.length} pages), _headers and nginx/ (${scriptHashes.length} script hashes), the editor, compressed ${count} files, listed ${Object.keys(manifest.files).length} files in serving.json`,
);
