import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { pages } from "#/app/content/site.ts";
import { routeEntries } from "#/app/lib/site-registry.ts";

// Every registered page (app/content/site.ts), then the blog's articles and feed and the catch-all.
export default [
  ...routeEntries(pages).map(({ path, file, id }) =>
    path === "/" ? index(file) : id ? route(path.slice(1), file, { id }) : route(path.slice(1), file),
  ),
  route("blogs/feed.xml", "routes/blog-feed.ts"),
  route("blogs/:slug", "routes/blog-post.tsx"), // one per published post, see react-router.config.ts
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
