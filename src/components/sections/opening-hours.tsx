import { OpenStatus } from "#/src/components/sections/open-status.tsx";
import { weekdays } from "#/src/lib/week.ts";
import { useBranch } from "#/src/components/hooks/business.ts";
import type { SectionProps } from "#/src/copy/sections.ts";
import { BUILD_DATE } from "#/src/lib/build-date.ts";
import { cn } from "#/src/lib/cn.ts";
import { dayHoursText, dayNames, exceptionDates, practiceClock, upcomingExceptions } from "#/src/lib/opening-hours.ts";
import { useHoursExceptions } from "#/src/components/hooks/page-context.ts";
import { useNow } from "#/src/components/hooks/use-now.ts";
import { capitalise } from "#/src/lib/capitalise.ts";

/**
 * The week from Monday, 'Gesloten' for closed days, then the days that differ (holidays,
 * closures). Today is marked, and days already past are left out, once the browser knows the date.
 */

export function OpeningHours({ id, title, branch: branchId }: SectionProps<"opening-hours">) {
  const branch = useBranch(branchId);
  const clock = useNow();
  const now = clock && practiceClock(clock);
  const today = now?.date ?? BUILD_DATE;
  const exceptions = upcomingExceptions(useHoursExceptions(branchId), today);
  return (
    <section aria-labelledby={id} className="rounded-card border border-line bg-white p-6 shadow-soft sm:p-8">
      <h2 id={id} className="text-2xl sm:text-3xl">
        {title}
      </h2>
      <OpenStatus branch={branch} className="mt-3 font-bold text-petrol-900" />
      <table className="mt-4 w-full max-w-md border-collapse">
        <caption className="sr-only">
          {title} {branch.name}
        </caption>
        <tbody>
          {weekdays.map((day) => (
            <tr
              key={day}
              aria-current={day === now?.day ? "date" : undefined}
              className={cn("border-b border-line last:border-0", day === now?.day && "bg-teal-50 font-bold")}
            >
              <th scope="row" className="py-2 ps-2 text-start font-normal capitalize">
                {dayNames[day]}
              </th>
              <td className="py-2 pe-2 text-end tabular-nums">
                {/* A time range reads left to right, also on a right-to-left page. */}
                <span dir="ltr">{dayHoursText(branch.hours[day])}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {branch.hoursNote ? <p className="mt-4 text-ink-muted">{branch.hoursNote}</p> : null}
      {exceptions.length > 0 ? (
        <div className="mt-6">
          <h3 id={`${id}-exceptions`} className="text-xl">
            Afwijkende openingstijden
          </h3>
          <ul aria-labelledby={`${id}-exceptions`} className="mt-2 space-y-2">
            {exceptions.map((exception) => (
              <li key={`${exception.date}-${exception.note}`}>
                <span className="font-bold">{capitalise(exceptionDates(exception, today))}</span>:{" "}
                <span dir="ltr">{exception.hours ? dayHoursText(exception.hours) : "gesloten"}</span>{" "}
                {`(${exception.note})`}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
