import type { Config } from "@react-router/dev/config";
import { blogRedirects } from "#/app/content/blog-redirects.ts";
import { publishedPosts } from "#/app/content/blog-posts.server.ts";

/**
 * Where `react-router build` and scripts/postbuild.ts write: the fresh folder scripts/build.ts made
 * for this build, never the published `build` a running server reads (scripts/lib/publish.ts).
 */
export const BUILD_OUTPUT_DIR = process.env.BUILD_OUTPUT_DIR ?? ".builds/unpublished";

/** Prerendered once and served by every host for unknown paths (see scripts/postbuild.ts). */
export const NOT_FOUND_PATH = "/404";

export default {
  ssr: false,
  buildDirectory: BUILD_OUTPUT_DIR,
  // Every static route, each published post, the posts' old addresses (as redirect pages) and the 404 page.
  prerender: ({ getStaticPaths }) => [
    ...getStaticPaths(),
    ...publishedPosts().map((post) => post.path),
    ...Object.keys(blogRedirects),
    NOT_FOUND_PATH,
  ],
} satisfies Config;
