// Serves the prerendered site in build/client with sirv: compressed files, ETags,
// long caching for hashed assets, the security headers of http-policy.ts (its script hashes read from
// the built pages at start), permanent redirects for moved posts, and the not-found page with status 404.
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import { join } from "node:path";
import sirv from "sirv";
import { headersFor as policyHeadersFor, redirects, siteScriptHashes } from "#/server/http-policy.ts";

const root = join(import.meta.dirname, "..", "build", "client");
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "localhost";

let notFoundPage: Buffer;
try {
  notFoundPage = readFileSync(join(root, "404.html"));
} catch {
  console.error("build/client/404.html is missing: run `npm run build` first.");
  process.exit(1);
}
const scriptHashes = siteScriptHashes(root);
const headersFor = (pathname: string) => policyHeadersFor(pathname, scriptHashes);

const assets = sirv(root, {
  etag: true,
  gzip: true,
  brotli: true,
  dotfiles: false,
  setHeaders(res, pathname) {
    for (const [name, value] of Object.entries(headersFor(pathname))) res.setHeader(name, value);
  },
});

const server = createServer((req, res) => {
  const { pathname, search } = new URL(req.url ?? "/", "http://localhost");
  const target = redirects[pathname.replace(/\/$/, "")];
  if (target) {
    res.writeHead(301, { Location: `${target}${search}`, ...headersFor(pathname) });
    res.end();
    return;
  }
  assets(req, res, () => {
    res.statusCode = 404;
    for (const [name, value] of Object.entries(headersFor("/404.html"))) res.setHeader(name, value);
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.end(req.method === "HEAD" ? undefined : notFoundPage);
  });
});

server.listen(port, host, () => {
  console.log(`Site served at http://${host}:${port}`);
});

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
