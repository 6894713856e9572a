// The last part of `npm run build`: React Router's build and the post-build step write a fresh
// folder under .builds/; only when both succeed does `build` switch to it (scripts/lib/publish.ts).
// A failed build leaves the published site as it was.
import { spawnSync } from "node:child_process";
import { mkdirSync, rmSync } from "node:fs";
import { delimiter, join, relative } from "node:path";
import { newBuildDir, publishBuild } from "#/scripts/lib/publish.ts";

const root = join(import.meta.dirname, "..");
const dir = newBuildDir(root);
mkdirSync(dir, { recursive: true });
const env = {
  ...process.env,
  BUILD_OUTPUT_DIR: dir,
  PATH: `${join(root, "node_modules", ".bin")}${delimiter}${process.env.PATH}`,
};

for (const [command, ...args] of [
  ["react-router", "build"],
  [process.execPath, "--import", "./scripts/content-loader.ts", "scripts/postbuild.ts"],
]) {
  const result = spawnSync(command!, args, { cwd: root, env, stdio: "inherit" });
  if (result.status !== 0) {
    rmSync(dir, { recursive: true, force: true });
    console.error(`build: ${command} failed; the published build is unchanged.`);
    process.exit(result.status ?? 1);
  }
}
publishBuild(root, dir);
console.log(`build: published ${relative(root, dir)} as build/`);
