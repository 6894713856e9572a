// What the build's last integration (src/integrations/finish-build.ts) does once Astro has written
// the pages and the editor (/admin, src/integrations/editor.ts): the sitemap and robots.txt, the
// serving policy for Cloudflare Pages, precompressed copies, and the serving
// manifest the production server reads.
import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import { extname, join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { currentBlogForwards } from "#/src/data/blog-forwards.server.ts";
import { publishedPosts } from "#/src/data/blog-posts.server.ts";
import { business } from "#/src/data/business.server.ts";
import { pages as registry } from "#/src/registry/pages.ts";
import { indexablePaths } from "#/src/lib/site-registry.ts";
import { indexableUrl, robotsTxt, sitemapXml, type SitemapEntry } from "#/src/lib/sitemap.ts";
import { headerSets, headersFile, redirectsFile, sitePolicies, clientFiles } from "#/hosting/http-policy.ts";
import { writeServingManifest } from "#/scripts/lib/serving-manifest.ts";

const compressible = new Set([".html", ".js", ".css", ".svg", ".xml", ".json", ".txt", ".webmanifest"]);

/** Finishes the build folder `build`, whose `client/` holds every page and the host-wide 404.html. */
export async function finishBuild(build: string) {
  const client = join(build, "client");
  console.log("build: finishing: the sitemap, the hosts' headers and redirects…");

  // The sitemap: every registered page that is its own canonical address, and every published post
  // with its date (src/lib/site-registry.ts). Each must have been built and name itself as canonical.
  const sitemap: SitemapEntry[] = [];
  for (const { path, lastmod } of [
    ...indexablePaths(registry).map((path) => ({ path, lastmod: undefined })),
    ...publishedPosts().map((post) => ({ path: post.path, lastmod: post.date })),
  ]) {
    const url = new URL(path, business.origin).href;
    const html = await readFile(join(client, path, "index.html"), "utf8");
    if (indexableUrl(url, html) !== url)
      throw new Error(`${path}: in the sitemap, but its page does not name ${url} as canonical`);
    sitemap.push({ url, lastmod });
  }
  await writeFile(join(client, "sitemap.xml"), sitemapXml(sitemap));
  await writeFile(join(client, "robots.txt"), robotsTxt(new URL("/sitemap.xml", business.origin).href));

  // Response headers and redirects for other hosts, from hosting/http-policy.ts (the policy `npm start`
  // applies), with the hashes of the inline scripts the pages now hold: each page its own.
  // Moved posts answer 301 (their Dutch forwarding pages are Astro's: src/pages/blogs/[...moved].astro).
  const { forwards: redirects, toOverview } = currentBlogForwards();
  for (const from of toOverview)
    console.log(`build: het artikel achter ${from} staat niet online; dat oude adres stuurt nu door naar /blogs`);
  const policies = sitePolicies(client);
  await writeFile(join(client, "_headers"), headersFile(policies, clientFiles(client)));
  await writeFile(join(client, "_redirects"), redirectsFile(redirects));

  console.log("build: finishing: compressed copies of every text file (brotli and gzip)…");
  const brotli = promisify(brotliCompress);
  const gz = promisify(gzip);
  let count = 0;
  for (const entry of await readdir(client, { recursive: true })) {
    const file = join(client, entry);
    if (!compressible.has(extname(file)) || (await stat(file)).size < 1024) continue;
    const body = await readFile(file);
    // The editor's 5 MB bundle at brotli's best would take longer than the rest of the build.
    const quality = body.length > 1_000_000 ? 6 : 11;
    await writeFile(`${file}.br`, await brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: quality } }));
    await writeFile(`${file}.gz`, await gz(body, { level: 9 }));
    count++;
  }
  const manifest = await writeServingManifest(build, {
    headers: headerSets(policies),
    policies: policies.pages,
    redirects,
  });
  return { sitemap, policies, count, manifest };
}
