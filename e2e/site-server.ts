// Starts a production server of its own (server/serve.ts) on a free port, for tests that try to
// break it or swap its build: a crash there is seen as such and takes no other test with it.
import { spawn, type ChildProcess } from "node:child_process";
import { join } from "node:path";

export type SiteServer = {
  port: number;
  process: ChildProcess;
  /** What the server wrote to stderr so far (it logs every 500 there). */
  errors: () => string;
  /** What it wrote to stdout so far. */
  output: () => string;
  alive: () => boolean;
  stop: () => Promise<void>;
};

export async function startSiteServer(env: Record<string, string> = {}): Promise<SiteServer> {
  const child = spawn(process.execPath, [join(import.meta.dirname, "..", "server", "serve.ts")], {
    cwd: join(import.meta.dirname, ".."),
    env: { ...process.env, PORT: "0", HOST: "127.0.0.1", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stderr = "";
  let stdout = "";
  child.stderr!.on("data", (chunk: Buffer) => (stderr += chunk));
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout!.on("data", (chunk: Buffer) => {
      stdout += chunk;
      const match = /Site served at http:\/\/127\.0\.0\.1:(\d+)/.exec(stdout);
      if (match) resolve(Number(match[1]));
    });
    child.on("exit", (code) => reject(new Error(`the server exited with ${code} before listening: ${stderr}`)));
  });
  const alive = () => child.exitCode === null && child.signalCode === null;
  return {
    port,
    process: child,
    errors: () => stderr,
    output: () => stdout,
    alive,
    stop: () =>
      new Promise((resolve) => {
        if (!alive()) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}
