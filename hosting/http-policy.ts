/**
 * Response headers and redirects for the static site: the one place the serving policy is
 * written. `npm start`'s server applies it directly; the build writes it out for other hosts as
 * `build/client/_headers` and `_redirects` (Cloudflare Pages, decision 044). See the README's
 * deploy section.
 */
import { createHash } from "node:crypto";
import { readFileSync, readdirSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { blogRedirects } from "#/src/data/blog-redirects.ts";
import { business } from "#/src/data/business.server.ts";
import { mapEmbedHref } from "#/src/lib/contact-links.ts";
import { ADMIN_PREFIX, hashedPrefixes, headerKind, isHashed, NOT_FOUND_FILE, type HeaderKind } from "#/server/paths.ts";

/** Cloudflare Pages reads at most this many rules from `_headers`… */
export const MAX_HEADER_RULES = 100;
/** …and ignores a line longer than this (developers.cloudflare.com/pages/configuration/headers). */
export const MAX_HEADER_LINE = 2_000;

/** Hashed build output never changes under the same name. */
export const IMMUTABLE = "public, max-age=31536000, immutable";
/** HTML and other unhashed files: always check for a newer version. */
export const REVALIDATE = "public, max-age=0, must-revalidate";

/**
 * Moved addresses, answered with 301 by every host. Where each goes depends on which posts are
 * published (blogForwards); the build passes that map to the writers below and the serving manifest.
 */
export const redirects: Record<string, string> = { ...blogRedirects };

const origin = (url: string) => new URL(url).origin;

/** The third parties the site embeds, each only on its own page, and what each may do. */
const thirdParties = {
  /** The scheduling widget on /afspraak-maken: its script, the portal it frames and calls. */
  booking: origin(business.bookingWidgetScriptUrl),
  /** The tax-deduction calculator framed on /belasting-teruggave. */
  taxCalculator: origin(business.taxCalculatorUrl),
  /** The branch maps; Google answers the embed address from www.google.com. */
  maps: [origin(mapEmbedHref(business.branches[0]!)), "https://www.google.com"],
  /** The contact form posts to FormSubmit. */
  form: origin(business.formEndpoint),
};

/** The SHA-256 sources of a page's inline scripts (not JSON-LD or other data blocks, which never run). */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes, body] of html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/\ssrc=/.test(attributes!) || /type="application\/(ld\+)?json"/.test(attributes!)) continue;
    hashes.push(`'sha256-${createHash("sha256").update(body!, "utf8").digest("base64")}'`);
  }
  return hashes;
}

/** Every file under `clientDir`, as the path a visitor asks for it by ("/contact/index.html"). */
export function clientFiles(clientDir: string): string[] {
  return readdirSync(clientDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => `/${relative(clientDir, join(entry.parentPath, entry.name)).split(sep).join("/")}`)
    .sort();
}

/**
 * A build's Content-Security-Policies: each page allows its own inline scripts and no other page's.
 * (The third parties stay in every page's policy, decision 024: it was written when a click moved
 * between pages without loading a new document. Every page now loads its own; a page's policy could
 * name only its own embeds.)
 */
export type SitePolicies = {
  /** The not-found page's policy: every answer that is not one of the pages below (404, 301, robots.txt…). */
  fallback: string;
  /** Each other page's own policy, by its file ("/contact/index.html"); not the editor's pages. */
  pages: Record<string, string>;
};

export function sitePolicies(clientDir: string): SitePolicies {
  const policyOf = (file: string) =>
    contentSecurityPolicy(inlineScriptHashes(readFileSync(join(clientDir, file), "utf8")));
  const pages: Record<string, string> = {};
  for (const file of clientFiles(clientDir)) {
    if (file.endsWith(".html") && file !== NOT_FOUND_FILE && headerKind(file) === "page") pages[file] = policyOf(file);
  }
  return { fallback: policyOf(NOT_FOUND_FILE), pages };
}

/**
 * The Content-Security-Policy: our own files, the inline scripts the build emitted (by hash; no
 * 'unsafe-inline' or 'unsafe-eval' for scripts) and exactly the third parties above.
 * Styles allow inline `style` attributes, which the prerendered HTML uses for a few delays and sizes.
 */
