import { authorNames, blogPage } from "#/src/copy/blog.ts";
import { plainText } from "#/src/copy/marked-text.ts";
import type { Post } from "#/src/data/blog-posts.server.ts";
import { blogFeedPath, paths } from "#/src/registry/pages.ts";
import { atomFeed } from "#/src/lib/blog/feed.ts";
import { absoluteUrl } from "#/src/head/seo.ts";

/** The blog's Atom feed of the published posts, newest first (src/pages/blogs/feed.xml.ts). */
export function feedResponse(published: readonly Post[]) {
  const xml = atomFeed({
    title: blogPage.feedTitle,
    url: absoluteUrl(paths.blogs),
    selfUrl: absoluteUrl(blogFeedPath),
    entries: published.map((post) => ({
      title: post.title,
      url: absoluteUrl(post.path),
      summary: post.summary,
      date: post.date,
      author: plainText(authorNames[post.author]),
    })),
  });
  return new Response(xml, { headers: { "Content-Type": "application/atom+xml; charset=utf-8" } });
}
