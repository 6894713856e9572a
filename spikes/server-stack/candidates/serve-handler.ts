// Vercel's serve-handler (behind `npx serve`), serving the folder as-is.
import { createServer } from "node:http";
import handler from "serve-handler";

createServer((req, res) => handler(req, res, { public: process.env.ROOT!, cleanUrls: true })).listen(
  Number(process.env.PORT),
  () => console.log("listening"),
);
