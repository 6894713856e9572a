// The editor at /admin (decision 014): Decap CMS's prebuilt bundle as it ships, its configuration
// (scripts/lib/cms-config.ts) and a page that loads both. Not part of the site's own bundles: no
// page of the site links to it or loads any of it.
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { stringify } from "yaml";
import { cmsConfig } from "#/scripts/lib/cms-config.ts";

/** Writes build/client/admin/: index.html, config.yml and the bundle under a content-hashed name. */
export function writeAdminPage(client: string, { siteName, origin }: { siteName: string; origin: string }) {
  const dir = join(client, "admin");
  mkdirSync(dir, { recursive: true });
  const bundle = readFileSync(fileURLToPath(import.meta.resolve("decap-cms")));
  const script = `decap-cms.${createHash("sha256").update(bundle).digest("hex").slice(0, 10)}.js`;
  writeFileSync(join(dir, script), bundle);
  writeFileSync(join(dir, "config.yml"), stringify(cmsConfig(origin), { lineWidth: 0 }));
  writeFileSync(
    join(dir, "index.html"),
    `<!doctype html>
<html lang="nl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>Beheer | ${siteName}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="cms-config-url" type="text/yaml" href="/admin/config.yml">
</head>
<body>
<script src="/admin/${script}"></script>
</body>
</html>
`,
  );
  return { script, bytes: bundle.length };
}
