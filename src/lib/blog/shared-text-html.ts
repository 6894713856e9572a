import { sharedTextLook as look } from "#/src/styles/shared-text-look.ts";
import { escapeXml } from "#/src/lib/escape-xml.ts";

/** A shared text as the copy writes it (src/copy/shared-texts.ts). */
export type SharedTextParts = { title: string; paragraphs: readonly string[]; look: "urgent" | "note" };

/**
 * A shared text as a blog post shows it: the same markup as SharedTextBlock, as HTML, since posts
 * are rendered to HTML at build time (also by scripts that cannot load React components). `name`
 * is the text's id, `headingId` its heading's (sharedTextHeadingId).
 */
export function sharedTextHtml(
  name: string,
  { title, paragraphs, look: kind }: SharedTextParts,
  headingId: string,
): string {
  return [
    `<section aria-labelledby="${headingId}" data-shared-text="${name}" class="${look.box} ${look[kind]} my-8">`,
    `<h3 id="${headingId}" class="${look.title}">${escapeXml(title)}</h3>`,
    ...paragraphs.map((paragraph) => `<p class="${look.paragraph}">${escapeXml(paragraph)}</p>`),
    "</section>\n",
  ].join("");
}
