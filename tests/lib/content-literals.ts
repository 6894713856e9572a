// The owner's values must not be pinned in the tests: what the owner may change in content/ (the
// practice's name, hours, prices, team, reviews, posts…) is tested against the data, never against
// today's value. This finds every value of content/ that a test file holds as a literal (a string,
// template or regular expression), so its test (content-literals.test.ts) can fail on it.
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import ts from "typescript";
import { parse } from "yaml";
import { normalisers } from "#/src/data/schema/fields.ts";
import { PLAYWRIGHT_DIR, VITEST_INCLUDE } from "#/tests/lib/test-globs.ts";
import { testSources } from "#/tests/lib/test-files.ts";

/** A value of the owner's data and where it is (`content/practice.yaml: name`). */
export type OwnerValue = { value: string; source: string };
/** A test's literal that holds an owner's value. */
export type Pin = { file: string; line: number; value: string; source: string };

/**
 * Values too plain to tell a pin from a coincidence, and so not looked for (an owner's edit must
 * never fail this check by chance: a closure on 25 December or a review from Google would otherwise
 * meet the made-up values of unit tests):
 * - numbers and booleans (prices, ratings, flags: a test's 139 or 5 is mostly a size, a count or a
 *   spec figure; prices are checked through formatPrice(prices[…]) anyway);
 * - dates (YYYY-MM-DD): tests set clocks and calendars to dates of their own; the posts' dates are
 *   compared through the data (e2e/blog.spec.ts);
 * - strings of letters only shorter than 4 characters ('CZ', 'VGZ'); a shorter value with a digit
 *   or a sign in it ('5+') is distinctive and is looked for, as a whole word;
 * - the data format's own words, which are not facts the owner states: 'gesloten' for a closed day,
 *   the author keys of a post, the branches' keys (as a closure names them), the field names of a
 *   `placeholders` list, the git branch the editor writes to (`branch`, e.g. 'main');
 * - review platforms' names (a review's `source`, the score's `platform`: Google,
 *   ZorgkaartNederland): third parties' names, which tests use as fixtures;
 * - everyone's values (`commonValues`): the guide's own examples and the holidays' names, which
 *   an owner may well write (the guide's phone number, a closure named Kerstavond) and tests use
 *   as fixtures too.
 */
const FORMAT_WORDS = ["gesloten", "praktijk", "partnerkliniek"];
const SKIPPED_FIELDS = new Set(["placeholders", "source", "platform", "branch"]);
const distinctive = (value: string) =>
  !/^\d{4}-\d{2}-\d{2}$/.test(value) && (value.length >= 4 || (value.length >= 2 && /[^\p{L}\s]/u.test(value)));

/**
 * The spec's own exact strings, which tests keep even though the owner's data repeats them: the
 * branches' names (site-spec §2 'Branch pages', §9 'Locations'), the hours of §9, and the nine
 * article addresses of the route table (§2), which the spec makes routes of the site.
 */
export const SPEC_STRINGS = new Set([
  "Hurdegaryp",
  "Wieringerwerf",
  // §9 'Wieringerwerf … Tue-Fri 09:30-17:00; Sat 09:30-16:00 … Hurdegaryp Sat 09:00-17:00'.
  "09:30-17:00",
  "09:30-16:00",
  "09:00-17:00",
  "gehoorschade-voorkomen",
  "muziekfestivals-en-gehoor",
  "tinnitus-behandeling",
  "tinnitus-week",
  "noise-cancelling-effect",
  "zwemdopjes-essentieel",
  "gehoorverlies-hersengezondheid",
  "stress-tinnitus",
  "ototoxische-medicatie",
]);

/**
 * The names a closure is given that are no one's own: the Dutch public holidays, the days around
 * them that practices close on, and the guide's other example ('Vakantie').
 */
const CLOSURE_NAMES = [
  "Nieuwjaarsdag",
  "Goede Vrijdag",
  "Pasen",
  "Eerste Paasdag",
  "Tweede Paasdag",
  "Paasmaandag",
  "Koningsdag",
  "Bevrijdingsdag",
  "Hemelvaartsdag",
  "Hemelvaart",
  "Pinksteren",
  "Eerste Pinksterdag",
  "Tweede Pinksterdag",
  "Kerst",
  "Kerstmis",
  "Kerstavond",
  "Eerste Kerstdag",
  "Tweede Kerstdag",
  "Kerstdagen",
  "Oudejaarsdag",
  "Oudejaarsavond",
  "Oud en Nieuw",
  "Vakantie",
];

/**
 * Whether a value is everyone's: an example the owner's guide (docs/content.md) gives as `code`,
 * as written or, for a number, as the editor stores it ('0511 123 456' → '+31 511 123 456'); or one
 * of the closure names above, however capitalised.
 */
