// The editor at /admin (decision 014): Decap CMS's prebuilt bundle as it ships, its configuration
// (scripts/lib/cms-config.ts), the checks it adds (admin/, bundled here for the browser) and a page
// that loads them. Not part of the site's own bundles: no page of the site links to it or loads any of it.
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { build, type Rollup } from "vite";
import { stringify } from "yaml";
import { repositoryRoot } from "#/app/lib/repository-root.ts";
import { cmsConfig } from "#/scripts/lib/cms-config.ts";

const root = repositoryRoot(import.meta.dirname);

/** A file's name with a hash of its content: cached for good, replaced when it changes. */
const hashed = (name: string, content: string | Buffer) =>
  `${name}.${createHash("sha256").update(content).digest("hex").slice(0, 10)}.js`;

/**
 * admin/main.ts for the browser: the schemas of the owner's files, with the few Node modules they
 * touch replaced by browser versions (admin/browser/).
 */
export async function editorChecks(): Promise<string> {
  const browser = (file: string) => join(root, "admin", "browser", file);
  const output = await build({
    configFile: false,
    root,
    logLevel: "warn",
    define: { "import.meta.dirname": JSON.stringify("") },
    resolve: {
      alias: [
        { find: /^node:fs$/, replacement: browser("node-fs.ts") },
        { find: /^node:path$/, replacement: browser("node-path.ts") },
        { find: "#/app/lib/repository-root.ts", replacement: browser("repository-root.ts") },
      ],
    },
    build: {
      write: false,
      emptyOutDir: false,
      minify: true,
      target: "es2022",
      lib: { entry: join(root, "admin", "main.ts"), formats: ["iife"], name: "klankwijsEditor" },
    },
  });
  const [result] = (Array.isArray(output) ? output : [output]) as Rollup.RollupOutput[];
  const chunk = result!.output.find((file) => file.type === "chunk");
  if (!chunk) throw new Error("admin/main.ts gave no bundle");
  return chunk.code;
}

/** Writes build/client/admin/: index.html, config.yml, Decap's bundle and the checks, scripts under content-hashed names. */
export async function writeAdminPage(client: string, { siteName, origin }: { siteName: string; origin: string }) {
  const dir = join(client, "admin");
  mkdirSync(dir, { recursive: true });
  const bundle = readFileSync(fileURLToPath(import.meta.resolve("decap-cms")));
  const script = hashed("decap-cms", bundle);
  writeFileSync(join(dir, script), bundle);
  // Decap starts itself as soon as its bundle runs, unless told to wait for the checks.
  const hold = "window.CMS_MANUAL_INIT = true;\n";
  const holdScript = hashed("wachten", hold);
  writeFileSync(join(dir, holdScript), hold);
  const checks = await editorChecks();
  const checksScript = hashed("controles", checks);
  writeFileSync(join(dir, checksScript), checks);
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
<script src="/admin/${holdScript}"></script>
<script src="/admin/${script}"></script>
<script src="/admin/${checksScript}"></script>
</body>
</html>
`,
  );
  return { script, bytes: bundle.length, checks: checksScript, checksBytes: checks.length };
}
