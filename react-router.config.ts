import type { Config } from "@react-router/dev/config";
import { blogRedirects } from "#/app/content/blog-redirects.ts";
import { publishedPosts } from "#/app/content/blog-posts.server.ts";

/** Prerendered once and served by every host for unknown paths (see scripts/postbuild.ts). */
export const NOT_FOUND_PATH = "/404";

export default {
  ssr: false,
  // Every static route, each published post, the posts' old addresses (as redirect pages) and the 404 page.
  prerender: ({ getStaticPaths }) => [
    ...getStaticPaths(),
    ...publishedPosts().map((post) => post.path),
    ...Object.keys(blogRedirects),
    NOT_FOUND_PATH,
  ],
} satisfies Config;
