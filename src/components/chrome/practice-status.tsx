import { useContext } from "react";
import { useBusiness } from "#/src/components/hooks/business.ts";
import { useChromeLanguage } from "#/src/i18n/use-language.ts";
import { cn } from "#/src/lib/cn.ts";
import { openingStatusText } from "#/src/i18n/opening-hours-text.ts";
import { PageContext } from "#/src/components/hooks/page-context.ts";
import { practiceStatus } from "#/src/lib/practice-status.ts";
import { useNow } from "#/src/components/hooks/use-now.ts";

/**
 * 'Nu open · tot 17:00' for the practice's main number, across both branches, in the chrome's
 * language; on a phone only whether it is open now, in full from `sm`. Empty until the page knows
 * the time (a static page cannot), so it appears after the script without moving anything before it.
 */
export function PracticeStatus({ className }: { className?: string }) {
  const now = useNow();
  const { branches } = useBusiness();
  const { hoursExceptions } = useContext(PageContext);
  const { lang } = useChromeLanguage();
  if (!now) return null;
  const status = practiceStatus(
    branches.map((branch) => ({
      hours: branch.hours,
      exceptions: hoursExceptions.filter((exception) => exception.branches.includes(branch.id)),
    })),
    now,
  );
  const full = openingStatusText(status, lang);
  const short = openingStatusText(status.open ? status : { open: false }, lang);
  return (
    <p className={cn("flex min-w-0 items-center gap-2 leading-tight", className)} data-testid="practice-status">
      <span
        aria-hidden="true"
        className={cn("size-2.5 shrink-0 rounded-full", status.open ? "bg-success" : "bg-coral-600")}
      />
      {/* Two lines at most, in a band of one. */}
      <span className="line-clamp-2 sm:hidden">{short}</span>
      <span className="line-clamp-2 max-sm:hidden">{full}</span>
    </p>
  );
}
