// The owner's data files (content/*.yaml) as the site reads them, checked against their schemas at
// build time (the checks before a build or a publication read them too). Every file the owner edits
// is checked first, so a build or a script that cannot go on lists every problem at once
// (check-content.ts). Build-time only: an island is given what it shows by its page
// (src/components/hooks/business.ts).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { checkContent } from "#/src/data/check-content.ts";
import { ContentError, parseDataFile, type DataFile } from "#/src/data/data-files.ts";
import { repositoryRoot } from "#/src/data/repository-root.ts";

const root = repositoryRoot(import.meta.dirname);
try {
  checkContent(root);
} catch (error) {
  // A script run by Node itself (a build step, a check) says what is wrong in the owner's words and
  // stops, without a stack trace around it; under Vite (the build's pages, the tests) it is thrown.
  if (!(error instanceof ContentError) || typeof import.meta.env !== "undefined") throw error;
  console.error(`\n${error.message}\n`);
  process.exit(1);
}
const read = <File extends DataFile>(file: File) => parseDataFile(file, readFileSync(join(root, file), "utf8"));

export const appointmentCopy = read("content/appointment.yaml");
export const branches = read("content/branches.yaml");
export const eigenRisico = read("content/eigen-risico.yaml");
export const homeCopy = read("content/home.yaml");
export const hoursExceptions = read("content/hours-exceptions.yaml");
export const openingHours = read("content/opening-hours.yaml");
export const practice = read("content/practice.yaml");
export const prices = read("content/prices.yaml");
export const reviews = read("content/reviews.yaml");
export const team = read("content/team.yaml");
export const trust = read("content/trust.yaml");
export const website = read("content/website.yaml");
