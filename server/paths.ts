/**
 * What kind of file a path names, for the serving policy: pure path rules, no content. The server
 * imports only this (and the release's manifest); hosting/http-policy.ts builds the header values.
 */

/** Vite's bundles and the media pipeline's pictures and videos carry a content hash in their names. */
export const hashedPrefixes = ["/assets/", "/media/"] as const;

/** The editor's bundle (scripts/lib/admin-page.ts) carries its content hash in its name too. */
const hashedAdminBundle = /^\/admin\/[^/]+\.[0-9a-f]{10}\.js$/;

export const isHashed = (pathname: string) =>
  hashedPrefixes.some((prefix) => pathname.startsWith(prefix)) || hashedAdminBundle.test(pathname);

/** The owner's editor (Decap CMS, decision 014), an application with a policy of its own. */
export const ADMIN_PREFIX = "/admin/";
const isAdmin = (pathname: string) => pathname === "/admin" || pathname.startsWith(ADMIN_PREFIX);

/**
 * The sets of response headers the site uses: pages and everything unhashed, hashed files, the
 * editor's pages as published, and the editor's pages opened on the owner's own computer (which
 * may reach the local backend, `npx decap-server`).
 */
export type HeaderKind = "page" | "hashed" | "admin" | "adminLocal";

/** The header set for a path; `local`: the server was started for local editing (`npm run edit`). */
export function headerKind(pathname: string, local = false): HeaderKind {
  if (isHashed(pathname)) return "hashed";
  if (isAdmin(pathname)) return local ? "adminLocal" : "admin";
  return "page";
}

/**
 * Files the build leaves in build/client for other hosts, which no visitor should be served:
 * Netlify's and Cloudflare's configuration, and the not-found page under its own name (it only
 * ever answers, with 404, for addresses that do not exist).
 */
export const internalFiles = new Set(["/_headers", "/_redirects", "/404.html"]);

/** The not-found page, as the build writes it for every host. */
export const NOT_FOUND_FILE = "/404.html";

/** Names of this computer itself, for the server's own HOST (never a request's Host header, which anyone sets). */
export function isLocalHost(host: string | undefined): boolean {
  const name = (host ?? "").replace(/:\d+$/, "").toLowerCase();
  return name === "localhost" || name === "127.0.0.1" || name === "[::1]";
}
