import { IslandMark } from "#/src/components/islands/island-mark.tsx";
import { OpeningHours } from "#/src/components/sections/opening-hours.tsx";
import type { Business, HoursException } from "#/src/data/business.server.ts";
import { BusinessContext } from "#/src/components/hooks/business.ts";
import type { SectionProps } from "#/src/copy/sections.ts";
import { PageContext } from "#/src/components/hooks/page-context.ts";

/** A branch's opening hours: its 'Nu open' line is filled in by the visitor's clock. */
export function OpeningHoursIsland({
  path,
  hoursExceptions,
  business,
  ...section
}: SectionProps<"opening-hours"> & {
  path: string;
  hoursExceptions: readonly HoursException[];
  business: Business;
}) {
  return (
    <IslandMark name="opening-hours">
      <PageContext value={{ path, hoursExceptions }}>
        <BusinessContext value={business}>
          <OpeningHours {...section} />
        </BusinessContext>
      </PageContext>
    </IslandMark>
  );
}
