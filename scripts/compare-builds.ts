// `npm run compare:builds`: every page of React Router's build (build/client) beside the same
// address in the Astro build (build-astro/client, `npm run build:astro`), as a visitor and a search
// engine get them before any script runs: the text and the element ids of <main>, the <title>, the
// description, canonical address, Open Graph, Twitter and robots tags, the JSON-LD, and the feed,
// sitemap, robots.txt and _redirects as files. Prints each difference; exits 1 if there is any.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { isDeepStrictEqual } from "node:util";
import { join } from "node:path";
import { JSDOM } from "jsdom";
import { ASTRO_OUTPUT_DIR } from "#/astro.config.ts";

const root = join(import.meta.dirname, "..");
const builds = { today: join(root, "build", "client"), astro: join(root, ASTRO_OUTPUT_DIR, "client") };
/** Files both builds write with the same generators; compared byte for byte. */
const sameFiles = ["blogs/feed.xml", "sitemap.xml", "robots.txt", "_redirects"];

for (const [name, dir] of Object.entries(builds))
  if (!existsSync(dir)) {
    console.error(`compare-builds: no ${name} build at ${dir}; run npm run build and npm run build:astro first.`);
    process.exit(2);
  }

/** Every page of a build by its address: `/contact` for contact/index.html, `/404` for 404.html. */
function pagesOf(dir: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const entry of readdirSync(dir, { recursive: true }).map(String)) {
    if (entry.startsWith("admin/") || !entry.endsWith(".html")) continue;
    const address = `/${entry.replace(/(^|\/)index\.html$/, "").replace(/\.html$/, "")}`;
    found.set(address, join(dir, entry));
  }
  return found;
}

type PageView = { head: Record<string, string | undefined>; jsonLd: unknown[]; text: string; ids: string[] };

/**
 * An id React's useId made (`_R_1pkr5_`, `_r4R_0_` with Astro's per-island prefix): it names the
 * component's place in its React tree, which differs when a part of the page is a tree of its own.
 * What the element is called after it (`-name`, `-slide-0`) is compared.
 */
const reactId = /^_[0-9a-z]*R_[0-9a-z]*_/;

const words = (text: string | null | undefined) => (text ?? "").replace(/\s+/g, " ").trim();

function view(file: string): PageView {
  const { document } = new JSDOM(readFileSync(file, "utf8")).window;
  const head: PageView["head"] = { title: words(document.title) };
  for (const meta of document.head.querySelectorAll("meta[name], meta[property]")) {
    const key = meta.getAttribute("name") ?? meta.getAttribute("property")!;
    if (key !== "viewport") head[key] = meta.getAttribute("content") ?? "";
  }
  for (const link of document.head.querySelectorAll("link[rel=canonical], link[rel=alternate]"))
    head[
      `link ${link.getAttribute("rel")} ${link.getAttribute("hreflang") ?? link.getAttribute("type") ?? ""}`.trim()
    ] = link.getAttribute("href") ?? "";
  const jsonLd = [...document.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent ?? "null") as unknown,
  );
  const main = document.querySelector("main");
  // What a visitor reads: no scripts, and none of the framework's templates for islands.
  main?.querySelectorAll("script, template, style").forEach((element) => element.remove());
  return {
    head,
    jsonLd,
    text: words(main?.textContent),
    ids: [...(main?.querySelectorAll("[id]") ?? [])].map((element) => element.id.replace(reactId, "«useId»")),
  };
}

/** Where two texts part, with some words of context. */
function firstDifference(a: string, b: string): string {
  let at = 0;
  while (at < a.length && a[at] === b[at]) at++;
  const from = Math.max(0, at - 60);
  return `…${a.slice(from, at + 60)}…\n      astro: …${b.slice(from, at + 60)}…`;
}

const today = pagesOf(builds.today);
const astro = pagesOf(builds.astro);
let equal = 0;
const differences: string[] = [];
for (const address of [...new Set([...today.keys(), ...astro.keys()])].sort()) {
  const [before, after] = [today.get(address), astro.get(address)];
  if (!before || !after) {
    differences.push(`${address}: only in ${before ? "build/client" : `${ASTRO_OUTPUT_DIR}/client`}`);
    continue;
  }
  const [a, b] = [view(before), view(after)];
  const found: string[] = [];
  for (const key of new Set([...Object.keys(a.head), ...Object.keys(b.head)]))
    if (a.head[key] !== b.head[key])
      found.push(`<head> ${key}: ${JSON.stringify(a.head[key])} → ${JSON.stringify(b.head[key])}`);
  if (!isDeepStrictEqual(a.jsonLd, b.jsonLd)) found.push("JSON-LD differs");
  if (a.text !== b.text) found.push(`<main> text differs:\n      today: ${firstDifference(a.text, b.text)}`);
  if (!isDeepStrictEqual(a.ids, b.ids)) {
    const missing = a.ids.filter((id) => !b.ids.includes(id));
    const extra = b.ids.filter((id) => !a.ids.includes(id));
    found.push(
      `<main> ids differ${missing.length ? `; missing: ${missing.join(", ")}` : ""}${extra.length ? `; extra: ${extra.join(", ")}` : ""}${!missing.length && !extra.length ? " (order)" : ""}`,
    );
  }
  if (found.length) differences.push(`${address}:\n  ${found.join("\n  ")}`);
  else equal++;
}
for (const file of sameFiles) {
  const [a, b] = [join(builds.today, file), join(builds.astro, file)].map((path) =>
    existsSync(path) ? readFileSync(path, "utf8") : undefined,
  );
  if (a !== b) differences.push(`${file}: ${a === undefined || b === undefined ? "missing in one build" : "differs"}`);
}
console.log(differences.join("\n"));
console.log(
  `compare-builds: ${equal} of ${new Set([...today.keys(), ...astro.keys()]).size} pages the same; ${differences.length} difference(s)`,
);
process.exit(differences.length ? 1 : 0);
