// What `npm run check:publish` reports: every value in the owner's data files still marked as an
// example (app/content/placeholders.ts), with its file and field, and any file that fails its schema.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { dataFiles, parseDataFile, type DataFile } from "#/app/content/data-files.ts";
import { placeholdersIn, type Placeholder } from "#/app/content/placeholders.ts";

/** The Dutch report for a project folder, and whether the site may go live. */
export function publishReport(folder: string): { ready: boolean; text: string } {
  const found: Placeholder[] = [];
  const broken: string[] = [];
  for (const file of Object.keys(dataFiles) as DataFile[]) {
    try {
      const data = parseDataFile(file, readFileSync(join(folder, file), "utf8"));
      found.push(...placeholdersIn(file, dataFiles[file], data));
    } catch (error) {
      broken.push(error instanceof Error ? error.message : String(error));
    }
  }

  const lines: string[] = [];
  if (broken.length) lines.push("Deze bestanden kloppen nog niet:", "", ...broken, "");
  if (found.length) {
    lines.push(`Nog ${found.length} voorbeeldgegevens. Vervang ze voordat de site online gaat:`, "");
    for (const file of new Set(found.map((placeholder) => placeholder.file))) {
      lines.push(file);
      for (const placeholder of found.filter((candidate) => candidate.file === file)) {
        lines.push(`  - ${placeholder.field}  [${placeholder.path}]`);
      }
      lines.push("");
    }
    lines.push(
      "Vul de echte gegevens in (in de editor op /admin of in het bestand) en haal daarna het veld uit " +
        "'Nog voorbeeldgegevens', of zet 'Nog een voorbeeld' uit. Zie docs/content.md.",
    );
  }
  const ready = !found.length && !broken.length;
  if (ready) lines.push("Klaar om te publiceren: er staan geen voorbeeldgegevens meer in de bestanden.");
  return { ready, text: lines.join("\n") };
}
