import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { budgetProblems, firstViewReferences, pageWeight, staticImports } from "#/tests/lib/page-budget.ts";

const island = (client: string, component: string, value = "true") =>
  `<astro-island uid="a" component-url="/assets/${component}" component-export="default" renderer-url="/assets/client.js" props="{}" ssr client="${client}" opts="{&quot;name&quot;:&quot;X&quot;,&quot;value&quot;:${value}}"><div></div></astro-island>`;

const page = `<html><head><link rel="stylesheet" href="/assets/app.css"/>
<script>window.boot=1</script><script type="application/ld+json">{"@context":"https://schema.org"}</script>
<script type="speculationrules">{"prefetch":[{"where":{"href_matches":"/*"}}]}</script>
</head><body><script>(()=>{self.Astro={}})();</script>
${island("firstuse", "header.js")}<main>${island("idle", "form.js")}${island("firstuse", "cards.js", "&quot;visible&quot;")}</main>${island("visible", "footer.js")}</body></html>`;

describe("firstViewReferences()", () => {
  const found = firstViewReferences(page);
  it("finds the scripts of every island that hydrates without being scrolled to (not cards.js, footer.js), and their renderer once", () => {
    expect(found.scripts.sort()).toEqual(["/assets/client.js", "/assets/form.js", "/assets/header.js"]);
  });
  it("counts inline scripts but not data (JSON-LD, speculation rules)", () => {
    expect(found.inline).toHaveLength(2);
    expect(found.inline.join("")).not.toContain("schema.org");
    expect(found.inline.join("")).not.toContain("prefetch");
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
  it("sums the gzip size of every script the first view needs, imports included, each file once", () => {
    const dir = mkdtempSync(join(tmpdir(), "budget-"));
    mkdirSync(join(dir, "assets"));
    const files: Record<string, string> = {
      "assets/header.js": `import{x}from"./shared.js";console.log(x,"header")`,
      "assets/form.js": `import{x}from"./shared.js";console.log(x,"form");import("./lazy.js")`,
      "assets/client.js": `window.r={}`,
      "assets/footer.js": "y".repeat(50_000),
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
      gz("assets/header.js") + gz("assets/form.js") + gz("assets/client.js") + gz("assets/shared.js") + inline,
    );
    expect(weight.css).toBe(gz("assets/app.css"));
    expect(weight.files).toBe(5);
  });
});

describe("budgetProblems()", () => {
  const weight = (route: string, js: number) => ({ route, js, css: 1024, files: 3 });
  const exceptions = { "/formulier": { js: 130 * 1024, why: "a form" } };
  it("holds a page to its exception's limit instead of the budget", () => {
    expect(budgetProblems([weight("/", 90 * 1024), weight("/formulier", 120 * 1024)], exceptions)).toEqual([]);
    expect(budgetProblems([weight("/formulier", 131 * 1024)], exceptions)).toEqual([
      "/formulier: 131.0 KB of JavaScript, over 130.0 KB",
    ]);
  });
  it("names an exception no page needs any more, or a page that was not measured", () => {
    expect(budgetProblems([weight("/formulier", 99 * 1024)], exceptions)).toEqual([
      "/formulier: within 100.0 KB now: remove its budget exception",
    ]);
    expect(budgetProblems([weight("/", 90 * 1024)], exceptions)).toEqual([
      "/formulier: has a budget exception but was not measured",
    ]);
  });
});
