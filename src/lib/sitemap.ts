import { escapeXml } from "#/src/lib/escape-xml.ts";

/** sitemap.xml and robots.txt for the built site (pure, so they can be unit-tested). */
export type SitemapEntry = { url: string; lastmod?: string };

export function sitemapXml(entries: SitemapEntry[]): string {
  const urls = [...entries]
    .sort((a, b) => a.url.localeCompare(b.url))
    .map(
      ({ url, lastmod }) =>
        `  <url><loc>${escapeXml(url)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ""}</url>`,
    );
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${urls.join("\n")}
</urlset>
`;
}

export function robotsTxt(sitemapUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${sitemapUrl}\n`;
}

/**
 * Which prerendered pages belong in the sitemap: those that name themselves as canonical and
 * may be indexed (so not /locatie, which points at /locatie/hurdegaryp, nor forwarding pages).
 */
export function indexableUrl(pageUrl: string, html: string): string | undefined {
  if (/<meta name="robots" content="[^"]*noindex/.test(html)) return undefined;
  const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
  return canonical === pageUrl ? canonical : undefined;
}
