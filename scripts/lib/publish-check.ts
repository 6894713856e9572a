// What `npm run check:publish` reports: every value in the owner's data files still marked as an
// example (src/data/placeholders.ts), every value that can never be real whatever its marker
// says (src/data/never-real.ts), with its file and field, any file that fails its schema, and a
// year without its eigen risico (the current year refuses; in December, the coming year warns).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import { dataFiles, fieldLabels, parseDataFile, type DataFile } from "#/src/data/data-files.ts";
import { eigenRisicoCheck, type EigenRisicoTable } from "#/src/data/eigen-risico.ts";
import { neverReal } from "#/src/data/never-real.ts";
import { placeholdersIn, type Placeholder } from "#/src/data/placeholders.ts";
import { partnerClinicWrites } from "#/src/data/blog-posts.server.ts";
import { practiceClock } from "#/src/lib/opening-hours.ts";

const EIGEN_RISICO_FILE = "content/eigen-risico.yaml";

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

/** The Dutch report for a project folder, and whether the site may go live. `date`: today (Amsterdam) unless given. */
export function publishReport(
  folder: string,
  date: string = practiceClock(new Date()).date,
): { ready: boolean; text: string } {
  const found: Placeholder[] = [];
  const broken: string[] = [];
  // The partner clinic's name is shown only as the byline of its published posts: without one, an
  // example name goes nowhere and is not asked for.
  const partnerClinicShown = partnerClinicWrites(join(folder, "content", "blog"));
  const needed = (placeholder: Placeholder) =>
    partnerClinicShown || placeholder.file !== "content/practice.yaml" || placeholder.path !== "partnerClinic";
  let eigenRisico: { missing?: string; warning?: string } = {};
  for (const file of Object.keys(dataFiles) as DataFile[]) {
    try {
      const text = readFileSync(join(folder, file), "utf8");
      const data = parseDataFile(file, text);
      const marked = placeholdersIn(file, dataFiles[file], data);
      found.push(...[...marked, ...neverRealIn(file, parse(text), marked)].filter(needed));
      if (file === "content/practice.yaml" && partnerClinicShown && !(data as { partnerClinic?: string }).partnerClinic)
        broken.push(
          `content/practice.yaml › Partnerkliniek: een gepubliceerd artikel heeft 'Het team van de partnerkliniek' als schrijver; vul de naam van de partnerkliniek in`,
        );
      if (file === EIGEN_RISICO_FILE) eigenRisico = eigenRisicoCheck((data as { years: EigenRisicoTable }).years, date);
    } catch (error) {
      broken.push(error instanceof Error ? error.message : String(error));
    }
  }

  const lines: string[] = [];
  if (broken.length) lines.push("Deze bestanden kloppen nog niet:", "", ...broken, "");
  if (eigenRisico.missing) lines.push(eigenRisico.missing, "");
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
  const ready = !found.length && !broken.length && !eigenRisico.missing;
  if (ready) lines.push("Klaar om te publiceren: er staan geen voorbeeldgegevens meer in de bestanden.");
  if (eigenRisico.warning) lines.push("", eigenRisico.warning);
  return { ready, text: lines.join("\n") };
}
