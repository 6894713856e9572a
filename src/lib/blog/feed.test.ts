// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { atomFeed } from "#/src/lib/blog/feed.ts";

const feed = atomFeed({
  title: "Blog van Praktijk & Co",
  url: "https://hoorzorg.example/blogs",
  selfUrl: "https://hoorzorg.example/blogs/feed.xml",
  entries: [
    {
      title: "Tinnitus <en> stress",
      url: "https://hoorzorg.example/blogs/stress-tinnitus",
      summary: 'Over "stress" & oorsuizen.',
      date: "2024-03-14",
      author: "Team",
    },
    { title: "Oud", url: "https://hoorzorg.example/blogs/oud", summary: "Ouder.", date: "2023-05-10", author: "Team" },
  ],
});

describe("Atom feed", () => {
  it("is well-formed XML with escaped text", () => {
    const doc = new DOMParser().parseFromString(feed, "application/xml");
    expect(doc.querySelector("parsererror")).toBeNull();
    expect(doc.querySelector("feed > title")?.textContent).toBe("Blog van Praktijk & Co");
    expect(doc.querySelector("entry > title")?.textContent).toBe("Tinnitus <en> stress");
  });

  it("links to itself and dates the feed by its newest post", () => {
    expect(feed).toContain('<link rel="self" href="https://hoorzorg.example/blogs/feed.xml"/>');
    expect(feed).toMatch(/<feed[^>]*>\s*<title>[^<]*<\/title>[\s\S]*?<updated>2024-03-14T12:00:00Z<\/updated>/);
    expect(feed.match(/<entry>/g)).toHaveLength(2);
  });
});
