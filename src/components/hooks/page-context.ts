import { createContext, useContext } from "react";
import type { BranchId } from "#/src/data/schema/branches.ts";
import type { HoursException } from "#/src/data/schema/opening-hours.ts";

/**
 * What the page's shell knows and a component may need: the page's own path (which menu link is
 * the current page) and the holidays and closures still ahead at build time. Set once at the top
 * (src/layouts/Page.astro gives it to every island of the chrome), so no component reads the address.
 */
export type PageData = { path: string; hoursExceptions: readonly HoursException[] };

export const PageContext = createContext<PageData>({ path: "/", hoursExceptions: [] });

/** The path of the page being shown, e.g. `/gehoorbescherming/zwem`. */
export function usePagePath(): string {
  return useContext(PageContext).path;
}

/** A branch's holidays and closures still ahead at build time (past ones never reach a page). */
export function useHoursExceptions(branch: BranchId): HoursException[] {
  return useContext(PageContext).hoursExceptions.filter((exception) => exception.branches.includes(branch));
}
