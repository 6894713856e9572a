// The owner's editor at /admin (decision 014) as an Astro integration: written into the built site
// after Astro's pages, and served by `npm run dev` from a folder of its own.
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { extname, join, normalize } from "node:path";
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import mime from "mime-types";
import { runOwnerDataStep } from "#/src/integrations/owner-data.ts";

const writeEditor = (folder: string) =>
  runOwnerDataStep("scripts/write-editor.ts", [folder], "Writing the editor (/admin)");

export function editor(): AstroIntegration {
  return {
    name: "klankwijs:editor",
    hooks: {
      "astro:build:done": ({ dir }) => writeEditor(fileURLToPath(dir)),
      "astro:server:setup": ({ server }) => {
        const folder = mkdtempSync(join(tmpdir(), "klankwijs-editor-"));
        writeEditor(folder);
        server.middlewares.use((request, response, next) => {
          const path = decodeURIComponent(new URL(request.url ?? "/", "http://dev").pathname);
          if (path !== "/admin" && !path.startsWith("/admin/")) return next();
          const file = normalize(
            join(folder, path.endsWith("/") || path === "/admin" ? join(path, "index.html") : path),
          );
          if (!file.startsWith(join(folder, "admin"))) return next();
          try {
            const body = readFileSync(file);
            response.setHeader("Content-Type", mime.contentType(extname(file)) || "application/octet-stream");
            response.end(body);
          } catch {
            next();
          }
        });
      },
    },
  };
}
