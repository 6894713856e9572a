import { escapeXml } from "#/src/lib/escape-xml.ts";

/** The Atom feed of the published posts (pure, so it can be unit-tested). */
export type FeedEntry = { title: string; url: string; summary: string; date: string; author: string };

/** Posts carry a date only; they are dated at noon, Amsterdam summer or winter alike. */
const timestamp = (date: string) => `${date}T12:00:00Z`;

export function atomFeed(feed: { title: string; url: string; selfUrl: string; entries: FeedEntry[] }): string {
  const updated =
    feed.entries
      .map((entry) => entry.date)
      .sort()
      .at(-1) ?? "2023-01-01";
  const entries = feed.entries.map(
    (entry) => `  <entry>
    <title>${escapeXml(entry.title)}</title>
    <link href="${escapeXml(entry.url)}"/>
    <id>${escapeXml(entry.url)}</id>
    <published>${timestamp(entry.date)}</published>
    <updated>${timestamp(entry.date)}</updated>
    <author><name>${escapeXml(entry.author)}</name></author>
    <summary>${escapeXml(entry.summary)}</summary>
  </entry>`,
  );
  return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="nl">
  <title>${escapeXml(feed.title)}</title>
  <link href="${escapeXml(feed.url)}"/>
  <link rel="self" href="${escapeXml(feed.selfUrl)}"/>
  <id>${escapeXml(feed.url)}</id>
  <updated>${timestamp(updated)}</updated>
${entries.join("\n")}
</feed>
`;
}
