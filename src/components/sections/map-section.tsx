import type { SectionProps } from "#/src/copy/sections.ts";
import { BranchMap } from "#/src/components/sections/branch-map.tsx";

type Props = SectionProps<"map">;

/** The branch's map (Google's on request), its address and a route planner. An island of its own. */
export function MapSection({ id, title, branch }: Props) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-2xl sm:text-3xl">
        {title}
      </h2>
      <div className="mt-5">
        <BranchMap branch={branch} />
      </div>
    </section>
  );
}
