import type { CardPicture } from "#/src/copy/sections.ts";
import { HearingAidDrawing } from "#/src/components/illustrations/hearing-aid-types.tsx";
import { ContentIcon } from "#/src/components/sections/content-icon.tsx";
import { Marked } from "#/src/components/ui/marked.tsx";
import type { MarkedText } from "#/src/lib/marked-text.ts";
import { cn } from "#/src/lib/cn.ts";

type Props = CardPicture & {
  title: MarkedText;
  description: MarkedText;
  className?: string;
  /** On phones a plain item on the page's background instead of a card, to keep a long list short. */
  plainOnPhones?: boolean;
};

/**
 * A card with an icon (or a drawing of the thing itself), a title and a short text: claims,
 * benefits, features. Renders a list item. On phones the icon or drawing sits beside the title.
 */
export function IconCard(props: Props) {
  const { title, description, className, plainOnPhones } = props;
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
        {props.drawing !== undefined ? (
          <HearingAidDrawing type={props.drawing} className="size-24 md:size-28" />
        ) : (
          <span className="grid size-11 shrink-0 place-items-center rounded-full bg-teal-100 text-petrol-800 md:size-12">
            <ContentIcon name={props.icon} className="size-6" />
          </span>
        )}
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
