// Today's server: sirv with precompressed files and ETags, 404.html for unknown paths.
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import { join } from "node:path";
import sirv from "sirv";

const root = process.env.ROOT!;
const assets = sirv(root, { etag: true, gzip: true, brotli: true, dotfiles: false });
createServer((req, res) => {
  new URL(req.url ?? "/", "http://localhost"); // as server/serve.ts did before issue 24
  assets(req, res, () => {
    res.statusCode = 404;
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.end(readFileSync(join(root, "404.html")));
  });
}).listen(Number(process.env.PORT), () => console.log("listening"));
