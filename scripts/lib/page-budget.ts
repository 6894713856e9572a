import { readFileSync } from "node:fs";
import { join, posix } from "node:path";
import { gzipSync } from "node:zlib";

/** Issue 7's budget for what one prerendered page loads on first view, gzip -9, per file. */
export const BUDGET = { js: 150 * 1024, css: 30 * 1024 } as const;

/** Script and style sheet addresses a page's HTML loads, and its inline scripts (JSON-LD is data, not script). */
export function firstViewReferences(html: string) {
  const scripts = new Set<string>();
  for (const [, href] of html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)) scripts.add(href!);
  for (const [, src] of html.matchAll(/<script[^>]* src="([^"]+)"/g)) scripts.add(src!);
  const inline: string[] = [];
  for (const [, attributes, body] of html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/ src=|type="application\/(ld\+)?json"/.test(attributes!)) continue;
    inline.push(body!);
    // The (rewritten) bootstrap preloads and imports the route modules once the page has painted.
    if (attributes!.includes('type="module"')) {
      for (const [, specifier] of body!.matchAll(/"(\/[^"]+\.js)"/g)) scripts.add(specifier!);
    }
  }
  const styles = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map(([, href]) => href!);
  return { scripts: [...scripts], inline, styles };
}

/** Relative static imports of a built chunk (`import … from "./x.js"`, `import "./x.js"`), not `import()`. */
export function staticImports(code: string): string[] {
  return [...code.matchAll(/(?:\bfrom|\bimport)\s*"(\.{1,2}\/[^"]+\.js)"/g)].map(([, specifier]) => specifier!);
}

const gzipSize = (content: string | Buffer) => gzipSync(content, { level: 9 }).length;

export type PageWeight = { js: number; css: number; files: number };

/** What the page at `htmlFile` (inside `clientDir`) loads on first view: every script it references, with their static imports. */
export function pageWeight(clientDir: string, htmlFile: string): PageWeight {
  const { scripts, inline, styles } = firstViewReferences(readFileSync(join(clientDir, htmlFile), "utf8"));
  const seen = new Set<string>();
  const queue = [...scripts];
  let js = inline.reduce((sum, body) => sum + gzipSize(body), 0);
  while (queue.length > 0) {
    const path = queue.pop()!;
    if (seen.has(path)) continue;
    seen.add(path);
    const code = readFileSync(join(clientDir, path));
    js += gzipSize(code);
    for (const specifier of staticImports(code.toString("utf8"))) {
      queue.push(posix.join(posix.dirname(path), specifier));
    }
  }
  const css = styles.reduce((sum, href) => sum + gzipSize(readFileSync(join(clientDir, href))), 0);
  return { js, css, files: seen.size + styles.length };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * What is wrong with each page's weight: over the budget, or so light that its scripts were not
 * found (the measurement would then pass anything). One line per problem, naming the page.
 */
export function budgetProblems(weights: (PageWeight & { route: string })[]): string[] {
  return weights.flatMap((weight) => [
    ...(weight.js > BUDGET.js ? [`${weight.route}: ${kb(weight.js)} of JavaScript, over ${kb(BUDGET.js)}`] : []),
    ...(weight.css > BUDGET.css ? [`${weight.route}: ${kb(weight.css)} of CSS, over ${kb(BUDGET.css)}`] : []),
    ...(weight.js < MIN_JS ? [`${weight.route}: only ${kb(weight.js)} of JavaScript: its scripts were not found`] : []),
  ]);
}

/** Less script than this on a page means the measurement missed its scripts (the site's own need more). */
export const MIN_JS = 50 * 1024;
