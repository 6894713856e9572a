/**
 * Reads the target of a request line ("/blogs/stress-tinnitus?x=1") into a decoded path that can
 * only name something inside the site, its dot segments resolved, or the status a bad target gets.
 * Never throws.
 */

/** Longer targets get 414; no address of the site comes near it. */
export const MAX_TARGET_LENGTH = 4096;

export type Target = { ok: true; path: string; search: string } | { ok: false; status: 400 | 414 };

const bad = { ok: false, status: 400 } as const;

/** Control characters (NUL among them), and the separators a file system would read inside one segment. */
const forbiddenInSegment = (segment: string) =>
  [...segment].some((char) => char < " " || char === "\u007f" || char === "/" || char === "\\");

function decodeSegment(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

export function parseTarget(url: string | undefined): Target {
  if (!url) return bad;
  if (url.length > MAX_TARGET_LENGTH) return { ok: false, status: 414 };
  let target = url;
  // The absolute form ("GET http://host/path"), which HTTP/1.1 servers must accept.
  const absolute = /^https?:\/\/[^/?#]*/i.exec(target);
  if (absolute) target = target.slice(absolute[0].length) || "/";
  if (target.startsWith("?")) target = `/${target}`;
  // The asterisk form ("OPTIONS *") and anything else that is not a path.
  if (!target.startsWith("/")) return bad;

  const query = target.indexOf("?");
  const rawPath = (query < 0 ? target : target.slice(0, query)).replace(/#.*$/, "");
  const search = query < 0 ? "" : target.slice(query).replace(/#.*$/, "");

  const segments: string[] = [];
  const raws = rawPath.slice(1).split("/");
  for (const [index, raw] of raws.entries()) {
    const segment = decodeSegment(raw);
    // Undecodable, a NUL or other control character, an encoded slash or backslash.
    if (segment === undefined || forbiddenInSegment(segment)) return bad;
    // Dot segments as RFC 3986 §5.2.4 removes them ("/blogs/../contact" is "/contact"); one that
    // would climb out of the site ("/../", "/%2e%2e/") is refused.
    if (segment === "." || segment === "..") {
      if (segment === ".." && segments.pop() === undefined) return bad;
      if (index === raws.length - 1) segments.push("");
      continue;
    }
    segments.push(segment);
  }
  return { ok: true, path: `/${segments.join("/")}`, search };
}

/** The key of `redirects` a path asks for: "/blogs/a/", "/blogs/a/index.html" and "/blogs/a" are one address. */
export function redirectKey(path: string): string {
  const key = path.replace(/\/index\.html$/, "/").replace(/\/+$/, "");
  return key === "" ? "/" : key;
}

/** A query string safe to repeat in a Location header (printable ASCII), else none. */
export function safeSearch(search: string): string {
  return /^\?[\x21-\x7e]*$/.test(search) ? search : "";
}

/**
 * A Range header with every suffix range longer than the file (`bytes=-100` on 68 bytes) made
 * `0-`: RFC 9110 §14.1.2 serves the whole file for it, but range-parser 1 (under send 1) answers
 * 416 (jshttp/range-parser#66, fixed only in range-parser 2, which send 1 does not use).
 */
export function clampSuffixRanges(range: string, size: number): string {
  if (!/^bytes=/i.test(range)) return range;
  return range.replace(/(^bytes=|,)(\s*)-(\d+)(?=\s*(,|$))/gi, (whole, lead: string, space: string, length: string) =>
    Number(length) > size ? `${lead}${space}0-` : whole,
  );
}

/**
 * A byte Range as RFC 9110 §14.1.2 writes it (digits only: `bytes=0-99`, `bytes=500-`,
 * `bytes=-200`, several with commas); other units are left to send, which ignores them.
 * range-parser reads numbers with parseInt, so `bytes=1e3-` would otherwise serve from byte 1.
 */
export function validRange(range: string): boolean {
  const unit = /^bytes=/i.exec(range);
  if (!unit) return true;
  const specs = range
    .slice(unit[0].length)
    .split(",")
    .map((spec) => spec.trim())
    .filter((spec) => spec !== "");
  return specs.length > 0 && specs.every((spec) => /^(\d+-\d*|-\d+)$/.test(spec));
}
