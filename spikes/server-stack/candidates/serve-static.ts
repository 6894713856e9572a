// Express's serve-static (over send), as Express would mount it, with finalhandler for errors.
import finalhandler from "finalhandler";
import { createServer } from "node:http";
import serveStatic from "serve-static";

const serve = serveStatic(process.env.ROOT!, { fallthrough: false, index: ["index.html"] });
createServer((req, res) => serve(req as never, res as never, finalhandler(req, res) as never)).listen(
  Number(process.env.PORT),
  () => console.log("listening"),
);
