// `node spikes/plain/build.ts`: issue 19's variant 4, today's site without its hydration chain.
// Builds a copy of the project in which React Router's bootstrap is left as the framework writes
// it (static imports, module preloads in <head>) and the hydration gate script is gone; the
// hand-made islands (app/components/island.tsx) stay, since removing them changes the components.
// Output: spikes/plain/dist/. Nothing in the site itself changes.
import { spawnSync } from "node:child_process";
import { cpSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { copyProject } from "../../scripts/lib/project-copy.ts";

const root = join(import.meta.dirname, "..", "..");
const work = join(import.meta.dirname, "work");
const dist = join(import.meta.dirname, "dist");
rmSync(work, { recursive: true, force: true });
rmSync(dist, { recursive: true, force: true });

copyProject(root, work, (file) => file.startsWith("spikes/"));
// Inside this repository Tailwind reads the copy's .gitignore only from a repository of its own, and
// its `node_modules/` matches no symlink: scanning the linked packages would triple the style sheet.
writeFileSync(join(work, ".gitignore"), `${readFileSync(join(work, ".gitignore"), "utf8")}/node_modules\n`);
spawnSync("git", ["init", "-q"], { cwd: work });

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
