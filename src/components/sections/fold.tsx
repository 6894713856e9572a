import { ChevronDown } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "#/src/lib/cn.ts";

const summaryBase =
  "flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 py-3 text-lg font-bold text-petrol-900 sm:min-h-16 sm:py-4 [&::-webkit-details-marker]:hidden";

/** A disclosure's summary: a large bold line with a chevron at its end (inside a `<details className="group">`). */
export const summaryClass = `${summaryBase} px-4 hover:bg-teal-50 sm:px-6`;

/** The summary of a fold of running text: flush with the text around it. */
const textSummaryClass = `${summaryBase} hover:text-petrol-700`;

export function SummaryChevron() {
  return <ChevronDown aria-hidden="true" className="size-6 shrink-0 transition-transform group-open:rotate-180" />;
}

type FoldProps = {
  /** What the fold holds: a line of text, or the section's heading when a whole section is folded. */
  summary: ReactNode;
  /** A link's target: a jump link to it (or to a heading in it) opens the fold (src/lib/fold-script.ts). */
  id?: string;
  /** Open to begin with (still closable). */
  open?: boolean;
  /** `card` (reference); `text`: a section of running text, under a rule, as wide as the text around it. */
  look?: "card" | "text";
  className?: string;
  children: ReactNode;
};

/**
 * Reference a visitor looks up, folded in a card under a summary that says what it holds: a
 * `<details>`, so it opens without a script, and the browser's find-in-page opens it too; a jump
 * link to it opens it, and printing shows it open (src/lib/fold-script.ts).
 */
export function Fold({ summary, id, open, look = "card", className, children }: FoldProps) {
  return (
    <details
      id={id}
      open={open}
      className={cn(
        "group",
        look === "card" ? "max-w-4xl rounded-card border border-line bg-white shadow-soft" : "border-t border-line",
        className,
      )}
    >
      <summary className={look === "text" ? textSummaryClass : summaryClass}>
        {summary}
        <SummaryChevron />
      </summary>
      {children}
    </details>
  );
}
