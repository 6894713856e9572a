// The pages Astro builds from data (each shell's getStaticPaths): one content page per registry entry
// with page copy, one post page per published post, one forwarding page per moved post. A post the build cannot read fails the build.
import { currentBlogForwards } from "#/app/data/blog-forwards.server.ts";
import { publishedPosts } from "#/app/data/blog-posts.server.ts";
import { pages } from "#/app/registry/pages.ts";
import { contentPagePaths } from "#/app/lib/site-registry.ts";

/** site/pages/[...page].astro: every registered page whose source is page copy. */
export const contentPages = () =>
  contentPagePaths(pages).map((path) => ({ params: { page: path.slice(1) }, props: { path } }));

/** site/pages/blogs/[slug].astro: every published post. */
export const postPaths = () => publishedPosts().map((post) => ({ params: { slug: post.path.split("/").at(-1)! } }));

/**
 * site/pages/blogs/[...moved].astro: the old address of each moved post, with where it forwards
 * and that post's title (none when the owner took the post offline: it forwards to the overview).
 */
export const movedPostPaths = () => {
  const { forwards } = currentBlogForwards();
  const posts = publishedPosts();
  return Object.entries(forwards).map(([from, to]) => ({
    params: { moved: from.replace(/^\/blogs\//, "") },
    props: { to, title: posts.find((post) => post.path === to)?.title },
  }));
};
