import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { BusinessContext } from "#/src/components/hooks/business.ts";
import { PageContext } from "#/src/components/hooks/page-context.ts";
import { business } from "#/src/data/business.server.ts";
import { OpeningHours } from "#/src/components/sections/opening-hours.tsx";
import type { HoursException } from "#/src/data/schema/opening-hours.ts";
import { practiceClock } from "#/src/lib/opening-hours.ts";
import "#/src/i18n/i18n.ts";

const closure = (date: string, note: string): HoursException => ({
  date,
  branches: ["hurdegaryp"],
  hours: null,
  note,
});

describe("a branch's days that differ", () => {
  it("name the year of a day that is not in this year, and only then", () => {
    const year = Number(practiceClock(new Date()).date.slice(0, 4));
    // Both still ahead, whatever today is: the last day of this year and the first of the next.
    const hoursExceptions = [closure(`${year}-12-31`, "Oudejaarsdag"), closure(`${year + 1}-01-01`, "Nieuwjaarsdag")];
    render(
      <PageContext.Provider value={{ path: "/", hoursExceptions }}>
        <BusinessContext value={business}>
          <OpeningHours id="uren" title="Openingstijden" branch="hurdegaryp" />
        </BusinessContext>
      </PageContext.Provider>,
    );
    const [lastDay, firstDay] = screen.getAllByRole("listitem").map((item) => item.textContent);
    expect(lastDay).toMatch(/ 31 december: gesloten \(Oudejaarsdag\)$/);
    expect(firstDay).toMatch(new RegExp(` 1 januari ${year + 1}: gesloten \\(Nieuwjaarsdag\\)$`));
  });
});
