import type { ReactNode } from "react";
import { Fold } from "#/app/components/sections/fold.tsx";
import { Marked } from "#/app/components/ui/marked.tsx";
import { plainText, type MarkedText } from "#/app/copy/marked-text.ts";

type Props = {
  items: readonly { title: MarkedText; description?: MarkedText; icon: ReactNode }[];
  /** The summary the descriptions are folded under. */
  summary: string;
};

/**
 * Short items as labels, two a row on a phone (more on wider screens), with what each means folded
 * below them: the whole list at a glance, its explanations one tap away (decision 037).
 */
export function LabelGrid({ items, summary }: Props) {
  return (
    <>
      {/* One a row on the narrowest phones, where a long word would not fit beside its icon. */}
      <ul className="mt-5 grid grid-cols-1 gap-x-4 gap-y-3 text-sm xs:grid-cols-2 sm:mt-6 sm:gap-y-4 sm:text-base md:grid-cols-3">
        {items.map((item) => (
          <li key={plainText(item.title)} className="flex items-center gap-2 font-bold text-petrol-900 sm:gap-3">
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
