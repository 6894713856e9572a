import { useEffect, useState } from "react";
import type { Branch } from "~/content/business";
import { cn } from "~/lib/cn";
import { openingStatus, openingStatusText } from "~/lib/opening-hours";

/**
 * 'Nu open · tot 17:00' / 'Nu gesloten · morgen open vanaf 09:30', in Amsterdam time. The
 * prerendered page cannot know the time, so the line keeps its height empty until the
 * browser fills it in, and refreshes every minute.
 */
export function OpenStatus({ branch, className }: { branch: Branch; className?: string }) {
  const [status, setStatus] = useState<ReturnType<typeof openingStatus> | null>(null);
  useEffect(() => {
    const update = () => setStatus(openingStatus(branch.hours, new Date()));
    update();
    const timer = window.setInterval(update, 60_000);
    return () => window.clearInterval(timer);
  }, [branch]);
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
