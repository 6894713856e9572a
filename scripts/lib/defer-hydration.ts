import { HYDRATION_GATE } from "#/app/lib/hydration-gate.ts";

const bootstrap = /<script type="module" async="">([\s\S]*?)<\/script>/;
const modulePreload = /<link rel="modulepreload" href="([^"]+)"\/>/g;

/** What the bootstrap does when a script cannot load: the page goes back to its no-script form. */
export const withoutScripts = 'document.documentElement.classList.remove("js");';

/**
 * React Router's prerendered bootstrap imports the route modules statically, so they are evaluated
 * as soon as they arrive, racing the page's first paint for the CPU. This rewrites it to wait for
 * the hydration gate (app/lib/hydration-gate.ts) and then import the same modules dynamically.
 * The modulepreload links move into it too: fetched from the head, the scripts would share a slow
 * line with the picture, style sheet and font the first paint needs; added once the gate opens,
 * they still load in parallel rather than one import after another.
 */
export function deferHydration(html: string): string {
  if (!html.includes('<script type="module"')) return html; // e.g. a redirect page: nothing to hydrate
  const match = bootstrap.exec(html);
  if (!match) throw new Error("No React Router bootstrap module script found: has its output changed?");
  const source = match[1]!;
  const names: string[] = [];
  const urls: string[] = [];
  let sideEffects = "";
  const rest = source
    .replace(/^import \* as (\w+) from "([^"]+)";\n?/gm, (_, name: string, url: string) => {
      names.push(name);
      urls.push(url);
      return "";
    })
    .replace(/^import "([^"]+)";\n?/gm, (_, url: string) => {
      sideEffects += `await import(${JSON.stringify(url)});\n`;
      return "";
    });
  if (/^import\s/m.test(rest)) throw new Error(`Unexpected static import left in the bootstrap: ${rest}`);
  const modules = names.length
    ? `const [${names.join(", ")}] = await Promise.all([${urls.map((url) => `import(${JSON.stringify(url)})`).join(", ")}]);\n`
    : "";
  const preloads = [...html.matchAll(modulePreload)].map(([, href]) => href!);
  const preload = preloads.length
    ? `for (const href of ${JSON.stringify(preloads)}) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));\n`
    : "";
  // The entry is awaited too, so a script that cannot load (a filtering network, a dropped line)
  // is caught here: the page then stays the page without JavaScript (no `html.js`), whose
  // fallbacks work, instead of showing widgets that never come alive, and logs no uncaught error.
  const entry = rest.trim().replace(/^import\(/m, "await import(");
  const rewritten = `await window.${HYDRATION_GATE};\n${preload}try {\n${sideEffects}${modules}${entry}\n} catch {\n${withoutScripts}\n}`;
  return html.replace(modulePreload, "").replace(match[0], `<script type="module" async="">${rewritten}</script>`);
}
