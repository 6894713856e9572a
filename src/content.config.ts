// The owner's posts and the content pages' words as Astro collections, each read by the one reader
// that checks it and names a problem in Dutch (decision 047). Pages read them with getCollection and
// getEntry (src/page-bodies/collections.ts).
import { defineCollection } from "astro:content";
import { pageCopiesLoader, postsLoader } from "#/src/content-loaders.ts";

export const collections = {
  posts: defineCollection({ loader: postsLoader() }),
  pages: defineCollection({ loader: pageCopiesLoader() }),
};
