import { IslandMark } from "#/src/components/islands/island-mark.tsx";
import { OpeningHours } from "#/src/components/sections/opening-hours.tsx";
import type { HoursException } from "#/src/data/business.ts";
import type { SectionProps } from "#/src/copy/sections.ts";
import { PageContext } from "#/src/components/hooks/page-context.ts";

/** A branch's opening hours: its 'Nu open' line is filled in by the visitor's clock. */
export function OpeningHoursIsland({
  path,
  hoursExceptions,
  ...section
}: SectionProps<"opening-hours"> & { path: string; hoursExceptions: readonly HoursException[] }) {
  return (
    <IslandMark name="opening-hours">
      <PageContext value={{ path, hoursExceptions }}>
        <OpeningHours {...section} />
      </PageContext>
    </IslandMark>
  );
}
