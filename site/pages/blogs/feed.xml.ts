// /blogs/feed.xml: the Atom feed (app/page-bodies/blog-feed.ts), written once at build time.
import { feedResponse } from "#/app/page-bodies/blog-feed.ts";
import { publishedPosts } from "#/site/lib/collections.ts";

export const GET = async () => feedResponse(await publishedPosts());
