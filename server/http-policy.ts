/** Response headers for the static site, by path. The one place the serving policy is written. */

/** Hashed build output never changes under the same name. */
export const IMMUTABLE = "public, max-age=31536000, immutable";
/** HTML and other unhashed files: always check for a newer version. */
export const REVALIDATE = "public, max-age=0, must-revalidate";

export const securityHeaders: Record<string, string> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
};

export function cacheControlFor(pathname: string): string {
  return pathname.startsWith("/assets/") ? IMMUTABLE : REVALIDATE;
}

export function headersFor(pathname: string): Record<string, string> {
  return { "Cache-Control": cacheControlFor(pathname), ...securityHeaders };
}
