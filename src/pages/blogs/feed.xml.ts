// /blogs/feed.xml: the Atom feed (src/page-bodies/blog-feed.ts), written once at build time.
import { feedResponse } from "#/src/page-bodies/blog-feed.ts";
import { getPublishedPosts } from "#/src/page-bodies/collections.ts";

export const GET = async () => feedResponse(await getPublishedPosts());
