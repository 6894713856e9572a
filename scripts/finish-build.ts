// `node scripts/finish-build.ts <build>`: adds what the hosts
// need around the pages Astro wrote into <build>/client/ (scripts/lib/finish-build.ts). Run by the
// finish-build integration (src/integrations/finish-build.ts) at the end of `astro build`.
import { finishBuild } from "#/scripts/lib/finish-build.ts";

const build = process.argv[2];
if (!build) {
  console.error("finish-build: name the build folder (the one that holds client/).");
  process.exit(1);
}
const { sitemap, policies, count, manifest } = await finishBuild(build);
console.log(
  `build: wrote sitemap.xml (${sitemap.length} pages), robots.txt, _headers (${Object.keys(policies.pages).length} page policies) and _redirects, compressed ${count} files, listed ${Object.keys(manifest.files).length} files in serving.json`,
);
