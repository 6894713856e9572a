// The owner's data files (content/*.yaml) and their schemas. One function reads them all, for the
// site (owner-files.ts), the checks before a build or a publication and the editor's own checks,
// so a file is checked the same way wherever it is used.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { isMap, isScalar, isSeq, parseDocument, type Document } from "yaml";
import { z } from "zod";
import { appointmentCopyFile } from "#/src/data/schema/appointment-copy.ts";
import { branchesFile } from "#/src/data/schema/branches.ts";
import { eigenRisicoFile } from "#/src/data/schema/eigen-risico.ts";
import { homeCopyFile } from "#/src/data/schema/home-copy.ts";
import { hoursExceptionsFile, openingHoursFile } from "#/src/data/schema/opening-hours.ts";
import { practiceFile } from "#/src/data/schema/practice.ts";
import { pricesFile } from "#/src/data/schema/prices.ts";
import { reviewsFile } from "#/src/data/schema/reviews.ts";
import { teamFile } from "#/src/data/schema/team.ts";
import { trustFile } from "#/src/data/schema/trust.ts";
import { websiteFile } from "#/src/data/schema/website.ts";
import { repositoryRoot } from "#/src/data/repository-root.ts";
import { isUploadPath } from "#/media/uploads.ts";

const root = repositoryRoot(import.meta.dirname);

/** Each data file, by its path from the repository root. */
export const dataFiles = {
  "content/practice.yaml": practiceFile,
  "content/branches.yaml": branchesFile,
  "content/opening-hours.yaml": openingHoursFile,
  "content/hours-exceptions.yaml": hoursExceptionsFile,
  "content/prices.yaml": pricesFile,
  "content/eigen-risico.yaml": eigenRisicoFile,
  "content/team.yaml": teamFile,
  "content/reviews.yaml": reviewsFile,
  "content/trust.yaml": trustFile,
  /** The home page's words (the content pages' are content/pages/). */
  "content/home.yaml": homeCopyFile,
  "content/appointment.yaml": appointmentCopyFile,
  /** The web builder's: where the site's files live and where it is published (not in the owner's editor). */
  "content/website.yaml": websiteFile,
} as const;

export type DataFile = keyof typeof dataFiles;
export const isDataFile = (file: string): file is DataFile => Object.hasOwn(dataFiles, file);

/** A content page's words: content/pages/<name>.yaml (src/registry/pages.ts names it). */
export const PAGE_COPY_FOLDER = "content/pages";
export const isPageCopyFile = (file: string) => file.startsWith(`${PAGE_COPY_FOLDER}/`) && file.endsWith(".yaml");

/** A problem in a file the owner edits, in Dutch, naming the file and the field. */
export class ContentError extends Error {
  override name = "ContentError";
}

type JsonSchema = {
  title?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  const?: unknown;
  additionalProperties?: JsonSchema | boolean;
};

/** A node's options; given the value there, only the one its `type` picks of a list of section types. */
function optionsOf(node: JsonSchema | undefined, value: unknown): JsonSchema[] {
  const options = node ? [node, ...(node.anyOf ?? []), ...(node.oneOf ?? [])] : [];
  const type = (value as { type?: unknown } | null | undefined)?.type;
  const chosen = type === undefined ? undefined : options.find((option) => option.properties?.type?.const === type);
  return chosen ? [chosen] : options;
}

/**
 * The Dutch labels along a field's path, e.g. ["Wieringerwerf", "Vaste openingstijden", "dinsdag"].
 * With the file's data, a page's section is named by its own type ("Lijst 6 › Punten"), not the first that fits.
 */
export function fieldLabels(schema: z.ZodType, path: readonly PropertyKey[], data?: unknown): string[] {
  let node: JsonSchema | undefined = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema;
  let value = data;
  const labels: string[] = [];
  for (const key of path) {
    const options = optionsOf(node, value);
    value = (value as Record<PropertyKey, unknown> | null | undefined)?.[key];
    if (typeof key === "number") {
      node = options.find((option) => option.items)?.items;
      const title = node?.title ?? (value === undefined ? undefined : optionsOf(node, value)[0]?.title);
      labels.push(`${title ?? "regel"} ${key + 1}`);
    } else {
      const name = String(key);
      node = options.find((option) => option.properties?.[name])?.properties?.[name];
      labels.push(node?.title ?? name);
    }
  }
  return labels;
}

