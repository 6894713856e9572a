import { asIsland } from "#/src/components/islands/island-mark.tsx";
import { BranchMap } from "#/src/components/sections/branch-map.tsx";
import { MapSection } from "#/src/components/sections/map-section.tsx";

/** A branch's map (/contact): Google's map loads only when the visitor asks for it. */
export const BranchMapIsland = asIsland("branch-map", BranchMap);

/** A content page's map section, likewise. */
export const MapSectionIsland = asIsland("branch-map", MapSection);
