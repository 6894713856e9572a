// `node spikes/measure/serve.ts <dir> [port]`: serves one variant's static output exactly as
// server/serve.ts serves build/client (sirv, precompressed files, the site's security and cache
// headers, its CSP with the variant's own inline-script hashes), after precompressing what the
// variant's build left uncompressed. Used by measure.ts and by hand.
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import { extname, join, resolve } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import sirv from "sirv";
import { headersFor, siteScriptHashes } from "#/server/http-policy.ts";

const compressible = new Set([".html", ".js", ".css", ".svg", ".xml", ".json", ".txt", ".webmanifest", ".rsc"]);

/** The same brotli 11 / gzip 9 files scripts/postbuild.ts writes, for files of 1 KB and more. */
export function precompress(dir: string) {
  for (const entry of readdirSync(dir, { recursive: true })) {
    const file = join(dir, String(entry));
    if (!compressible.has(extname(file)) || !statSync(file).isFile() || statSync(file).size < 1024) continue;
    if (existsSync(`${file}.br`) && statSync(`${file}.br`).mtimeMs >= statSync(file).mtimeMs) continue;
    const body = readFileSync(file);
    writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  }
}

export function serve(dir: string, port: number) {
  const root = resolve(dir);
  precompress(root);
  const hashes = siteScriptHashes(root);
  const notFound = existsSync(join(root, "404.html")) ? readFileSync(join(root, "404.html")) : Buffer.from("Not found");
  const assets = sirv(root, {
    etag: true,
    gzip: true,
    brotli: true,
    dotfiles: false,
    setHeaders(res, pathname) {
      for (const [name, value] of Object.entries(headersFor(pathname, hashes))) res.setHeader(name, value);
    },
  });
  const server = createServer((req, res) =>
    assets(req, res, () => {
      res.statusCode = 404;
      res.setHeader("Content-Type", "text/html; charset=utf-8");
      res.end(notFound);
    }),
  );
  return new Promise<typeof server>((done) => server.listen(port, "localhost", () => done(server)));
}

if (import.meta.main) {
  const [dir, port = "4400"] = process.argv.slice(2);
  if (!dir) throw new Error("usage: node spikes/measure/serve.ts <dir> [port]");
  await serve(dir, Number(port));
  console.log(`${dir} served at http://localhost:${port}`);
}
