// `node spikes/plain/build.ts`: issue 19's variant 4, today's site without its hydration chain.
// Builds a copy of the project in which React Router's bootstrap is left as the framework writes
// it (static imports, module preloads in <head>) and the hydration gate script is gone; the
// hand-made islands (app/components/island.tsx) stay, since removing them changes the components.
// Output: spikes/plain/dist/. Nothing in the site itself changes.
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const root = join(import.meta.dirname, "..", "..");
const work = join(import.meta.dirname, "work");
const dist = join(import.meta.dirname, "dist");
rmSync(work, { recursive: true, force: true });
rmSync(dist, { recursive: true, force: true });

const listed = spawnSync("git", ["ls-files", "--cached", "--others", "--exclude-standard", "-z"], { cwd: root });
for (const file of listed.stdout.toString().split("\0").filter(Boolean)) {
  if (file.startsWith("spikes/") || !existsSync(join(root, file))) continue;
  cpSync(join(root, file), join(work, file), { recursive: true });
}
symlinkSync(join(root, "node_modules"), join(work, "node_modules"), "dir");
// Tailwind skips what .gitignore names, read from the copy's own repository; `node_modules/` matches
// no symlink, and scanning the linked packages would triple the style sheet.
writeFileSync(join(work, ".gitignore"), `${readFileSync(join(work, ".gitignore"), "utf8")}/node_modules\n`);
spawnSync("git", ["init", "-q"], { cwd: work });
if (existsSync(join(root, "public", "media")))
  cpSync(join(root, "public", "media"), join(work, "public", "media"), { recursive: true });

/** Replaces `from` in a copied file, failing loudly if the site's code no longer has it. */
function edit(file: string, from: string | RegExp, to: string) {
  const text = readFileSync(join(work, file), "utf8");
  const next = text.replace(from, to);
  if (next === text) throw new Error(`${file}: ${from} not found; update spikes/plain/build.ts`);
  writeFileSync(join(work, file), next);
}
edit("scripts/lib/defer-hydration.ts", /export function deferHydration\(html: string\): string \{/, "$&\n  return html;");
edit("app/root.tsx", "<script dangerouslySetInnerHTML={{ __html: hydrationGateScript }} />", "");

const build = spawnSync("npm", ["run", "build"], { cwd: work, stdio: "inherit" });
if (build.status !== 0) process.exit(build.status ?? 1);
cpSync(join(work, "build", "client"), dist, { recursive: true });
rmSync(work, { recursive: true, force: true });
console.log("spikes/plain/dist: today's site without the hydration gate and bootstrap rewrite");
