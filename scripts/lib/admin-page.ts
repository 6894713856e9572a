// The editor at /admin (decision 014): Decap CMS's prebuilt bundle (one route keyed, decision 030), its configuration
// (scripts/lib/cms-config.ts), the checks it adds (admin/, bundled here for the browser) and a page
// that loads them. Not part of the site's own bundles: no page of the site links to it or loads any of it.
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { build, type Rollup } from "vite";
import { stringify } from "yaml";
import { repositoryRoot } from "#/src/data/repository-root.ts";
import { cmsConfig } from "#/scripts/lib/cms-config.ts";
import { imageFileName, publicMediaPath } from "#/media/files.ts";
import { mediaManifest } from "#/media/manifest.ts";
import { pictureFor } from "#/media/resolve.ts";

const root = repositoryRoot(import.meta.dirname);

/** A file's name with a hash of its content: cached for good, replaced when it changes. */
const hashed = (name: string, content: string | Buffer) =>
  `${name}.${createHash("sha256").update(content).digest("hex").slice(0, 10)}.js`;

/**
 * admin/main.ts for the browser: the schemas of the owner's files, with the few Node modules they
 * touch replaced by browser versions (admin/browser/).
 */
async function editorChecks(): Promise<string> {
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
        { find: "#/src/data/repository-root.ts", replacement: browser("repository-root.ts") },
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

/**
 * Decap draws every item (`#/collections/<name>/entries/<item>`) with one and the same editor: going
 * from one item straight to another (the address bar, the browser's back button) keeps the editor of
 * the first, which neither loads the second nor forgets the first. Its form then shows the second
 * item's fields filled from the first item's data (empty prices, missing rows) and saves them into
 * the first item's file (decaporg/decap-cms#4147). Keyed by the item's address, the editor is made
 * afresh for each item, as when the owner goes through the list of items.
 */
export function editorPerItem(bundle: string): string {
  const route = /(path:"\/collections\/:name\/entries\/\*",collections:\w+,render:(\w+)=>\w+\(\w+,\{\.\.\.\2\})\)/g;
  const found = bundle.match(route) ?? [];
  if (found.length !== 1)
    throw new Error(
      `Decap CMS's route for an item changed (found ${found.length} times): check scripts/lib/admin-page.ts editorPerItem against decaporg/decap-cms#4147`,
    );
  return bundle.replace(route, (_, start: string, props: string) => `${start},${props}.location.pathname)`);
}

/**
 * The editor's own styles, next to Decap's. Decap writes a field's label and errors in capitals
 * (its FieldLabel and ControlErrorsList, emotion classes named after them): an owner reads our Dutch
 * in normal case, a little larger (":root" outweighs Decap's one class, inserted after this). The
 * notice after a refused publication (admin/refused-save.ts) and after a refused upload
 * (admin/upload-guard.ts) stays at the bottom of the screen until it is closed: at the top it would
 * cover the Publiceer menu and the media library's buttons.
 */
const EDITOR_STYLE = `:root ul[class*="-ControlErrorsList"] { text-transform: none; font-size: 14px; font-weight: 600; }
:root label[class*="FieldLabel"] { text-transform: none; font-size: 14px; }
label[data-needed-when-real] > span { display: none; }
.klankwijs-melding { position: fixed; z-index: 100000; bottom: 24px; left: 50%; transform: translateX(-50%);
  width: min(40rem, calc(100vw - 32px)); box-sizing: border-box; display: flex; gap: 16px; align-items: flex-start;
  padding: 12px 16px; border: 2px solid #b3261e; border-radius: 6px; background: #fdecea; color: #5c0f0b;
  font: 16px/1.45 system-ui, sans-serif; box-shadow: 0 4px 12px rgba(0, 0, 0, 0.2); }
.klankwijs-melding p { margin: 0; flex: 1; text-align: left; }
.klankwijs-melding button { flex: none; font: inherit; padding: 4px 12px; border: 1px solid #5c0f0b;
  border-radius: 4px; background: #fff; color: #5c0f0b; cursor: pointer; }
.klankwijs-melding button:focus-visible { outline: 3px solid #1a56db; outline-offset: 2px; }`;

/**
 * Each picture slot's smallest WebP, as this build serves it: a post that came with the site names
 * a slot, not an upload, and the editor shows it from here (admin/photo-previews.ts).
 */
function slotPictures(): Record<string, string> {
  return Object.fromEntries(
    Object.keys(mediaManifest).map((slot) => {
      const { slot: key, hash, widths } = pictureFor(slot as keyof typeof mediaManifest);
      return [slot, `${publicMediaPath}/${imageFileName(key, widths[0]!, hash, "webp")}`];
    }),
  );
}

/** Writes build/client/admin/: index.html, config.yml, Decap's bundle and the checks, scripts under content-hashed names. */
export async function writeAdminPage(
  client: string,
  { siteName, origin, exampleSite }: { siteName: string; origin: string; exampleSite: boolean },
) {
  const dir = join(client, "admin");
  mkdirSync(dir, { recursive: true });
  const bundle = editorPerItem(readFileSync(fileURLToPath(import.meta.resolve("decap-cms")), "utf8"));
  const script = hashed("decap-cms", bundle);
  writeFileSync(join(dir, script), bundle);
  // Decap starts itself as soon as its bundle runs, unless told to wait for the checks.
  const hold = "window.CMS_MANUAL_INIT = true;\n";
  const holdScript = hashed("wachten", hold);
  writeFileSync(join(dir, holdScript), hold);
  const checks = await editorChecks();
  const checksScript = hashed("controles", checks);
  writeFileSync(join(dir, checksScript), checks);
  writeFileSync(
    join(dir, "config.yml"),
    stringify(cmsConfig(origin, { exampleSite, slotPictures: slotPictures() }), { lineWidth: 0 }),
  );
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
<style>
${EDITOR_STYLE}
</style>
</head>
<body>
<script src="/admin/${holdScript}"></script>
<script src="/admin/${script}"></script>
<script src="/admin/${checksScript}"></script>
</body>
</html>
`,
  );
  return { script, bytes: Buffer.byteLength(bundle), checks: checksScript, checksBytes: checks.length };
}
