import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { blogDir, parsePost, publishedPosts, readPosts } from "#/app/content/blog-posts.server.ts";

const routeTable = [
  "gehoorschade-voorkomen",
  "muziekfestivals-en-gehoor",
  "tinnitus-behandeling",
  "tinnitus-week",
  "noise-cancelling-effect",
  "zwemdopjes-essentieel",
  "gehoorverlies-hersengezondheid",
  "stress-tinnitus",
  "ototoxische-medicatie",
];

const valid = `---
id: 99
title: "Een nieuw artikel over horen"
slug: nieuw-artikel
summary: "Een samenvatting van het nieuwe artikel die lang genoeg is om op de overzichtspagina te staan."
date: 2024-06-01
author: praktijk
published: true
---

## Tussenkop

Tekst van het artikel.
`;

describe("the blog collection", () => {
  it("publishes exactly the nine posts of the route table, newest first", () => {
    const posts = publishedPosts();
    expect(posts.map((post) => post.slug).sort()).toEqual([...routeTable].sort());
    const dates = posts.map((post) => post.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it("holds ten posts dated 2023-05-10 to 2024-05-01, one of them an unpublished draft", () => {
    const posts = readPosts();
    expect(posts).toHaveLength(10);
    expect(posts.filter((post) => !post.published)).toHaveLength(1);
    const dates = posts.map((post) => post.date).sort();
    expect([dates[0], dates.at(-1)]).toEqual(["2023-05-10", "2024-05-01"]);
  });

  it("gives every published post 700–1,200 words and a read time of 5 to 10 minutes", () => {
    for (const post of publishedPosts()) {
      const body = readFileSync(join(blogDir(), `${post.slug}.md`), "utf8").split(/^---$/m)[2]!;
      const words = body.split(/\s+/).filter(Boolean).length;
      expect(words, post.slug).toBeGreaterThanOrEqual(700);
      expect(words, post.slug).toBeLessThanOrEqual(1200);
      expect(post.readMinutes).toBeGreaterThanOrEqual(5);
      expect(post.readMinutes).toBeLessThanOrEqual(10);
    }
  });
});

describe("a post file", () => {
  let dir: string | undefined;
  afterEach(() => dir && rmSync(dir, { recursive: true, force: true }));

  it("appears in the collection as soon as it is saved (as the content guide says)", () => {
    dir = mkdtempSync(join(tmpdir(), "blog-"));
    writeFileSync(join(dir, "nieuw-artikel.md"), valid);
    const [post] = publishedPosts(dir);
    expect(post).toMatchObject({ slug: "nieuw-artikel", path: "/blogs/nieuw-artikel", date: "2024-06-01" });
    expect(post!.html).toContain('<h2 id="tussenkop">Tussenkop</h2>');
  });

  it("is refused with its file name and the field at fault", () => {
    expect(() => parsePost("nieuw-artikel.md", valid.replace(/^title: .*$/m, ""))).toThrow(
      /nieuw-artikel\.md: title: /,
    );
    expect(() => parsePost("nieuw-artikel.md", valid.replace("2024-06-01", "1 juni 2024"))).toThrow(
      /nieuw-artikel\.md: date/,
    );
    expect(() => parsePost("nieuw-artikel.md", valid.replace("praktijk", "iemand"))).toThrow(/author/);
    expect(() => parsePost("ander-bestand.md", valid)).toThrow(/slug "nieuw-artikel" hoort bij nieuw-artikel\.md/);
    expect(() => parsePost("nieuw-artikel.md", "Geen front matter")).toThrow(/geen front matter/);
  });

  it("cannot show an unpublished draft", () => {
    dir = mkdtempSync(join(tmpdir(), "blog-"));
    writeFileSync(join(dir, "nieuw-artikel.md"), valid.replace("published: true", "published: false"));
    expect(publishedPosts(dir)).toEqual([]);
  });
});