/** One line per problem: 'content/x.yaml › Wieringerwerf › dinsdag: de sluitingstijd …'. */
function describeIssues(
  file: string,
  schema: z.ZodType,
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): string {
  return issues
    .map((issue) => {
      const where = [file, ...fieldLabels(schema, issue.path)].join(" › ");
      const technical = issue.path.length ? ` (${issue.path.join(".")})` : "";
      return `${where}: ${issue.message}${technical}`;
    })
    .join("\n");
}

/**
 * What the editor writes for a field left empty (`null`, `""`) means the same as a field left out:
 * an emptied list of examples is an empty list, an emptied optional date no date.
 */
export function withoutEmptyValues(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutEmptyValues);
  if (typeof value !== "object" || value === null || value instanceof Date) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, field]) => field !== null && !(typeof field === "string" && field.trim() === ""))
      .map(([key, field]) => [key, withoutEmptyValues(field)]),
  );
}

type Issue = { path: PropertyKey[]; message: string };

/**
 * "2.500" without quotes is 2,5 to YAML, not the 2500 a Dutch owner means: refuse a number written
 * with a point before three digits rather than publish € 2,50.
 */
function thousandsPoints(document: Document): Issue[] {
  const issues: Issue[] = [];
  const visit = (node: unknown, path: PropertyKey[]) => {
    if (isMap(node))
      for (const pair of node.items)
        visit(pair.value, [...path, String(isScalar(pair.key) ? pair.key.value : pair.key)]);
    else if (isSeq(node)) node.items.forEach((item, index) => visit(item, [...path, index]));
    else if (isScalar(node) && typeof node.value === "number" && /^\d{1,3}(\.\d{3})+$/.test(node.source ?? "")) {
      const digits = node.source!.replaceAll(".", "");
      issues.push({
        path,
        message: `${node.source} leest de site als ${String(node.value).replace(".", ",")}. Bedoelt u ${digits}, schrijf dan ${digits} (zonder punt)`,
      });
    }
  };
  visit(document.contents, []);
  return issues;
}

/** Every uploaded photo a file names (media/photos/…) that is not in its folder. */
function missingPhotos(value: unknown, path: PropertyKey[] = []): Issue[] {
  if (typeof value === "string") {
    const photo = value.trim().replace(/^\//, "");
    return isUploadPath(photo) && !existsSync(join(root, photo))
      ? [{ path, message: "deze foto staat niet in de map" }]
      : [];
  }
  if (Array.isArray(value)) return value.flatMap((item, index) => missingPhotos(item, [...path, index]));
  if (typeof value === "object" && value !== null)
    return Object.entries(value).flatMap(([key, field]) => missingPhotos(field, [...path, key]));
  return [];
}

/**
 * YAML text to validated data, or a ContentError that says in Dutch what to fix and where. The
 * schemas check what a file says; that an uploaded photo it names is there, only a reader of the
 * disk can (the editor's check has just uploaded it).
 */
export function parseYamlWith<Schema extends z.ZodType>(file: string, schema: Schema, text: string): z.output<Schema> {
  const document = parseDocument(text);
  const [syntax] = document.errors;
  if (syntax) {
    const at = syntax.linePos?.[0];
    const place = at ? ` (regel ${at.line}, kolom ${at.col})` : "";
    throw new ContentError(`${file}${place}: dit is geen geldige YAML. Controleer inspringing en dubbele punten.`);
  }
  const data = withoutEmptyValues(document.toJS() ?? {});
  const result = schema.safeParse(data);
  const issues = [...thousandsPoints(document), ...(result.error?.issues ?? []), ...missingPhotos(data)];
  if (issues.length) throw new ContentError(describeIssues(file, schema, issues));
  return result.data as z.output<Schema>;
}

export function parseDataFile<File extends DataFile>(file: File, text: string): z.output<(typeof dataFiles)[File]> {
  return parseYamlWith(file, dataFiles[file], text) as z.output<(typeof dataFiles)[File]>;
}
