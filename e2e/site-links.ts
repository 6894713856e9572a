import { existsSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";

const decode = (value: string) => value.replaceAll("&amp;", "&");

/**
 * A crawl of a built site from its HTML (no browser needed): every internal link of `routes` must
 * lead to a page (or a redirect to one), every #anchor to an element on that page, and every file a
 * page or its style sheets refer to must exist. Returns one line per problem, naming the page, and
 * how many links and files it followed (so a crawl that found nothing cannot pass unnoticed).
 */
export function linkProblems(client: string, routes: string[], redirects: Record<string, string>) {
  const pageFile = (path: string) => join(client, path, "index.html");
  const html = (path: string) => readFileSync(pageFile(path), "utf8");
  const isFile = (path: string) => existsSync(join(client, path)) && statSync(join(client, path)).isFile();
  const ids = new Map<string, Set<string>>();
  const idsOn = (path: string) => {
    if (!ids.has(path)) ids.set(path, new Set([...html(path).matchAll(/\sid="([^"]+)"/g)].map(([, id]) => id!)));
    return ids.get(path)!;
  };
  const problems: string[] = [];
  const sheets = new Set<string>();
  let links = 0;
  let files = 0;
  for (const route of routes) {
    const page = html(route);
    for (const [, raw] of page.matchAll(/<a\s[^>]*?href="([^"]+)"/g)) {
      const url = new URL(decode(raw!), `https://site${route === "/" ? "/" : `${route}/`}`);
      if (url.origin !== "https://site") continue;
      links++;
      const path = url.pathname.replace(/\/$/, "") || "/";
      const target = redirects[path] ?? path;
      if (existsSync(pageFile(target))) {
        const anchor = decodeURIComponent(url.hash.slice(1));
        if (anchor && !idsOn(target).has(anchor)) problems.push(`${route}: ${raw} has no #${anchor} on ${target}`);
      } else if (!isFile(target)) problems.push(`${route}: link ${raw} leads nowhere`);
    }
    const referenced = [
      ...[...page.matchAll(/\s(?:src|poster|href)="(\/[^"/][^"]*)"/g)].map(([, value]) => value!),
      ...[...page.matchAll(/\s(?:srcset|imagesrcset)="([^"]+)"/g)].flatMap(([, value]) =>
        value!.split(",").map((candidate) => candidate.trim().split(/\s+/)[0]!),
      ),
    ].filter((value) => value.startsWith("/") && !value.startsWith("//"));
    for (const value of referenced) {
      const path = decode(value).split(/[?#]/)[0]!;
      if (existsSync(pageFile(path.replace(/\/$/, "") || "/")) || redirects[path]) continue; // a page, checked above
      files++;
      if (!isFile(path)) problems.push(`${route}: ${value} is missing`);
    }
    for (const [, href] of page.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)) sheets.add(href!);
  }
  // Files the style sheets refer to (the fonts).
  for (const sheet of [...sheets].filter(isFile)) {
    for (const [, url] of readFileSync(join(client, sheet), "utf8").matchAll(/url\((\/[^)]+)\)/g)) {
      files++;
      if (!isFile(url!)) problems.push(`${sheet}: ${url} is missing`);
    }
  }
  return { problems, links, files };
}

/**
 * Where each moved post's old address must lead, judged from the list of moved addresses and the
 * build alone (not by the code that writes the redirects): its post, where the build wrote that
 * page, else the blog overview.
 */
export function movedPostTargets(client: string, moved: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(moved).map(([from, to]) => [from, existsSync(join(client, to, "index.html")) ? to : "/blogs"]),
  );
}
