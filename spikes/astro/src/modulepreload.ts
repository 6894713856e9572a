// Astro writes no <link rel="modulepreload"> for islands: the island runtime imports the renderer
// and the component, and only then does the browser see their static imports (a waterfall the
// site avoids with React Router's modulepreloads). After the build, this adds them to <head> for
// the islands that hydrate at once (client:load).
import type { AstroIntegration } from "astro";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

function staticImports(dir: string, file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const code = readFileSync(join(dir, file.replace(/^\//, "")), "utf8");
  // Static imports only (`import{…}from"./x.js"`, `import"./x.js"`), not import("…").
  for (const [, spec] of code.matchAll(/\bimport\s*(?:[\w${}\s,*]+?\s*from\s*)?["'](\.\/[^"']+\.js)["']/g))
    staticImports(dir, new URL(spec!, `http://x${file}`).pathname, seen);
  return seen;
}

export function islandModulePreloads(): AstroIntegration {
  return {
    name: "spike:island-modulepreload",
    hooks: {
      "astro:build:done": ({ dir }) => {
        const root = fileURLToPath(dir);
        for (const entry of readdirSync(root, { recursive: true })) {
          const page = join(root, String(entry));
          if (!page.endsWith(".html")) continue;
          let html = readFileSync(page, "utf8");
          const files = new Set<string>();
          for (const [tag] of html.matchAll(/<astro-island\b[^>]*\bclient="load"[^>]*>/g))
            for (const [, url] of tag.matchAll(/(?:component|renderer)-url="([^"]+)"/g)) staticImports(root, url!, files);
          if (!files.size) continue;
          const links = [...files].map((file) => `<link rel="modulepreload" href="${file}">`).join("");
          html = html.replace("</head>", `${links}</head>`);
          writeFileSync(page, html);
        }
      },
    },
  };
}
