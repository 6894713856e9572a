import { BusinessContext } from "#/src/components/hooks/business.ts";
import { business } from "#/src/data/business.server.ts";
import { MediaProvider } from "#/src/components/ui/media-context.tsx";
import { PostCard } from "#/src/components/blog/post-card.tsx";
import { CtaBanner } from "#/src/components/sections/cta-banner.tsx";
import { PageHeader } from "#/src/components/sections/page-header.tsx";
import { Container } from "#/src/components/ui/container.tsx";
import { blogPage, defaultPostImage, readTimeText } from "#/src/copy/blog.ts";
import type { Post } from "#/src/data/blog-posts.server.ts";
import { blogFeedPath, paths } from "#/src/registry/pages.ts";
import { shortDate } from "#/src/lib/blog/dates.ts";
import { seo } from "#/src/head/seo.ts";
import { mediaFor } from "#/media/resolve.ts";

/** The overview's cards: what each published post shows of itself. */
function postCards(published: readonly Post[]) {
  const posts = published.map((post) => ({
    path: post.path,
    title: post.title,
    summary: post.summary,
    date: post.date,
    dateText: shortDate(post.date),
    readTime: readTimeText(post.readMinutes),
    image: post.image ?? defaultPostImage,
    imageAlt: post.imageAlt,
  }));
  return { posts, media: mediaFor(posts.map((post) => post.image)) };
}

export const head = () => seo({ ...blogPage.meta, path: paths.blogs });

/** The overview names its feed in its <head>. */
export const feedLink = {
  rel: "alternate",
  type: "application/atom+xml",
  title: blogPage.feedTitle,
  href: blogFeedPath,
};

/** The overview of the published posts, newest first. */
export default function BlogOverview({ published }: { published: readonly Post[] }) {
  const { posts, media } = postCards(published);
  const { closing } = blogPage;
  return (
    <BusinessContext value={business}>
      <MediaProvider media={media}>
        <PageHeader eyebrow={blogPage.eyebrow} title={blogPage.title} intro={blogPage.intro} />
        <Container className="space-y-12 pb-20 sm:space-y-16">
          <ul className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
            {posts.map((post) => (
              <PostCard key={post.path} post={post} readMore={blogPage.readMore} />
            ))}
          </ul>
          {/* The posts' own closing question, for a reader who found no post on theirs. */}
          <CtaBanner id="actie" title={closing.title} text={closing.text} contact={closing.button} />
        </Container>
      </MediaProvider>
    </BusinessContext>
  );
}
