import { data, redirect } from "react-router";
import { ArticleView } from "#/app/components/blog/article-view.tsx";
import { MediaProvider } from "#/app/components/media-context.tsx";
import { authorNames, authorPaths, defaultPostImage, readTimeText } from "#/app/content/blog.ts";
import { publishedPosts } from "#/app/content/blog-posts.server.ts";
import { blogForwards } from "#/app/content/blog-redirects.ts";
import { plainText } from "#/app/content/marked-text.ts";
import { longDate } from "#/app/lib/blog/dates.ts";
import { absoluteUrl, seo } from "#/app/lib/seo.ts";
import { blogPostingLd, breadcrumbLd, breadcrumbTrail } from "#/app/lib/structured-data.ts";
import { mediaFor, ogImageFor } from "#/media/resolve.ts";
import type { Route } from "./+types/blog-post";

// Build time only: the post's Markdown arrives as finished HTML; the parser stays on the server.
export function loader({ params }: Route.LoaderArgs) {
  const path = `/blogs/${params.slug}`;
  const posts = publishedPosts();
  const moved = blogForwards(posts.map((candidate) => candidate.path)).forwards[path];
  if (moved) throw redirect(moved, 301);
  const post = posts.find((candidate) => candidate.path === path);
  if (!post) throw data("Dit artikel bestaat niet (meer)", { status: 404 });
  const article = {
    title: post.title,
    image: post.image ?? defaultPostImage,
    imageAlt: post.imageAlt,
    author: authorNames[post.author],
    date: post.date,
    dateText: longDate(post.date),
    readTime: readTimeText(post.readMinutes),
    originalUrl: post.originalUrl,
    html: post.html,
  };
  const preview = ogImageFor(article.image);
  const image = { ...preview, alt: post.imageAlt ?? preview.alt };
  const structuredData = [
    blogPostingLd({
      ...post,
      author: plainText(article.author),
      authorPath: authorPaths[post.author],
      image: absoluteUrl(image.url),
    }),
    breadcrumbLd(breadcrumbTrail(path, post.title)!),
  ];
  return { article, summary: post.summary, path, media: mediaFor(article.image), seo: { image, structuredData } };
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  loaderData
    ? seo({
        title: loaderData.article.title,
        description: loaderData.summary,
        path: loaderData.path,
        type: "article",
        ...loaderData.seo,
      })
    : [];

export default function BlogPost({ loaderData: { article, media } }: Route.ComponentProps) {
  return (
    <MediaProvider media={media}>
      <ArticleView article={article} />
    </MediaProvider>
  );
}
