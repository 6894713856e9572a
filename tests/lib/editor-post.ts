// A post exactly as the editor at /admin writes it: no number, its own layout. The editor's browser
// test types these values and checks that the file it saves is tests/fixtures/post-from-editor.md
// byte for byte (e2e/cms.spec.ts); `npm run check:owner-edits` adds that file to its copy of
// the project and checks that every check and the build still pass.
import { readFileSync } from "node:fs";
import { join } from "node:path";

export const EDITOR_POST_VALUES = {
  title: "Horen op een verjaardag: vijf tips voor een druk gezelschap",
  slug: "horen-op-een-verjaardag",
  summary:
    "Veel stemmen door elkaar maken een gesprek lastig te volgen. Met deze tips haalt u meer uit een verjaardag of etentje.",
  date: "2026-11-20",
  paragraphs: [
    "Op een verjaardag praten veel mensen tegelijk. Kies een plek met uw rug naar de muur, zodat het geluid van achteren minder stoort.",
    "Ga bij voorkeur naast de persoon zitten met wie u het meest wilt praten, en vraag gerust of iemand iets wil herhalen.",
  ],
} as const;

/** The saved file (captured from the editor's own save in the browser test). */
const EDITOR_POST_FILE = join(import.meta.dirname, "..", "fixtures", "post-from-editor.md");
export const EDITOR_POST = readFileSync(EDITOR_POST_FILE, "utf8");
