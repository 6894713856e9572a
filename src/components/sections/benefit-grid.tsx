import { HearingAidDrawing } from "#/src/components/illustrations/hearing-aid-types.tsx";
import { ContentIcon } from "#/src/components/sections/content-icon.tsx";
import { Fold } from "#/src/components/sections/fold.tsx";
import { Marked } from "#/src/components/ui/marked.tsx";
import { IconCard } from "#/src/components/sections/icon-card.tsx";
import { LabelGrid } from "#/src/components/sections/label-grid.tsx";
import { cn } from "#/src/lib/cn.ts";
import { cardGrid } from "#/src/components/sections/card-grid.ts";
import { SectionHeading } from "#/src/components/sections/section-heading.tsx";
import { plainText } from "#/src/copy/marked-text.ts";
import type { SectionProps } from "#/src/copy/sections.ts";

type Props = SectionProps<"benefits">;
type Item = Props["items"][number];

/** An item's icon, or the drawing of the thing itself (a hearing aid's type). */
function Visual({ item, className }: { item: Item; className: string }) {
  return item.drawing !== undefined ? (
    <HearingAidDrawing type={item.drawing} className={className} />
  ) : (
    <ContentIcon name={item.icon} className={className} />
  );
}

/**
 * Benefits or features as cards; or as labels with their descriptions folded below them
 * (`descriptionsFolded`); or the whole list folded under a summary (`folded`).
 */
export function BenefitGrid({ id, title, intro, items, descriptionsFolded, folded }: Props) {
  if (folded) {
    return (
      <section aria-labelledby={id}>
        <SectionHeading id={id} title={title} intro={intro} />
        <Fold summary={folded} className="mt-5 sm:mt-6">
          <ul className="space-y-4 px-4 pb-5 sm:px-6 sm:pb-6">
            {items.map((item) => (
              <li key={plainText(item.title)} className="flex gap-3">
                <Visual item={item} className="mt-1 size-6 shrink-0 text-petrol-700" />
                <div>
                  <h3 className="text-lg">
                    <Marked text={item.title} />
                  </h3>
                  <p className="text-ink-muted">
                    <Marked text={item.description} />
                  </p>
                </div>
              </li>
            ))}
          </ul>
        </Fold>
      </section>
    );
  }
  if (descriptionsFolded) {
    const drawn = items.some((item) => item.drawing !== undefined);
    const labels = items.map((item) => ({
      ...item,
      icon:
        item.drawing !== undefined ? (
          <HearingAidDrawing type={item.drawing} className="size-24 shrink-0" />
        ) : (
          <span className="shrink-0 text-petrol-700 sm:grid sm:size-11 sm:place-items-center sm:rounded-full sm:bg-teal-100 sm:text-petrol-800">
            <ContentIcon name={item.icon} className="size-5 sm:size-6" />
          </span>
        ),
    }));
    return (
      <section aria-labelledby={id}>
        <SectionHeading id={id} title={title} intro={intro} />
        <LabelGrid items={labels} summary={descriptionsFolded} stacked={drawn} />
      </section>
    );
  }
  const grid = cardGrid(items.length, { widest: 4 });
  return (
    <section aria-labelledby={id}>
      <SectionHeading id={id} title={title} intro={intro} />
      <ul className={cn("mt-6 gap-6 sm:mt-8 md:gap-5", grid.list)}>
        {items.map((item, index) => (
          <IconCard key={plainText(item.title)} {...item} className={grid.item(index)} plainOnPhones />
        ))}
      </ul>
    </section>
  );
}
