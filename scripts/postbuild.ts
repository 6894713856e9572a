// After `react-router build` (both writing the fresh build folder BUILD_OUTPUT_DIR, scripts/build.ts):
// make the prerendered not-found page the host-wide 404 page, drop what a static host does not need,
// write the serving policy for other hosts, precompress text files, and list what the server may
// serve in the serving manifest.
import { copyFile, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { NOT_FOUND_PATH } from "#/react-router.config.ts";
import { BUILD_OUTPUT_DIR } from "#/react-router.config.ts";
import { deferHydration } from "#/scripts/lib/defer-hydration.ts";
import { finishBuild } from "#/scripts/lib/finish-build.ts";

const build = resolve(import.meta.dirname, "..", BUILD_OUTPUT_DIR);
const client = join(build, "client");

await copyFile(join(client, NOT_FOUND_PATH, "index.html"), join(client, "404.html"));
await rm(join(client, NOT_FOUND_PATH), { recursive: true });
// Every route is prerendered, so the SPA fallback and the server build are unused.
await rm(join(client, "__spa-fallback.html"), { force: true });
await rm(join(build, "server"), { recursive: true, force: true });

// The page is readable from HTML and CSS alone; its scripts only hydrate it. Fetch and run them
// once the first paint is done, so they never hold it up on a slow line (defer-hydration.ts).
let pages = 0;
for (const entry of await readdir(client, { recursive: true })) {
  if (!entry.endsWith(".html")) continue;
  const file = join(client, entry);
  const html = await readFile(file, "utf8");
  await writeFile(file, deferHydration(html));
  pages++;
}

const { sitemap, policies, scriptHashes, count, manifest } = await finishBuild(build);
console.log(
  `postbuild: wrote build/client/404.html, sitemap.xml (${sitemap.length} pages), robots.txt, _headers (${Object.keys(policies.pages).length} page policies, ${scriptHashes.length} script hashes in all), _redirects and build/nginx/, deferred the scripts of ${pages} pages, compressed ${count} files, listed ${Object.keys(manifest.files).length} files in serving.json`,
);
