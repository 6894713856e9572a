/**
 * Older addresses of two posts (the original site linked both spellings). They redirect
 * permanently to the current address: on the server, in the browser and as static pages.
 * Where that post is not published (taken offline or deleted), see `blogForwards`.
 */
export const blogRedirects: Record<string, string> = {
  "/blogs/stress-en-tinnitus": "/blogs/stress-tinnitus",
  "/blogs/ototoxische-medicatie-tinnitus": "/blogs/ototoxische-medicatie",
};

/** Where an old address goes when its post is not published: the blog overview. */
export const BLOG_OVERVIEW = "/blogs";

/**
 * Where each old address forwards, given the addresses of the published posts: its post, or the
 * blog overview when the owner took that post offline or deleted it (so the build never stops on it).
 */
export function blogForwards(published: Iterable<string>, moved: Record<string, string> = blogRedirects) {
  const online = new Set(published);
  const forwards: Record<string, string> = {};
  const toOverview: string[] = [];
  for (const [from, to] of Object.entries(moved)) {
    forwards[from] = online.has(to) ? to : BLOG_OVERVIEW;
    if (!online.has(to)) toOverview.push(from);
  }
  return { forwards, toOverview };
}
