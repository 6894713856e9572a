// What still holds example values in the owner's data files: a record's `placeholders` (the fields
// not yet filled in) and a list item's `placeholder` switch. The data says so itself; nothing here
// guesses from the values. `npm run check:publish` lists them.
import type { z } from "zod";
import { fieldLabels } from "#/src/data/data-files.ts";

export type Placeholder = {
  file: string;
  /** The field as the editor labels it, e.g. "Hurdegaryp › Postcode". */
  field: string;
  /** Its place in the file, e.g. "hurdegaryp.postcode". */
  path: string;
};

type Path = (string | number)[];

/** Every placeholder in one file's data, in the order of the file. */
export function placeholdersIn(file: string, schema: z.ZodType, data: unknown): Placeholder[] {
  const found: Placeholder[] = [];
  const add = (path: Path, suffix = "") =>
    found.push({ file, field: fieldLabels(schema, path).join(" › ") + suffix, path: path.join(".") });

  const visit = (node: unknown, path: Path) => {
    if (Array.isArray(node)) return node.forEach((item, index) => visit(item, [...path, index]));
    if (typeof node !== "object" || node === null) return;
    const record = node as Record<string, unknown>;
    if (record.placeholder === true) {
      const name = typeof record.name === "string" ? ` (${record.name})` : "";
      add(path, name);
      return;
    }
    if (Array.isArray(record.placeholders)) for (const key of record.placeholders) add([...path, String(key)]);
    for (const [key, value] of Object.entries(record)) {
      if (key !== "placeholders") visit(value, [...path, key]);
    }
  };
  visit(data, []);
  return found;
}
