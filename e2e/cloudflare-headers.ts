/**
 * How Cloudflare Pages applies a `_headers` file to an address, for the tests that compare it with
 * the headers the production server sends (the site is published there, decision 028). Modelled on
 * Cloudflare's own parser and asset server (workers-sdk, workers-shared `parseHeaders` and
 * pages-shared `asset-server`): a line over 2,000 characters is dropped, rules past the 100th are
 * dropped; every rule whose path matches applies, in file order, first removing the headers it
 * detaches (`! Name`), then setting its own, a header already set by an earlier rule getting the
 * new value joined with ", ". `*` in a path matches anything.
 */

import { MAX_HEADER_LINE, MAX_HEADER_RULES } from "#/hosting/http-policy.ts";

export type HeaderRule = { path: RegExp; source: string; set: Record<string, string>; unset: string[] };

/** The rules Cloudflare keeps, and what it drops (line numbers and reasons). */
export function parseHeadersFile(text: string): { rules: HeaderRule[]; dropped: string[] } {
  const rules: HeaderRule[] = [];
  const dropped: string[] = [];
  for (const [index, raw] of text.split("\n").entries()) {
    const line = raw.trim();
    if (!line || line.startsWith("#")) continue;
    if (line.length > MAX_HEADER_LINE) {
      dropped.push(`line ${index + 1}: ${line.length} characters`);
      continue;
    }
    if (line.startsWith("/")) {
      if (rules.length === MAX_HEADER_RULES) {
        dropped.push(`line ${index + 1}: rule ${rules.length + 1} and after`);
        break;
      }
      const pattern = line
        .split("*")
        .map((part) => part.replace(/[-/\\^$+?.()|[\]{}]/g, "\\$&"))
        .join(".*");
      rules.push({ path: new RegExp(`^${pattern}$`), source: line, set: {}, unset: [] });
      continue;
    }
    const rule = rules.at(-1);
    if (!rule) {
      dropped.push(`line ${index + 1}: a header before any path`);
    } else if (line.startsWith("! ")) {
      rule.unset.push(line.slice(2).trim().toLowerCase());
    } else {
      const colon = line.indexOf(":");
      const name = line.slice(0, colon).trim().toLowerCase();
      const value = line.slice(colon + 1).trim();
      rule.set[name] = rule.set[name] ? `${rule.set[name]}, ${value}` : value;
    }
  }
  return { rules, dropped };
}

/** The headers the rules give `pathname` (names in lower case). */
export function headersAt(rules: HeaderRule[], pathname: string): Record<string, string> {
  const headers: Record<string, string> = {};
  const setBefore = new Set<string>();
  for (const rule of rules.filter(({ path }) => path.test(pathname))) {
    for (const name of rule.unset) delete headers[name];
    for (const [name, value] of Object.entries(rule.set)) {
      headers[name] = setBefore.has(name) && headers[name] !== undefined ? `${headers[name]}, ${value}` : value;
      setBefore.add(name);
    }
  }
  return headers;
}
