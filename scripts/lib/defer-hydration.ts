import { HYDRATION_GATE } from "../../app/lib/hydration-gate.ts";

const bootstrap = /<script type="module" async="">([\s\S]*?)<\/script>/;

/**
 * React Router's prerendered bootstrap imports the route modules statically, so they are evaluated
 * as soon as they arrive, racing the page's first paint for the CPU. This rewrites it to wait for
 * the hydration gate (app/lib/hydration-gate.ts) and then import the same modules dynamically;
 * the modulepreload links still fetch them early.
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
  const rewritten = `await window.${HYDRATION_GATE};\n${sideEffects}${modules}${rest.trim()}`;
  return html.replace(match[0], `<script type="module" async="">${rewritten}</script>`);
}
