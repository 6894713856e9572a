/** Response headers for the static site, by path. The one place the serving policy is written. */

/** Hashed build output never changes under the same name. */
export const IMMUTABLE = "public, max-age=31536000, immutable";
/** HTML and other unhashed files: always check for a newer version. */
export const REVALIDATE = "public, max-age=0, must-revalidate";

export const securityHeaders: Record<string, string> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
};

/** Vite's bundles and the media pipeline's pictures and videos carry a content hash in their names. */
const hashedPrefixes = ["/assets/", "/media/"];

export function cacheControlFor(pathname: string): string {
  return hashedPrefixes.some((prefix) => pathname.startsWith(prefix)) ? IMMUTABLE : REVALIDATE;
}

export function headersFor(pathname: string): Record<string, string> {
  return { "Cache-Control": cacheControlFor(pathname), ...securityHeaders };
}
