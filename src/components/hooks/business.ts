import { createContext, useContext } from "react";
import type { Branch, BranchId, Business } from "#/src/data/business.server.ts";

/**
 * The practice's details a component shows (name, phone, branches and their hours): given by the
 * page as an island's `business` prop (src/components/islands/island-mark.tsx), or at the root of a
 * static part (src/page-bodies/), so the owner's files are read at build time only and no
 * island's script carries a copy of them (decision 049).
 */
export const BusinessContext = createContext<Business | undefined>(undefined);

export function useBusiness(): Business {
  const business = useContext(BusinessContext);
  if (!business)
    throw new Error(
      "No practice details: give them to the island (its `business` prop) or to the static part (BusinessContext at its root)",
    );
  return business;
}

/** A branch of the practice's details, by its id. */
export function branchOf(business: Business, id: BranchId): Branch {
  const branch = business.branches.find((candidate) => candidate.id === id);
  if (!branch) throw new Error(`Unknown branch ${id}`);
  return branch;
}

export const useBranch = (id: BranchId): Branch => branchOf(useBusiness(), id);
