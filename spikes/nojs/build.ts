// `node spikes/nojs/build.ts`: the floor for issue 19's comparison. A copy of today's build
// (build/client, run `npm run build` first) with every module script and module preload taken out
// of the pages: the same HTML, CSS, font and pictures, nothing hydrates. Output: spikes/nojs/dist/.
import { cpSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const source = join(import.meta.dirname, "..", "..", "build", "client");
const dist = join(import.meta.dirname, "dist");
rmSync(dist, { recursive: true, force: true });
cpSync(source, dist, { recursive: true, filter: (file) => !/\.(br|gz)$/.test(file) });
for (const entry of readdirSync(dist, { recursive: true })) {
  if (!String(entry).endsWith(".html")) continue;
  const file = join(dist, String(entry));
  const html = readFileSync(file, "utf8")
    .replace(/<script type="module"[^>]*>[\s\S]*?<\/script>/g, "")
    .replace(/<link rel="modulepreload"[^>]*>/g, "");
  writeFileSync(file, html);
}
console.log("spikes/nojs/dist: today's pages without their scripts");
