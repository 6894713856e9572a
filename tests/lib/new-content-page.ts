// What the README says adding a content page takes, done in a copy of the project by
// check:owner-edits: one content file in content/pages/ and one line in src/registry/pages.ts.
// Its words are a test page's, never published: the copy is thrown away.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseDocument } from "yaml";

export const NEW_CONTENT_PAGE = {
  content: "care/controlepagina",
  path: "/controlepagina",
  title: "Controlepagina",
  /** The heading the page's file gives its hero, which the built page must show. */
  heading: "Een pagina die de controle toevoegt",
  description: "Een pagina die de controle van de webbouwer toevoegt, met één bestand en één regel in het register.",
} as const;

/** Adds the page to the project at `work`: its file (from an existing page's) and its registry line. */
export function addNewContentPage(work: string) {
  const { content, path, title, heading, description } = NEW_CONTENT_PAGE;
  const document = parseDocument(readFileSync(join(work, "content/pages/care/second-opinion.yaml"), "utf8"));
  document.setIn(["meta", "title"], title);
  document.setIn(["meta", "description"], description);
  document.setIn(["hero", "title"], heading);
  writeFileSync(join(work, `content/pages/${content}.yaml`), document.toString());
  const registry = join(work, "src/registry/pages.ts");
  const line = `  { id: "checkPage", path: "${path}", title: "${title}", group: "hearingAids", source: { content: "${content}" } },\n`;
  const source = readFileSync(registry, "utf8");
  const at = source.indexOf('  { id: "method",');
  if (at < 0) throw new Error("src/registry/pages.ts: no line for the method page to add the new page before");
  writeFileSync(registry, source.slice(0, at) + line + source.slice(at));
}
