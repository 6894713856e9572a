// What `npm run check:publish` reports: every value in the owner's data files still marked as an
// example (app/content/placeholders.ts), every value that can never be real whatever its marker
// says (app/content/never-real.ts), with its file and field, and any file that fails its schema.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import { dataFiles, fieldLabels, parseDataFile, type DataFile } from "#/app/content/data-files.ts";
import { neverReal } from "#/app/content/never-real.ts";
import { placeholdersIn, type Placeholder } from "#/app/content/placeholders.ts";

type Path = (string | number)[];

/** The values of a file that can never be real, unless a marker already lists them (or a record around them). */
function neverRealIn(file: DataFile, raw: unknown, marked: Placeholder[]): Placeholder[] {
  const found: Placeholder[] = [];
  const covered = (path: string) =>
    marked.some((placeholder) => path === placeholder.path || path.startsWith(`${placeholder.path}.`));
  const visit = (node: unknown, path: Path) => {
    if (Array.isArray(node)) return node.forEach((item, index) => visit(item, [...path, index]));
    if (typeof node === "object" && node !== null)
      return Object.entries(node).forEach(([key, value]) => visit(value, [...path, key]));
    const reason = neverReal(node);
    if (reason && !covered(path.join(".")))
      found.push({
        file,
        field: `${fieldLabels(dataFiles[file], path).join(" › ")} (${String(node)}: ${reason})`,
        path: path.join("."),
      });
  };
  visit(raw, []);
  return found;
}

/** The Dutch report for a project folder, and whether the site may go live. */
export function publishReport(folder: string): { ready: boolean; text: string } {
  const found: Placeholder[] = [];
  const broken: string[] = [];
  for (const file of Object.keys(dataFiles) as DataFile[]) {
    try {
      const text = readFileSync(join(folder, file), "utf8");
      const marked = placeholdersIn(file, dataFiles[file], parseDataFile(file, text));
      found.push(...marked, ...neverRealIn(file, parse(text), marked));
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
        "'Nog voorbeeldgegevens', of zet 'Nog een voorbeeld' uit. Een adres op een voorbeelddomein " +
        "(example.nl) telt altijd als voorbeeld. Zie docs/content.md.",
    );
  }
  const ready = !found.length && !broken.length;
  if (ready) lines.push("Klaar om te publiceren: er staan geen voorbeeldgegevens meer in de bestanden.");
  return { ready, text: lines.join("\n") };
}
