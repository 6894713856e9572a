// Where the old addresses of moved posts forward in this build (blog-redirects.ts), from the posts
// that are published now.
import { publishedPosts } from "#/src/data/blog-posts.server.ts";
import { blogForwards } from "#/src/data/blog-redirects.ts";

export const currentBlogForwards = () => blogForwards(publishedPosts().map((post) => post.path));
