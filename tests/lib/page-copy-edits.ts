// A content page reworded as the owner does it in the editor at /admin: a paragraph of the first
// answer changed, a question added after the last, an item of the first list removed. The editor's
// browser test makes these edits in the form and checks the file it saves (e2e/cms-pages.spec.ts);
// `npm run check:owner-edits` applies them to its copy of the project and checks the built page.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import type { PageCopy, SectionCopy } from "#/src/data/schema/page-copy.ts";

const file = "content/pages/protection/zwem.yaml";
type Of<Type extends SectionCopy["type"]> = Extract<SectionCopy, { type: Type }>;
const questionsOf = (page: PageCopy) =>
  page.sections.find((section): section is Of<"accordion"> => section.type === "accordion")!;
const listOf = (page: PageCopy) => page.sections.find((section): section is Of<"list"> => section.type === "list")!;
const current = parse(readFileSync(join(import.meta.dirname, "..", "..", file), "utf8")) as PageCopy;

export const PAGE_COPY_EDITS = {
  file,
  /** The page's form in the editor: collections/paginas/entries/<pageForm>. */
  pageForm: "protection-zwem",
  /** The route that shows it. */
  route: "gehoorbescherming/zwem",
  paragraph: "Met trommelvliesbuisjes mag uw kind meestal gewoon zwemmen. Zwemdopjes op maat houden het water buiten.",
  question: {
    title: "Kan ik zwemdopjes ook voor mijn vakantie bestellen?",
    paragraphs: ["Ja. Bestel ze een paar weken van tevoren: we maken ze op maat naar een afdruk van uw oor."],
  },
  /** The list item the owner removes: the last of the page's first list. */
  removed: listOf(current).items.at(-1)!.title,
  /** The file's data after the edits, from its data before. */
  apply(page: PageCopy): PageCopy {
    const questions = questionsOf(page);
    questions.items[0]!.paragraphs[0] = this.paragraph;
    questions.items.push(structuredClone(this.question));
    const list = listOf(page);
    list.items = list.items.filter((item) => item.title !== this.removed);
    return page;
  },
};
