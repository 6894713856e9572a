// `npm run check:html`: the W3C Nu HTML Checker (vnu-jar) over every page in the build
// (build/client/**/*.html). Each page passes with no errors; exits with 1 when any has one, when the
// checker reports an error that belongs to no page, or when it misses the errors planted in
// tests/known-bad/invalid-page.html (checked in the same run: a checker that cannot fail proves nothing).
// It also fails when it checked fewer pages than the build wrote (its serving manifest's pages and
// the not-found page). `node tests/check-html.ts <file>…` checks those files instead. It needs
// Java (tests/lib/html-check.ts).
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import {
  checkHtml,
  ensureJava,
  errorLine,
  knownBadPage,
  plantedLines,
  type HtmlCheck,
} from "#/tests/lib/html-check.ts";
import { MANIFEST_NAME, type ServingManifest } from "#/server/manifest.ts";
import { NOT_FOUND_FILE } from "#/server/paths.ts";

const root = join(import.meta.dirname, "..");
const client = join(root, "build", "client");

const given = process.argv.slice(2).map((file) => resolve(file));
const pages = given.length
  ? given
  : readdirSync(client, { recursive: true })
      .map(String)
      .filter((file) => file.endsWith(".html"))
      .sort()
      .map((file) => join(client, file));
const name = (file: string) => (file.startsWith(client) ? `/${relative(client, file)}` : relative(root, file));

/** Every page the build wrote, as its serving manifest lists them (the build's list, not this script's). */
function builtPages(): string[] {
  try {
    const manifest = JSON.parse(readFileSync(join(root, "build", MANIFEST_NAME), "utf8")) as ServingManifest;
    return [...Object.keys(manifest.files).filter((file) => file.endsWith(".html")), NOT_FOUND_FILE];
  } catch {
    return [];
  }
}

let passed = 0;
let failed = 0;
const problems: string[] = [];
const java = ensureJava();
if (!java) {
  console.error("The HTML checker needs Java: install a Java runtime (e.g. `apt-get install default-jre-headless`).");
  failed = 1;
  problems.push("not run: no Java");
} else if (pages.length === 0) {
  console.error("No built pages in build/client: run `npm run build` first.");
  failed = 1;
  problems.push("not run: no built pages");
} else {
  const control = given.length ? [] : [knownBadPage];
  let result: HtmlCheck | undefined;
  try {
    result = checkHtml(java, [...pages, ...control]);
  } catch (error) {
    console.error((error as Error).message);
    failed = 1;
    problems.push(`the checker failed: ${(error as Error).message.split("\n")[0]}`);
  }
  for (const page of result?.pages ?? []) {
    if (control.includes(page.file)) continue;
    if (page.errors.length === 0) {
      passed++;
      continue;
    }
    failed++;
    problems.push(`${name(page.file)}: ${page.errors.length} error(s), the first on ${errorLine(page.errors[0]!)}`);
    console.log(`✗ ${name(page.file)}`);
    for (const error of page.errors) console.log(`    ${errorLine(error)}`);
  }
  if (result && result.unmatched.length > 0) {
    failed++;
    problems.push(`${result.unmatched.length} error(s) that belong to no page checked`);
    console.log("✗ The checker reported errors that belong to no page checked:");
    for (const error of result.unmatched) console.log(`    ${error.url ?? "(no address)"} ${errorLine(error)}`);
  }
  // The control: the checker must find every planted error, on its line.
  const knownBad = control.length ? result?.pages.find((page) => page.file === knownBadPage) : undefined;
  if (knownBad) {
    const seen = new Set(knownBad.errors.map((error) => error.lastLine));
    const missed = plantedLines(knownBadPage).filter((line) => !seen.has(line));
    if (missed.length === 0 && knownBad.errors.length > 0) {
      passed++;
      console.log(`✓ ${name(knownBadPage)} (known bad) fails as it should:`);
      for (const error of knownBad.errors) console.log(`    ${errorLine(error)}`);
    } else {
      failed++;
      problems.push(`${name(knownBadPage)} (known bad): no error found on planted line(s) ${missed.join(", ")}`);
      console.log(`✗ ${problems.at(-1)}`);
    }
  }
  const checked = new Set(result?.pages.map((page) => page.file));
  const unchecked = given.length ? [] : builtPages().filter((page) => !checked.has(join(client, page)));
  if (unchecked.length > 0) {
    failed += unchecked.length;
    problems.push(`not checked, though the build wrote them: ${unchecked.join(", ")}`);
    console.log(`✗ ${problems.at(-1)}`);
  }
  const good = result ? result.pages.filter((page) => !control.includes(page.file) && page.errors.length === 0) : [];
  console.log(`\nNu HTML Checker: ${good.length} of ${pages.length} pages without errors.`);
}

if (process.env.HTML_CHECK_JSON)
  writeFileSync(process.env.HTML_CHECK_JSON, JSON.stringify({ passed, failed, problems }));
process.exitCode = failed ? 1 : 0;
