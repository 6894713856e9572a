import type { Branch } from "#/app/content/business.ts";
import { useHoursExceptions } from "#/app/lib/use-hours-exceptions.ts";
import { cn } from "#/app/lib/cn.ts";
import { openingStatus, openingStatusText } from "#/app/lib/opening-hours.ts";
import { useNow } from "#/app/lib/use-now.ts";

/**
 * 'Nu open · tot 17:00' / 'Nu gesloten · morgen open vanaf 09:30', in Amsterdam time, holidays
 * included. The prerendered line is empty but keeps its height, so filling it in moves nothing.
 */
export function OpenStatus({ branch, className }: { branch: Branch; className?: string }) {
  const now = useNow();
  const exceptions = useHoursExceptions(branch.id);
  const status = now && openingStatus({ hours: branch.hours, exceptions }, now);
  return (
    <p lang="nl" className={cn("flex min-h-lh items-center gap-2", className)} data-testid={`open-status-${branch.id}`}>
      {status ? (
        <>
          <span
            aria-hidden="true"
            className={cn("size-2.5 shrink-0 rounded-full", status.open ? "bg-success" : "bg-coral-600")}
          />
          {openingStatusText(status)}
        </>
      ) : null}
    </p>
  );
}
