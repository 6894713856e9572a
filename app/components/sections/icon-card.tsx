import type { IconName } from "#/app/copy/sections.ts";
import { ContentIcon } from "#/app/components/sections/content-icon.tsx";
import { Marked } from "#/app/components/ui/marked.tsx";
import type { MarkedText } from "#/app/copy/marked-text.ts";
import { cn } from "#/app/lib/cn.ts";

type Props = {
  icon: IconName;
  title: MarkedText;
  description: MarkedText;
  className?: string;
  /** On phones a plain item on the page's background instead of a card, to keep a long list short. */
  plainOnPhones?: boolean;
};

/**
 * A card with an icon, a title and a short text: claims, benefits, features. Renders a list item.
 * On phones the icon sits beside the title.
 */
export function IconCard({ icon, title, description, className, plainOnPhones }: Props) {
  return (
    <li
      className={cn(
        plainOnPhones
          ? "md:rounded-card md:border md:border-line md:bg-white md:p-6 md:shadow-soft"
          : "rounded-card border border-line bg-white p-5 shadow-soft sm:p-6",
        className,
      )}
    >
      <div className="flex items-center gap-3 md:block">
        <span className="grid size-11 shrink-0 place-items-center rounded-full bg-teal-100 text-petrol-800 md:size-12">
          <ContentIcon name={icon} className="size-6" />
        </span>
        <h3 className="text-xl md:mt-4">
          <Marked text={title} />
        </h3>
      </div>
      <p className="mt-2 text-ink-muted">
        <Marked text={description} />
      </p>
    </li>
  );
}
