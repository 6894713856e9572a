/**
 * Older addresses of two posts (the original site linked both spellings). They redirect
 * permanently to the current address: on the server, in the browser and as static pages.
 */
export const blogRedirects: Record<string, string> = {
  "/blogs/stress-en-tinnitus": "/blogs/stress-tinnitus",
  "/blogs/ototoxische-medicatie-tinnitus": "/blogs/ototoxische-medicatie",
};
