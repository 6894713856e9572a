import { readFileSync } from "node:fs";
import { join, posix } from "node:path";
import { gzipSync } from "node:zlib";

/**
 * Issue 27's budget for what one page loads on first view, gzip -9, per file: every page but those
 * named in BUDGET_EXCEPTIONS, each with its reason.
 */
export const BUDGET = { js: 100 * 1024, css: 30 * 1024 } as const;

/** Pages that need more script than BUDGET.js, how much at most, and why. */
export const BUDGET_EXCEPTIONS: Record<string, { js: number; why: string }> = {
  "/contact": {
    js: 130 * 1024,
    why: "the contact form checks every field in the browser and keeps a draft (react-hook-form, zod/mini: 27 KB)",
  },
};

/** Astro attributes naming an island's scripts: its component, its framework's renderer, the shared setup. */
const ISLAND_SCRIPTS = ["component-url", "renderer-url", "before-hydration-url"];

/**
 * Script and style sheet addresses a page's HTML loads on first view, and its inline scripts (JSON-LD
 * and speculation rules are data, not script). An island counts unless it waits until it is scrolled into view
 * (`client:visible`, or `client:firstuse="visible"`, whose value is in `opts`): those load only for a visitor who
 * scrolls to them (or touches them first).
 */
export function firstViewReferences(html: string) {
  const scripts = new Set<string>();
  for (const [, href] of html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)) scripts.add(href!);
  for (const [, src] of html.matchAll(/<script[^>]* src="([^"]+)"/g)) scripts.add(src!);
  for (const [, attributes] of html.matchAll(/<astro-island ([^>]*)>/g)) {
    if (/ client="visible"|&quot;value&quot;:&quot;visible&quot;/.test(` ${attributes}`)) continue;
    for (const name of ISLAND_SCRIPTS) {
      const url = new RegExp(`(?:^| )${name}="([^"]+)"`).exec(attributes!)?.[1];
      if (url) scripts.add(url);
    }
  }
  const inline: string[] = [];
  for (const [, attributes, body] of html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/ src=|type="(application\/(ld\+)?json|speculationrules)"/.test(attributes!)) continue;
    inline.push(body!);
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
 * found (the measurement would then pass anything), or an exception no page needs any more. One
 * line per problem, naming the page.
 */
export function budgetProblems(
  weights: (PageWeight & { route: string })[],
  exceptions: typeof BUDGET_EXCEPTIONS = BUDGET_EXCEPTIONS,
): string[] {
  const stale = Object.keys(exceptions).flatMap((route) => {
    const weight = weights.find((each) => each.route === route);
    if (!weight) return [`${route}: has a budget exception but was not measured`];
    return weight.js <= BUDGET.js ? [`${route}: within ${kb(BUDGET.js)} now: remove its budget exception`] : [];
  });
  return weights
    .flatMap((weight) => {
      const js = exceptions[weight.route]?.js ?? BUDGET.js;
      return [
        ...(weight.js > js ? [`${weight.route}: ${kb(weight.js)} of JavaScript, over ${kb(js)}`] : []),
        ...(weight.css > BUDGET.css ? [`${weight.route}: ${kb(weight.css)} of CSS, over ${kb(BUDGET.css)}`] : []),
        ...(weight.js < MIN_JS
          ? [`${weight.route}: only ${kb(weight.js)} of JavaScript: its scripts were not found`]
          : []),
      ];
    })
    .concat(stale);
}

/** Less script than this on a page means the measurement missed its scripts (the site's own need more). */
const MIN_JS = 50 * 1024;
