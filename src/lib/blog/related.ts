type Post = { path: string; title: string; summary: string; date: string };

/** The words a post is about: those of six letters or more in its title and summary. */
const topics = (post: Post) =>
  new Set(
    `${post.title} ${post.summary}`
      .toLowerCase()
      .split(/[^\p{L}]+/u)
      .filter((word) => word.length >= 6),
  );

/**
 * Up to `count` other posts to read next: those sharing the most words with this one (a tinnitus
 * post brings the other tinnitus posts), the newest first where they share as many.
 */
export function relatedPosts<P extends Post>(post: P, posts: readonly P[], count = 3): P[] {
  const own = topics(post);
  return posts
    .filter((other) => other.path !== post.path)
    .map((other) => ({ other, shared: [...topics(other)].filter((word) => own.has(word)).length }))
    .sort((a, b) => b.shared - a.shared || b.other.date.localeCompare(a.other.date))
    .slice(0, count)
    .map(({ other }) => other);
}
