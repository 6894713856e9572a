import { describe, expect, it } from "vitest";
import { deferHydration } from "#/scripts/lib/defer-hydration.ts";

const prerendered = `<head></head><body><p>Tekst</p><script type="module" async="">import "/assets/manifest-1.js";
import * as route0 from "/assets/root-2.js";
import * as route1 from "/assets/home-3.js";
  
  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};

import("/assets/entry.client-4.js");</script></body>`;

/**
 * Runs a rewritten bootstrap with its imports replaced by `arrives(url)` (a module, or a failed
 * load as a browser rejects it): which modules were evaluated, and whether `html.js` is still set.
 */
async function run(script: string, arrives: (url: string) => boolean) {
  const loaded: string[] = [];
  const classes = new Set(["js"]);
  const load = (url: string) => {
    if (!arrives(url)) return Promise.reject(new TypeError(`Failed to fetch dynamically imported module: ${url}`));
    loaded.push(url);
    return Promise.resolve({});
  };
  const window = { __hydrationGate: Promise.resolve() } as Record<string, unknown>;
  const document = { documentElement: { classList: { remove: (name: string) => classes.delete(name) } } };
  const body = script.replaceAll("import(", "load(");
  const bootstrap = new Function("window", "document", "load", `return (async () => {\n${body}\n})();`) as (
    ...args: unknown[]
  ) => Promise<void>;
  await bootstrap(window, document, load);
  return { loaded, scripted: classes.has("js") };
}

describe("deferHydration()", () => {
  const html = deferHydration(prerendered);
  const script = /<script type="module" async="">([\s\S]*)<\/script>/.exec(html)![1]!;

  it("waits for the hydration gate before loading anything", () => {
    expect(script.startsWith("await window.__hydrationGate;")).toBe(true);
    expect(script).not.toMatch(/^import /m);
  });
  it("imports the same modules, the manifest first, and hands the routes over unchanged", () => {
    expect(script).toContain('await import("/assets/manifest-1.js");');
    expect(script).toContain(
      'const [route0, route1] = await Promise.all([import("/assets/root-2.js"), import("/assets/home-3.js")]);',
    );
    expect(script).toContain('window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};');
    expect(script).toContain('await import("/assets/entry.client-4.js");');
    expect(script.indexOf("manifest-1")).toBeLessThan(script.indexOf("root-2"));
  });
  it("loads every module, then the entry, and leaves the page scripted when all arrive", async () => {
    const { loaded, scripted } = await run(script, () => true);
    expect(loaded).toEqual([
      "/assets/manifest-1.js",
      "/assets/root-2.js",
      "/assets/home-3.js",
      "/assets/entry.client-4.js",
    ]);
    expect(scripted).toBe(true);
  });
  it("turns the page back into its no-script form, without an uncaught error, when a script cannot load", async () => {
    for (const failing of ["/assets/manifest-1.js", "/assets/home-3.js", "/assets/entry.client-4.js"]) {
      const { loaded, scripted } = await run(script, (url) => url !== failing);
      expect(scripted, failing).toBe(false);
      expect(loaded, failing).not.toContain("/assets/entry.client-4.js");
    }
  });
  it("leaves the rest of the page as it was", () => {
    expect(html.startsWith("<head></head><body><p>Tekst</p>")).toBe(true);
  });
  it("fails the build when the framework's bootstrap is not where it was", () => {
    expect(() => deferHydration('<body><script type="module">go()</script></body>')).toThrow(/bootstrap/);
  });
  it("moves the module preloads from the head into the bootstrap, after the gate", () => {
    const page = deferHydration(
      `<head><link rel="modulepreload" href="/assets/root-2.js"/><link rel="modulepreload" href="/assets/jsx-5.js"/></head>${prerendered.slice("<head></head>".length)}`,
    );
    expect(page).not.toContain('<link rel="modulepreload"');
    const code = /<script type="module" async="">([\s\S]*)<\/script>/.exec(page)![1]!;
    const preload = code.indexOf('["/assets/root-2.js","/assets/jsx-5.js"]');
    expect(preload).toBeGreaterThan(code.indexOf("await window.__hydrationGate;"));
    expect(preload).toBeLessThan(code.indexOf("import("));
    expect(code).toContain('rel: "modulepreload"');
  });
  it("leaves pages without scripts alone", () => {
    expect(deferHydration("<body></body>")).toBe("<body></body>");
  });
});
