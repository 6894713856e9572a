import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { firstViewReferences, pageWeight, staticImports } from "#/scripts/lib/page-budget.ts";

const page = `<html><head><link rel="stylesheet" href="/assets/app.css"/>
<link rel="modulepreload" href="/assets/root.js"/>
<script>window.gate=1</script><script type="application/ld+json">{"@context":"https://schema.org"}</script>
</head><body><script type="module" async="">await window.gate;
for (const href of ["/assets/entry.js"]) preload(href);
await import("/assets/manifest.js");
const [route0] = await Promise.all([import("/assets/root.js")]);</script></body></html>`;

describe("firstViewReferences()", () => {
  const found = firstViewReferences(page);
  it("finds preloaded scripts, in the head or the bootstrap, and the bootstrap's imports once each", () => {
    expect(found.scripts.sort()).toEqual(["/assets/entry.js", "/assets/manifest.js", "/assets/root.js"]);
  });
  it("counts inline scripts but not JSON-LD", () => {
    expect(found.inline).toHaveLength(2);
    expect(found.inline.join("")).not.toContain("schema.org");
  });
  it("finds the style sheets", () => expect(found.styles).toEqual(["/assets/app.css"]));
});

describe("staticImports()", () => {
  it("follows static imports of a built chunk and skips dynamic ones", () => {
    const code = `import{a as b}from"./jsx-runtime-1.js";import"./side-2.js";const l=()=>import("./lazy-3.js");`;
    expect(staticImports(code)).toEqual(["./jsx-runtime-1.js", "./side-2.js"]);
  });
});

describe("pageWeight()", () => {
  it("sums the gzip size of every script the page needs, imports included, each file once", () => {
    const dir = mkdtempSync(join(tmpdir(), "budget-"));
    mkdirSync(join(dir, "assets"));
    const files: Record<string, string> = {
      "assets/entry.js": `import{x}from"./shared.js";console.log(x,"entry")`,
      "assets/root.js": `import{x}from"./shared.js";console.log(x,"root");import("./lazy.js")`,
      "assets/manifest.js": `window.m={}`,
      "assets/shared.js": `export const x=1`,
      "assets/lazy.js": "x".repeat(50_000),
      "assets/app.css": "body{margin:0}",
      "index.html": page,
    };
    for (const [name, content] of Object.entries(files)) writeFileSync(join(dir, name), content);
    const gz = (name: string) => gzipSync(files[name]!, { level: 9 }).length;
    const inline = firstViewReferences(page).inline.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0);

    const weight = pageWeight(dir, "index.html");
    expect(weight.js).toBe(
      gz("assets/entry.js") + gz("assets/root.js") + gz("assets/manifest.js") + gz("assets/shared.js") + inline,
    );
    expect(weight.css).toBe(gz("assets/app.css"));
    expect(weight.files).toBe(5);
  });
});
