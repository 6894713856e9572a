// A link to a post that is not online lands on the 404 page. The check of every file
// (check-content.ts) refuses such a link in a content page or a post, naming the file and the field,
// rather than dropping it: the owner must know the page now says less than they wrote.
import { blogRedirects } from "#/src/data/blog-redirects.ts";

type Path = readonly (string | number)[];

/** A post's address, with or without a slash, anchor or query after it. */
const POST_ADDRESS = /^\/blogs\/([^/?#\s]+)\/?(?:[?#].*)?$/;

/** The owner's words for a link to `href`, an address no published post has. */
export const offlinePostLink = (href: string) =>
  `deze link wijst naar een artikel dat niet (meer) online staat: ${href}. Haal de link weg of zet het artikel weer online.`;

/**
 * Whether `href` names a post that is not online, given the published posts' paths ("/blogs/x"). A
 * moved post's old address counts as its post; any other address is not this rule's business.
 */
export function linksOfflinePost(href: string, online: ReadonlySet<string>): boolean {
  const slug = POST_ADDRESS.exec(href.trim())?.[1];
  if (!slug) return false;
  const path = `/blogs/${slug}`;
  return !online.has(blogRedirects[path] ?? path);
}

/** Every text in `data` that is a link to a post not online, with its path. */
export function offlinePostLinks(data: unknown, online: ReadonlySet<string>, path: Path = []): [Path, string][] {
  if (typeof data === "string") return linksOfflinePost(data, online) ? [[path, data]] : [];
  if (typeof data !== "object" || data === null) return [];
  return Object.entries(data).flatMap(([key, value]) =>
    offlinePostLinks(value, online, [...path, Array.isArray(data) ? Number(key) : key]),
  );
}

/** The addresses a post's rendered text links to that are posts not online. */
export const offlinePostLinksInHtml = (html: string, online: ReadonlySet<string>): string[] =>
  [...html.matchAll(/<a\s[^>]*?href="([^"]*)"/g)]
    .map((match) => match[1]!)
    .filter((href) => linksOfflinePost(href, online));
