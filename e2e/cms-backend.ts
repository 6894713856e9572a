// The editor's local backend for the browser tests: decap-server (the same `npx decap-server` the
// owner's developer runs) over a fresh copy of the owner's files in test-results/cms-repo, so a
// test edits through the editor and then reads what it wrote, without touching the real content.
import { spawn } from "node:child_process";
import { cpSync, mkdirSync, rmSync } from "node:fs";
import { join } from "node:path";

const root = join(import.meta.dirname, "..");
/** Where the editor's test edits land: the copy's content/ and media/photos/. */
export const CMS_REPO = join(root, "test-results", "cms-repo");
/** decap-server's default port, which the editor's `local_backend: true` looks for. */
export const CMS_BACKEND_PORT = Number(process.env.CMS_BACKEND_PORT ?? 8081);

/** A fresh copy of the owner's files; decap-server reads the disk on every request, so a retried
 * test can reset the copy while the server runs. */
export function resetCmsRepo() {
  rmSync(CMS_REPO, { recursive: true, force: true });
  mkdirSync(join(CMS_REPO, "media", "photos"), { recursive: true });
  cpSync(join(root, "content"), join(CMS_REPO, "content"), { recursive: true });
}

if (import.meta.main) {
  resetCmsRepo();
  const server = spawn(join(root, "node_modules", ".bin", "decap-server"), {
    env: {
      ...process.env,
      MODE: "fs",
      GIT_REPO_DIRECTORY: CMS_REPO,
      PORT: String(CMS_BACKEND_PORT),
      BIND_HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
    },
    stdio: "inherit",
  });
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => server.kill(signal));
  server.on("exit", (code) => process.exit(code ?? 0));
}
