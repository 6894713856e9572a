import { authorNames, blogPage } from "~/content/blog";
import { publishedPosts } from "~/content/blog-posts.server";
import { blogFeedPath, paths } from "~/content/pages";
import { atomFeed } from "~/lib/blog/feed";
import { absoluteUrl } from "~/lib/seo";

// Prerendered to build/client/blogs/feed.xml.
export function loader() {
  const xml = atomFeed({
    title: blogPage.feedTitle,
    url: absoluteUrl(paths.blogs),
    selfUrl: absoluteUrl(blogFeedPath),
    entries: publishedPosts().map((post) => ({
      title: post.title,
      url: absoluteUrl(post.path),
      summary: post.summary,
      date: post.date,
      author: authorNames[post.author],
    })),
  });
  return new Response(xml, { headers: { "Content-Type": "application/atom+xml; charset=utf-8" } });
}
