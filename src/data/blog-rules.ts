// What a post may not share with the other posts: its web address and its title. The build checks
// the whole blog with these rules (blog-posts.server.ts); the editor at /admin checks a post against
// the others before it saves (admin/entry-checks.ts), so the owner hears it on the field.

/** A post as the rules see it: its file in content/blog/ and the two fields that must be its own. */
export type PostIdentity = { file: string; slug: string; title: string };

const sameTitle = (a: string, b: string) => a.trim().toLocaleLowerCase("nl") === b.trim().toLocaleLowerCase("nl");

/** The writer whose name is the practice's partner clinic (content/practice.yaml `partnerClinic`). */
export const PARTNER_AUTHOR = "partnerkliniek";

/**
 * A published post by the partner clinic has the clinic's name as its byline: without the name it
 * cannot go online. A draft may wait; without such a post the name is not needed at all.
 */
export function bylineProblem(
  post: { author?: unknown; published?: unknown },
  partnerClinic: string | undefined,
): string | undefined {
  if (post.published !== true || post.author !== PARTNER_AUTHOR || partnerClinic?.trim()) return undefined;
  return "boven dit artikel staat 'Het team van de partnerkliniek', maar de naam van de partnerkliniek ontbreekt. Vul bij Praktijk › Praktijkgegevens › Partnerkliniek de naam in, of kies bij Geschreven door 'Ons team'";
}

/** What is wrong with a post's web address and title next to the other posts, in Dutch; empty when nothing is. */
export function postConflicts(post: PostIdentity, others: readonly PostIdentity[]): { slug?: string; title?: string } {
  const rest = others.filter((other) => other.file !== post.file);
  const taken = rest.find((other) => other.slug === post.slug);
  const twin = rest.find((other) => sameTitle(other.title, post.title));
  return {
    ...(taken ? { slug: `dit webadres heeft het artikel "${taken.title}" al; kies een ander webadres` } : {}),
    ...(twin ? { title: `het artikel op /blogs/${twin.slug} heeft al deze titel; kies een andere titel` } : {}),
  };
}
