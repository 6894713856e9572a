// /blogs/feed.xml: the Atom feed (app/pages/blog-feed.ts), written once at build time.
import { feedResponse } from "#/app/pages/blog-feed.ts";

export const GET = feedResponse;
