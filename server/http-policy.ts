/**
 * Response headers and redirects for the static site: the one place the serving policy is
 * written. `npm start`'s server applies it directly; the build writes it out for other hosts as
 * `build/client/_headers` and `_redirects` (Netlify, Cloudflare Pages) and `build/nginx/*.conf`
 * (included by deploy/nginx.conf). See the README's deploy section.
 */
import { createHash } from "node:crypto";
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { blogRedirects } from "#/app/content/blog-redirects.ts";
import { business } from "#/app/content/business.ts";
import { mapEmbedHref } from "#/app/lib/contact-links.ts";
import { ADMIN_PREFIX, hashedPrefixes, headerKind, isHashed, type HeaderKind } from "#/server/paths.ts";

export { ADMIN_PREFIX, hashedPrefixes, isAdmin, isHashed } from "#/server/paths.ts";

/** Hashed build output never changes under the same name. */
export const IMMUTABLE = "public, max-age=31536000, immutable";
/** HTML and other unhashed files: always check for a newer version. */
export const REVALIDATE = "public, max-age=0, must-revalidate";

export function cacheControlFor(pathname: string): string {
  return isHashed(pathname) ? IMMUTABLE : REVALIDATE;
}

/** Moved addresses, answered with 301 by every host. */
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

/** Every inline-script hash of every built page: one policy for the whole site, whatever page a host serves. */
export function siteScriptHashes(clientDir: string): string[] {
  const hashes = new Set<string>();
  for (const entry of readdirSync(clientDir, { recursive: true })) {
    if (!String(entry).endsWith(".html")) continue;
    for (const hash of inlineScriptHashes(readFileSync(join(clientDir, String(entry)), "utf8"))) hashes.add(hash);
  }
  return [...hashes].sort();
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
export const LOCAL_BACKEND = "http://localhost:8081";

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

export const adminHeaders = (local = false) => ({
  "Content-Security-Policy": local ? ADMIN_LOCAL_POLICY : ADMIN_POLICY,
  "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
  "X-Robots-Tag": "noindex, nofollow",
});

/** Headers for every response; `hashed` files get the short asset policy. */
export function securityHeaders(scriptHashes: Iterable<string>, hashed = false): Record<string, string> {
  return {
    "Content-Security-Policy": hashed ? ASSET_POLICY : contentSecurityPolicy(scriptHashes),
    "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), browsing-topics=()",
    "Cross-Origin-Opener-Policy": "same-origin",
    "X-Frame-Options": "DENY",
  };
}

/** Every set of response headers the site uses (server/paths.ts names them), for these inline-script hashes. */
export function headerSets(scriptHashes: Iterable<string>): Record<HeaderKind, Record<string, string>> {
  const hashes = [...scriptHashes];
  return {
    page: { "Cache-Control": REVALIDATE, ...securityHeaders(hashes) },
    hashed: { "Cache-Control": IMMUTABLE, ...securityHeaders(hashes, true) },
    admin: { "Cache-Control": REVALIDATE, ...securityHeaders(hashes), ...adminHeaders() },
    adminLocal: { "Cache-Control": REVALIDATE, ...securityHeaders(hashes), ...adminHeaders(true) },
  };
}

/** The headers for one path; `local`: the server runs for local editing (`npm run edit`). */
export function headersFor(pathname: string, scriptHashes: Iterable<string>, local = false): Record<string, string> {
  return headerSets(scriptHashes)[headerKind(pathname, local)];
}

/**
 * `_headers` for Netlify and Cloudflare Pages. Several rules can match one file, so Cache-Control
 * is only set for the hashed folders and the editor's bundle (`hashedFiles`; HTML keeps the hosts'
 * default, which revalidates) and every file gets the page policy (both hosts speak HTTP/2, which
 * sends a repeated header once). The editor's rule comes last and first detaches the site's policy
 * (`!`, the syntax of Cloudflare Pages, where the site is published: decision 028; Netlify does not
 * know it).
 */
export function headersFile(scriptHashes: Iterable<string>, hashedFiles: readonly string[] = []): string {
  const block = (path: string, headers: Record<string, string>, detach: string[] = []) =>
    [
      path,
      ...detach.map((name) => `  ! ${name}`),
      ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`),
    ].join("\n");
  return (
    [
      block("/*", securityHeaders(scriptHashes)),
      ...[...hashedPrefixes.map((prefix) => `${prefix}*`), ...hashedFiles].map((path) =>
        block(path, { "Cache-Control": IMMUTABLE }),
      ),
      // Cloudflare Pages (the chosen host, decision 028) joins the values of every rule that matches:
      // `!` first drops the site's policy and opener rule, so the editor gets only its own.
      block(`${ADMIN_PREFIX}*`, adminHeaders(), ["Content-Security-Policy", "Cross-Origin-Opener-Policy"]),
    ].join("\n\n") + "\n"
  );
}

/** `_redirects` for Netlify and Cloudflare Pages. */
export function redirectsFile(): string {
  return (
    Object.entries(redirects)
      .map(([from, to]) => `${from} ${to} 301`)
      .join("\n") + "\n"
  );
}

const nginxQuote = (value: string) => `"${value.replaceAll("\\", "\\\\").replaceAll('"', '\\"')}"`;

/**
 * `add_header` lines for nginx, for hashed files (`IMMUTABLE`) or everything else (`REVALIDATE`);
 * deploy/nginx.conf includes one set per location (nginx does not merge add_header across levels).
 */
export function nginxHeaders(scriptHashes: Iterable<string>, cacheControl: string, admin = false): string {
  const headers = {
    "Cache-Control": cacheControl,
    ...securityHeaders(scriptHashes, cacheControl === IMMUTABLE),
    ...(admin ? adminHeaders() : {}),
  };
  return (
    Object.entries(headers)
      .map(([name, value]) => `add_header ${name} ${nginxQuote(value)} always;`)
      .join("\n") + "\n"
  );
}

/** Exact-match `location` blocks answering the moved addresses with 301. */
export function nginxRedirects(): string {
  return (
    Object.entries(redirects)
      .flatMap(([from, to]) => [
        `location = ${from} { return 301 ${to}$is_args$args; }`,
        `location = ${from}/ { return 301 ${to}$is_args$args; }`,
      ])
      .join("\n") + "\n"
  );
}
