// The internet, as the browser tests see it: every host but localhost resolves here (see the
// --host-resolver-rules flag in playwright.config.ts), and every request gets an empty answer.
// Pages load their maps, booking widget and calculator frames without leaving the machine, and
// without the tests routing every request of their own pages through Playwright (which turns off
// the browser's cache and doubles the time a page takes to load). A test that needs a third
// party's behaviour still routes that address itself.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { createServer } from "node:https";
import { tmpdir } from "node:os";
import { join } from "node:path";

export const FAKE_INTERNET_PORT = Number(process.env.FAKE_INTERNET_PORT ?? 4443);

/** A throwaway self-signed certificate (the browser is told to accept it). */
function certificate() {
  const dir = mkdtempSync(join(tmpdir(), "fake-internet-"));
  const made = spawnSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "rsa:2048",
      "-nodes",
      "-days",
      "1",
      "-subj",
      "/CN=fake-internet",
      "-keyout",
      join(dir, "key.pem"),
      "-out",
      join(dir, "cert.pem"),
    ],
    { encoding: "utf8" },
  );
  if (made.status !== 0) throw new Error(`openssl could not make a test certificate: ${made.stderr || made.error}`);
  return { key: readFileSync(join(dir, "key.pem")), cert: readFileSync(join(dir, "cert.pem")) };
}

if (import.meta.main) {
  createServer(certificate(), (request, response) => {
    const script = request.headers["sec-fetch-dest"] === "script";
    response.writeHead(200, {
      "content-type": script ? "text/javascript" : "text/html; charset=utf-8",
      "access-control-allow-origin": "*",
    });
    response.end();
  }).listen(FAKE_INTERNET_PORT, "127.0.0.1", () => console.log(`fake internet on 127.0.0.1:${FAKE_INTERNET_PORT}`));
}
