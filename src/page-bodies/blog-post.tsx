import { ArticleView } from "#/src/components/blog/article-view.tsx";
import { MediaProvider } from "#/src/components/ui/media-context.tsx";
import { authorNames, authorPaths, defaultPostImage, readTimeText } from "#/src/copy/blog.ts";
import type { Post } from "#/src/data/blog-posts.server.ts";
import { plainText } from "#/src/copy/marked-text.ts";
import { longDate } from "#/src/lib/blog/dates.ts";
import { splitSections, wordCount } from "#/src/lib/blog/markdown.ts";
import { relatedPosts } from "#/src/lib/blog/related.ts";
import { absoluteUrl, seo } from "#/src/head/seo.ts";
import { blogPostingLd, breadcrumbLd, breadcrumbTrail } from "#/src/head/structured-data.ts";
import { mediaFor, ogImageFor } from "#/media/resolve.ts";

/**
 * About the words a phone shows in five screens: a post opens with its sections open up to this
 * many words (its intro included), the rest folded under their headings (decision 037).
 */
const OPEN_WORDS = 550;

/** A post's intro and sections, those up to OPEN_WORDS open. */
function openingSections(html: string) {
  const { intro, sections } = splitSections(html);
  let words = wordCount(intro);
  return {
    intro,
    sections: sections.map((section) => {
      words += wordCount(section.html);
      return { ...section, open: words <= OPEN_WORDS };
    }),
  };
}

/**
 * A published post (its Markdown already HTML) among the published `posts`, its picture and its
 * structured data; build time only.
 */
export function postPage(post: Post, posts: readonly Post[]) {
  const { path } = post;
  const article = {
    title: post.title,
    image: post.image ?? defaultPostImage,
    imageAlt: post.imageAlt,
    author: authorNames[post.author],
    date: post.date,
    dateText: longDate(post.date),
    readTime: readTimeText(post.readMinutes),
    originalUrl: post.originalUrl,
    ...openingSections(post.html),
    related: relatedPosts(post, posts).map(({ title, path, summary }) => ({ title, path, summary })),
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

type PostPage = ReturnType<typeof postPage>;

export const head = (page: PostPage) =>
  seo({ title: page.article.title, description: page.summary, path: page.path, type: "article", ...page.seo });

export default function BlogPost({ article, media }: Pick<PostPage, "article" | "media">) {
  return (
    <MediaProvider media={media}>
      <ArticleView article={article} />
    </MediaProvider>
  );
}
