import type { ReactNode } from "react";
import { Fold } from "#/src/components/sections/fold.tsx";
import { Marked } from "#/src/components/ui/marked.tsx";
import { cn } from "#/src/lib/cn.ts";
import { type MarkedText } from "#/src/lib/marked-text.ts";
import { plainText } from "#/src/copy/marked-text.ts";

type Props = {
  items: readonly { title: MarkedText; description?: MarkedText; icon: ReactNode }[];
  /** The summary the descriptions are folded under. */
  summary: string;
  /** Each label under its picture (drawings), two a row even on the narrowest phones. */
  stacked?: boolean;
};

/**
 * Short items as labels, two a row on a phone (more on wider screens), with what each means folded
 * below them: the whole list at a glance, its explanations one tap away (decision 037).
 */
export function LabelGrid({ items, summary, stacked }: Props) {
  return (
    <>
      {/* One a row on the narrowest phones, where a long word would not fit beside its icon. */}
      <ul
        className={cn(
          "mt-5 grid gap-x-4 gap-y-3 text-sm sm:mt-6 sm:gap-y-4 sm:text-base",
          stacked ? "grid-cols-2 md:grid-cols-4" : "grid-cols-1 xs:grid-cols-2 md:grid-cols-3",
        )}
      >
        {items.map((item) => (
          <li
            key={plainText(item.title)}
            className={cn(
              "flex gap-2 font-bold text-petrol-900 sm:gap-3",
              stacked ? "flex-col items-center text-center" : "items-center",
            )}
          >
            {item.icon}
            <span className="min-w-0 hyphens-auto">
              <Marked text={item.title} />
            </span>
          </li>
        ))}
      </ul>
      <Fold summary={summary} className="mt-5 sm:mt-6">
        <dl className="space-y-3 px-4 pb-5 sm:px-6 sm:pb-6">
          {items.map((item) =>
            item.description ? (
              <div key={plainText(item.title)}>
                <dt className="font-bold text-petrol-900">
                  <Marked text={item.title} />
                </dt>
                <dd className="text-ink-muted">
                  <Marked text={item.description} />
                </dd>
              </div>
            ) : null,
          )}
        </dl>
      </Fold>
    </>
  );
}