export function commonValues(root: string): (value: string) => boolean {
  const guide = readFileSync(join(root, "docs", "content.md"), "utf8");
  const examples = [...guide.matchAll(/`([^`\n]+)`/g)].map((match) => match[1]!.trim());
  const stored = examples
    .filter((example) => /\d/.test(example))
    .flatMap((example) => Object.values(normalisers).map((normalise) => normalise(example)));
  const written = new Set([...examples, ...stored]);
  const closures = new Set(CLOSURE_NAMES.map((name) => name.toLowerCase()));
  return (value) => written.has(value) || closures.has(value.toLowerCase());
}

type Skipped = { format: Set<string>; common: (value: string) => boolean };

function collect(data: unknown, path: string, into: OwnerValue[], skipped: Skipped) {
  if (typeof data === "string") {
    const value = data.trim();
    const { format, common } = skipped;
    if (distinctive(value) && !format.has(value) && !SPEC_STRINGS.has(value) && !common(value))
      into.push({ value, source: path });
  } else if (Array.isArray(data)) {
    data.forEach((item, index) => collect(item, `${path}[${index}]`, into, skipped));
  } else if (data && typeof data === "object") {
    for (const [key, item] of Object.entries(data)) {
      if (SKIPPED_FIELDS.has(key)) continue;
      collect(item, path.endsWith(": ") ? `${path}${key}` : `${path}.${key}`, into, skipped);
    }
  }
}

/**
 * Every distinctive string value of content/*.yaml and of the posts' front matter (content/blog/*.md)
 * under `root`; `common`: the values that are everyone's (a copy of content/ has no guide beside it).
 */
export function ownerValues(root: string, common = commonValues(root)): OwnerValue[] {
  const values: OwnerValue[] = [];
  const dir = join(root, "content");
  const branchKeys = Object.keys(parse(readFileSync(join(dir, "branches.yaml"), "utf8")) ?? {});
  const skipped = { format: new Set([...FORMAT_WORDS, ...branchKeys]), common };
  for (const file of readdirSync(dir).filter((name) => name.endsWith(".yaml"))) {
    collect(parse(readFileSync(join(dir, file), "utf8")), `content/${file}: `, values, skipped);
  }
  for (const file of readdirSync(join(dir, "blog")).filter((name) => name.endsWith(".md"))) {
    const frontMatter = /^---\r?\n([\s\S]*?)\r?\n---/.exec(readFileSync(join(dir, "blog", file), "utf8"))?.[1];
    if (frontMatter) collect(parse(frontMatter), `content/blog/${file}: `, values, skipped);
  }
  return values;
}

/** The text of every string, template and regular-expression literal in a TypeScript source, with its line. */
export function literalsIn(fileName: string, source: string): { text: string; line: number }[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: { text: string; line: number }[] = [];
  const visit = (node: ts.Node) => {
    let text: string | undefined;
    if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node)) text = node.text;
    else if (ts.isJsxText(node)) text = node.text;
    // A pattern's escapes ('Klankwijs\s+Hoorzorg', '5\+') read as the text they match.
    else if (ts.isRegularExpressionLiteral(node))
      text = node.text
        .slice(1, node.text.lastIndexOf("/"))
        .replace(/\\s[+*]?/g, " ")
        .replace(/\\(.)/g, "$1");
    if (text) found.push({ text, line: file.getLineAndCharacterOfPosition(node.getStart()).line + 1 });
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** The value as a whole word or phrase: '5+' in '5+ jaar', not in '15+'. */
const wholeWord = (value: string) => new RegExp(`(?<![\\p{L}\\p{N}])${escape(value)}(?![\\p{L}\\p{N}])`, "u");

/** Each literal in `files` (path → source) that holds one of `values`, once per line and value. */
export function findPins(values: OwnerValue[], files: Map<string, string>): Pin[] {
  const sources = new Map<string, string[]>();
  for (const { value, source } of values) sources.set(value, [...(sources.get(value) ?? []), source]);
  const patterns = [...sources].map(([value, where]) => ({
    value,
    source: where.join(", "),
    pattern: wholeWord(value),
  }));
  const pins = new Map<string, Pin>();
  for (const [file, source] of files) {
    for (const literal of literalsIn(file, source)) {
      for (const { value, source: where, pattern } of patterns) {
        if (pattern.test(literal.text))
          pins.set(`${file}:${literal.line}:${value}`, { file, line: literal.line, value, source: where });
      }
    }
  }
  return [...pins.values()];
}

/** The test files that run (every unit and browser test, and the browser tests' helpers). */
export function testFiles(root: string): Map<string, string> {
  return testSources(root, VITEST_INCLUDE, PLAYWRIGHT_DIR);
}
