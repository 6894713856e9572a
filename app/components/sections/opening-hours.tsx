import { OpenStatus } from "#/app/components/open-status.tsx";
import type { BranchId } from "#/app/content/sections.ts";
import { cn } from "#/app/lib/cn.ts";
import { useNow } from "#/app/lib/use-now.ts";
import { dayHoursText, dayNames, practiceClock } from "#/app/lib/opening-hours.ts";
import { branchById, weekdays } from "#/app/content/business.ts";

type Props = { id: string; title: string; branch: BranchId };

/** The week from Monday, 'Gesloten' for closed days; today is marked once the browser knows it. */
export function OpeningHours({ id, title, branch: branchId }: Props) {
  const branch = branchById(branchId);
  const now = useNow();
  const today = now && practiceClock(now).day;
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
              aria-current={day === today ? "date" : undefined}
              className={cn("border-b border-line last:border-0", day === today && "bg-teal-50 font-bold")}
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
    </section>
  );
}
