import { sharedTextLook as look } from "#/app/styles/shared-text-look.ts";
import { sharedTextHeadingId, sharedTexts, type SharedTextId } from "#/app/copy/shared-texts.ts";
import { escapeXml } from "#/app/lib/escape-xml.ts";

/**
 * A shared text as a blog post shows it: the same markup as SharedTextBlock, as HTML, since posts
 * are rendered to HTML at build time (also by scripts that cannot load React components).
 */
export function sharedTextHtml(text: SharedTextId): string {
  const { title, paragraphs, look: kind } = sharedTexts[text];
  const id = sharedTextHeadingId(text);
  return [
    `<section aria-labelledby="${id}" data-shared-text="${text}" class="${look.box} ${look[kind]} my-8">`,
    `<h3 id="${id}" class="${look.title}">${escapeXml(title)}</h3>`,
    ...paragraphs.map((paragraph) => `<p class="${look.paragraph}">${escapeXml(paragraph)}</p>`),
    "</section>\n",
  ].join("");
}
