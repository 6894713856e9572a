// /blogs/feed.xml: app/routes/blog-feed.ts's Atom feed, written once at build time.
import { loader } from "#/app/routes/blog-feed.ts";

export const GET = () => loader();
