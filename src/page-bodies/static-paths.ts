// The pages Astro builds from data (each shell's getStaticPaths): one content page per registry entry
// with page copy, one post page per published post, one forwarding page per moved post.
import { blogForwards } from "#/src/data/blog-redirects.ts";
import { pages } from "#/src/registry/pages.ts";
import { contentPagePaths } from "#/src/lib/site-registry.ts";
import { getPublishedPosts } from "#/src/page-bodies/collections.ts";

/** src/pages/[...page].astro: every registered page whose source is page copy. */
export const contentPages = () =>
  contentPagePaths(pages).map((path) => ({ params: { page: path.slice(1) }, props: { path } }));

/** src/pages/blogs/[slug].astro: every published post. */
export const postPaths = async () =>
  (await getPublishedPosts()).map((post) => ({ params: { slug: post.slug }, props: { post } }));

/**
 * src/pages/blogs/[...moved].astro: the old address of each moved post, with where it forwards
 * and that post's title (none when the owner took the post offline: it forwards to the overview).
 */
export const movedPostPaths = async () => {
  const posts = await getPublishedPosts();
  const { forwards } = blogForwards(posts.map((post) => post.path));
  return Object.entries(forwards).map(([from, to]) => ({
    params: { moved: from.replace(/^\/blogs\//, "") },
    props: { to, title: posts.find((post) => post.path === to)?.title },
  }));
};
