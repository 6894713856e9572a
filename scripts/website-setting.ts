// `node scripts/website-setting.ts <field>`: prints one of the web builder's settings
// (content/website.yaml), checked, for the publication workflow (.github/workflows/publish.yml).
// Without the content loader: the workflow asks before the owner's other files are checked.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { ContentError, parseDataFile } from "#/src/data/data-files.ts";

const file = "content/website.yaml";
const field = process.argv[2];
try {
  const website = parseDataFile(file, readFileSync(join(import.meta.dirname, "..", file), "utf8"));
  const value = (website as Record<string, unknown>)[field ?? ""];
  if (typeof value !== "string" && typeof value !== "boolean") throw new ContentError(`${file}: geen veld "${field}"`);
  console.log(String(value));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
