import { IslandMark } from "#/app/components/islands/island-mark.tsx";
import { OpeningHours } from "#/app/components/sections/opening-hours.tsx";
import type { HoursException } from "#/app/data/business.ts";
import type { SectionProps } from "#/app/copy/sections.ts";
import { PageContext } from "#/app/components/hooks/page-context.ts";

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
