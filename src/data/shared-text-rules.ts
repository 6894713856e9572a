// Which shared texts a post's words call for (src/copy/advice-rules.ts): the build reads every post
// with this rule (blog-posts.server.ts), and the editor at /admin checks the post's text field with
// it before it saves (admin/entry-checks.ts), so the owner hears the same message at the field.
import { sharedTextNames, withoutSharedTextLines } from "#/src/lib/blog/markdown.ts";
import { isSharedTextId, sharedTextIds, sharedTexts } from "#/src/copy/shared-texts.ts";
import { requiredSharedTexts } from "#/src/copy/advice-rules.ts";

/**
 * What is wrong with the shared texts a post's body names, in Dutch; undefined when nothing is. A
 * post names only shared texts that exist, each once, and every one its words call for: a post
 * about sudden hearing loss gives the site's one advice, not its own.
 */
export function sharedTextProblem(body: string): string | undefined {
  const named = sharedTextNames(body);
  for (const [index, name] of named.entries()) {
    if (!isSharedTextId(name)) return `er is geen vaste tekst "${name}". Kies uit: ${sharedTextIds.join(", ")}.`;
    if (named.indexOf(name) !== index)
      return `de vaste tekst "${name}" staat twee keer in de tekst; laat er één staan.`;
  }
  const missing = requiredSharedTexts(withoutSharedTextLines(body)).find((id) => !named.includes(id));
  return missing
    ? `de tekst gaat over ${sharedTexts[missing].about}. Zet op een eigen regel {{vaste tekst: ${missing}}}, dan staat ons vaste advies erbij.`
    : undefined;
}
