// The pages Astro builds from data (each shell's getStaticPaths): one content page per registry entry
// with page copy, one post page per published post. A post the build cannot read fails the build.
import { publishedPosts } from "#/app/data/blog-posts.server.ts";
import { pages } from "#/app/registry/pages.ts";
import { contentPagePaths } from "#/app/lib/site-registry.ts";

/** site/pages/[...page].astro: every registered page whose source is page copy. */
export const contentPages = () =>
  contentPagePaths(pages).map((path) => ({ params: { page: path.slice(1) }, props: { path } }));

/** site/pages/blogs/[slug].astro: every published post. */
export const postPaths = () => publishedPosts().map((post) => ({ params: { slug: post.path.split("/").at(-1)! } }));