export function contentSecurityPolicy(scriptHashes: Iterable<string>): string {
  const hashes = [...new Set(scriptHashes)].sort();
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", ...hashes, thirdParties.booking],
    "style-src": ["'self'", "'unsafe-inline'", thirdParties.booking],
    "img-src": ["'self'", "data:", thirdParties.booking],
    "font-src": ["'self'"],
    "media-src": ["'self'"],
    "connect-src": ["'self'", thirdParties.form, thirdParties.booking],
    "frame-src": [thirdParties.booking, thirdParties.taxCalculator, ...thirdParties.maps],
    "form-action": ["'self'", thirdParties.form],
    "manifest-src": ["'self'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "frame-ancestors": ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(" ")}`)
    .join("; ");
}

/**
 * The policy for hashed scripts, styles, fonts and media: they are never documents, so nothing
 * may run or load in their name. Short, because the page's full policy (about 60 hashes) on each
 * of a page's 50 files would add some 200 KB of headers over HTTP/1.1.
 */
export const ASSET_POLICY = "default-src 'none'; frame-ancestors 'none'";

/**
 * The editor at /admin (Decap CMS, decision 014) is a different application with a policy of its
 * own: it compiles its configuration schema with `new Function` ('unsafe-eval'), injects its styles
 * (emotion), previews uploads from blob: URLs, talks to GitHub's API, and logs in through a popup
 * that must be able to answer it (opener kept). The site's pages never get any of this.
 * Only when the server was started for editing on the owner's own computer (`npm run edit`, which
 * listens on localhost only) may it also reach the local backend, `npx decap-server` on port 8081:
 * the published site never names it, whatever Host header a request or a proxy sends.
 */
const LOCAL_BACKEND = "http://localhost:8081";

function adminPolicy(local: boolean): string {
  return [
    "default-src 'none'",
    "script-src 'self' 'unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' blob: https://avatars.githubusercontent.com",
    "font-src 'self'",
    `connect-src 'self' blob:${local ? ` ${LOCAL_BACKEND}` : ""} https://api.github.com https://www.githubstatus.com`,
    "base-uri 'self'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** The editor's policy on the published site. */
export const ADMIN_POLICY = adminPolicy(false);
/** The editor's policy under `npm run edit`, next to its local backend. */
export const ADMIN_LOCAL_POLICY = adminPolicy(true);

const adminHeaders = (local = false) => ({
  "Content-Security-Policy": local ? ADMIN_LOCAL_POLICY : ADMIN_POLICY,
  "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
  "X-Robots-Tag": "noindex, nofollow",
});

/** Headers for every response, with its Content-Security-Policy. */
function securityHeaders(policy: string): Record<string, string> {
  return {
    "Content-Security-Policy": policy,
    "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), browsing-topics=()",
    "Cross-Origin-Opener-Policy": "same-origin",
    // Nothing of the site is meant to be loaded by another site's page (link previews are fetched
    // by crawlers, which this does not affect).
    "Cross-Origin-Resource-Policy": "same-origin",
    "X-Frame-Options": "DENY",
  };
}

/**
 * Every set of response headers the site uses (server/paths.ts names them). `page` carries the
 * fallback policy; a page with a policy of its own (SitePolicies.pages) gets that one instead.
 */
export function headerSets({ fallback }: Pick<SitePolicies, "fallback">): Record<HeaderKind, Record<string, string>> {
  return {
    page: { "Cache-Control": REVALIDATE, ...securityHeaders(fallback) },
    hashed: { "Cache-Control": IMMUTABLE, ...securityHeaders(ASSET_POLICY) },
    admin: { "Cache-Control": REVALIDATE, ...securityHeaders(fallback), ...adminHeaders() },
    adminLocal: { "Cache-Control": REVALIDATE, ...securityHeaders(fallback), ...adminHeaders(true) },
  };
}

/** The address a page file is served at by a static host: "/contact/index.html" → "/contact/". */
export const pageAddress = (file: string) => file.replace(/index\.html$/, "").replace(/\.html$/, "");

/**
 * `_headers` for Cloudflare Pages (the chosen host, decision 028), the same headers this server
 * sends. Cloudflare applies every rule that matches, in order, and joins repeated values; so each
 * rule after the first detaches (`!`) every header an earlier one may have set and sets its whole
 * set: the last rule that matches an address decides its headers. First everything (the fallback),
 * then each page with a policy of its own, the editor, and the hashed files. Moved addresses get
 * their 301 from `_redirects` before any page, so they need no rule. Throws when Cloudflare would
 * drop a rule or a line.
 */
export function headersFile(policies: SitePolicies, files: readonly string[]): string {
  const sets = headerSets(policies);
  const rules: [string, Record<string, string>][] = [["/*", sets.page]];
  for (const [file, policy] of Object.entries(policies.pages)) {
    const address = pageAddress(file);
    if (policy === policies.fallback || redirects[address.replace(/(.)\/$/, "$1")]) continue;
    rules.push([address, { ...sets.page, "Content-Security-Policy": policy }]);
  }
  rules.push([`${ADMIN_PREFIX}*`, sets.admin]);
  for (const prefix of hashedPrefixes) rules.push([`${prefix}*`, sets.hashed]);
  for (const file of files) {
    if (isHashed(file) && !hashedPrefixes.some((prefix) => file.startsWith(prefix))) rules.push([file, sets.hashed]);
  }
  const names = [...new Set(Object.values(sets).flatMap((set) => Object.keys(set)))];
  const text =
    rules
      .map(([path, headers], index) =>
        [
          path,
          ...(index === 0 ? [] : names.map((name) => `  ! ${name}`)),
          ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`),
        ].join("\n"),
      )
      .join("\n\n") + "\n";
  if (rules.length > MAX_HEADER_RULES)
    throw new Error(
      `_headers would need ${rules.length} rules, one per page with inline scripts; Cloudflare Pages reads ${MAX_HEADER_RULES}. ` +
        "Group pages under one rule (hosting/http-policy.ts, decision 024) before publishing more pages.",
    );
  const long = text.split("\n").find((line) => line.length > MAX_HEADER_LINE);
  if (long)
    throw new Error(
      `A _headers line is ${long.length} characters; Cloudflare Pages ignores lines over ${MAX_HEADER_LINE}: ${long.slice(0, 80)}…`,
    );
  return text;
}

/** `_redirects` for Cloudflare Pages. */
export function redirectsFile(forwards: Record<string, string> = redirects): string {
  return (
    Object.entries(forwards)
      .map(([from, to]) => `${from} ${to} 301`)
      .join("\n") + "\n"
  );
}
