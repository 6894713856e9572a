/**
 * Conditional requests as RFC 9110 §13 has them, where send 1 (and its `fresh`) differ: the
 * request's validators are judged here, once the file's ETag and Last-Modified are known, and
 * handed to send in a form it then judges the same way.
 *
 * - If-Match compares strongly (§13.1.1): a weak tag never matches.
 * - If-Range needs a strong validator that matches exactly (§13.1.5): one strong tag equal to the
 *   file's, or the file's Last-Modified itself; a weak tag, a list or another date sends the whole file.
 * - Cache-Control in a request is for caches (RFC 9111 §5.2.1.4): `no-cache` does not stop a 304.
 * - If-Modified-Since is ignored when If-None-Match is present (§13.1.3).
 * - A date that is not an HTTP-date ("3000", "2099-01-01") is ignored (§13.1.3, §13.1.4, §13.1.5);
 *   send reads dates with `Date.parse`, so it is handed only the IMF-fixdate form.
 */
import type { IncomingHttpHeaders } from "node:http";
import { parseHttpDate } from "#/server/http-date.ts";

/** A header's value as one string (Node joins repeated fields of most names itself). */
const text = (value: string | string[] | undefined) => (Array.isArray(value) ? value.join(", ") : value);

/** A value send reads as matching no ETag at all. */
const MATCHES_NOTHING = '""';

/** The entity tags in a header value, weak ones with their `W/`; undefined when it is not a list of tags. */
export function entityTags(value: string): string[] | undefined {
  const tags: string[] = [];
  const rest = value.replace(/(W\/)?"[\x21\x23-\x7e\x80-\xff]*"/g, (tag) => {
    tags.push(tag);
    return "";
  });
  return /^[\s,]*$/.test(rest) && tags.length > 0 ? tags : undefined;
}

/** If-Match: `*` or one strong tag equal to the file's. */
export function ifMatchPasses(value: string, etag: string | undefined): boolean {
  if (value.trim() === "*") return true;
  return Boolean(etag && entityTags(value)?.some((tag) => tag === etag));
}

/** If-Range: the range is served only if the validator is strong and exactly the file's. */
export function ifRangeHolds(value: string, etag: string | undefined, lastModified: string): boolean {
  const validator = value.trim();
  if (validator.startsWith('"')) return Boolean(etag) && validator === etag;
  if (validator.startsWith("W/")) return false;
  const date = parseHttpDate(validator);
  return date !== undefined && date === parseHttpDate(lastModified);
}

/** A date header kept in the one form send reads as RFC 9110 does, or removed when it is no HTTP-date. */
function onlyHttpDate(headers: IncomingHttpHeaders, name: "if-modified-since" | "if-unmodified-since") {
  const value = text(headers[name]);
  if (value === undefined) return;
  const date = parseHttpDate(value);
  if (date === undefined) delete headers[name];
  else headers[name] = new Date(date).toUTCString();
}

/**
 * Rewrites the request's conditional headers so that send decides as RFC 9110 does. `etag`: the
 * strong ETag the answer will carry (undefined when send will make its own, weak one).
 */
export function judgePreconditions(headers: IncomingHttpHeaders, etag: string | undefined, lastModified: string) {
  delete headers["cache-control"];
  if (headers["if-none-match"] !== undefined) delete headers["if-modified-since"];
  onlyHttpDate(headers, "if-modified-since");
  onlyHttpDate(headers, "if-unmodified-since");
  const ifMatch = text(headers["if-match"]);
  // `*` passes in send and, as §13.2.2 asks, makes it skip If-Unmodified-Since.
  if (ifMatch !== undefined) headers["if-match"] = ifMatchPasses(ifMatch, etag) ? "*" : MATCHES_NOTHING;
  const ifRange = text(headers["if-range"]);
  if (ifRange !== undefined) {
    if (ifRangeHolds(ifRange, etag, lastModified)) delete headers["if-range"];
    else headers["if-range"] = MATCHES_NOTHING;
  }
}
