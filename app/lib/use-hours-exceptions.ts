import { useRouteLoaderData } from "react-router";
import type { BranchId, HoursException } from "#/app/content/business.ts";
import type { loader } from "#/app/root.tsx";

const none: HoursException[] = [];

/** A branch's holidays and closures still ahead at build time, from the root route's data (app/root.tsx). */
export function useHoursExceptions(branch: BranchId): HoursException[] {
  const all = useRouteLoaderData<typeof loader>("root")?.hoursExceptions ?? none;
  return all.filter((exception) => exception.branches.includes(branch));
}
