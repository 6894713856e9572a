import { ChevronDown } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "#/app/lib/cn.ts";

/** A disclosure's summary: a large bold line with a chevron at its end (inside a `<details className="group">`). */
export const summaryClass =
  "flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 px-4 py-3 text-lg font-bold text-petrol-900 hover:bg-teal-50 sm:min-h-16 sm:px-6 sm:py-4 [&::-webkit-details-marker]:hidden";

export function SummaryChevron() {
  return <ChevronDown aria-hidden="true" className="size-6 shrink-0 transition-transform group-open:rotate-180" />;
}

/**
 * Reference a visitor looks up, folded in a card under a summary that says what it holds: a
 * `<details>`, so it opens without a script, and the browser's find-in-page opens it too.
 */
export function Fold({ summary, className, children }: { summary: string; className?: string; children: ReactNode }) {
  return (
    <details className={cn("group max-w-4xl rounded-card border border-line bg-white shadow-soft", className)}>
      <summary className={summaryClass}>
        {summary}
        <SummaryChevron />
      </summary>
      {children}
    </details>
  );
}
