import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { publishedPosts } from "#/src/data/blog-posts.server.ts";
import { BLOG_OVERVIEW, blogForwards, blogRedirects } from "#/src/data/blog-redirects.ts";

const post = (slug: string, title: string, published: boolean) => `---
title: "${title}"
slug: ${slug}
summary: "Een samenvatting van dit artikel die lang genoeg is om op de overzichtspagina te staan."
date: 2024-06-01
author: praktijk
published: ${published}
---

Tekst van het artikel.
`;

// Old addresses of fixture posts: one online, one taken offline, one deleted.
const moved = {
  "/blogs/oud-online": "/blogs/online-artikel",
  "/blogs/oud-offline": "/blogs/offline-artikel",
  "/blogs/oud-verwijderd": "/blogs/verwijderd-artikel",
};

describe("old addresses of moved posts", () => {
  let dir = "";
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("forward to their post while it is published, and to the blog overview once it is offline or deleted", () => {
    dir = mkdtempSync(join(tmpdir(), "blog-"));
    writeFileSync(join(dir, "online-artikel.md"), post("online-artikel", "Een artikel dat online staat", true));
    writeFileSync(join(dir, "offline-artikel.md"), post("offline-artikel", "Een artikel dat offline staat", false));
    const published = publishedPosts(dir).map((entry) => entry.path);
    const { forwards, toOverview } = blogForwards(published, moved);
    expect(forwards).toEqual({
      "/blogs/oud-online": "/blogs/online-artikel",
      "/blogs/oud-offline": BLOG_OVERVIEW,
      "/blogs/oud-verwijderd": BLOG_OVERVIEW,
    });
    expect(toOverview).toEqual(["/blogs/oud-offline", "/blogs/oud-verwijderd"]);
    expect(BLOG_OVERVIEW).toBe("/blogs");
  });

  it("every old address is forwarded somewhere, whichever posts are published", () => {
    expect(Object.keys(blogForwards([]).forwards)).toEqual(Object.keys(blogRedirects));
    expect(Object.values(blogForwards([]).forwards).every((to) => to === BLOG_OVERVIEW)).toBe(true);
  });
});
