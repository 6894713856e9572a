import { branches } from "#/app/data/business.ts";
import { BranchMap } from "#/app/components/sections/branch-map.tsx";

/** One lazily loaded map per branch: nothing is fetched until it scrolls into view. */
export function BranchMaps({ frameTitle }: { frameTitle: (city: string) => string }) {
  return (
    <div className="space-y-6">
      {branches.map((branch) => (
        <BranchMap key={branch.id} branch={branch} title={frameTitle(branch.city)} caption={branch.name} />
      ))}
    </div>
  );
}
