// send alone (the engine under serve-static), its errors answered with their status, 404.html for 404.
import { createReadStream } from "node:fs";
import { createServer } from "node:http";
import { join } from "node:path";
import send from "send";

const root = process.env.ROOT!;
createServer((req, res) => {
  const path = (req.url ?? "/").split("?")[0]!;
  send(req, path, { root, index: ["index.html"] })
    .on("error", (error: { status?: number }) => {
      res.statusCode = error.status ?? 500;
      if (res.statusCode === 404) createReadStream(join(root, "404.html")).pipe(res);
      else res.end();
    })
    .pipe(res);
}).listen(Number(process.env.PORT), () => console.log("listening"));
