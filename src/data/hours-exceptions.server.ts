// Holidays, closures and shorter days (content/hours-exceptions.yaml), read at build time only: the
// page's shell gives each page the ones still ahead (src/layouts/page-shell.ts), and the structured data lists them.
// No script carries the file itself (a page's islands get only the ones still ahead), so it can grow
// with every holiday the owner adds.
import { hoursExceptions as data } from "#/src/data/owner-files.server.ts";
import type { BranchId } from "#/src/data/schema/branches.ts";
import type { HoursException } from "#/src/data/schema/opening-hours.ts";

export const allHoursExceptions = (): HoursException[] => data.exceptions;

/** The exceptions that apply to a branch, in the file's order. */
export const exceptionsFor = (branch: BranchId): HoursException[] =>
  data.exceptions.filter((exception) => exception.branches.includes(branch));
