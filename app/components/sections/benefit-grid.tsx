import { IconCard } from "#/app/components/icon-card.tsx";
import { cn } from "#/app/lib/cn.ts";
import { SectionHeading } from "#/app/components/sections/section-heading.tsx";
import type { SectionProps } from "#/app/content/sections.ts";

type Props = SectionProps<"benefits">;

/** Three to a row for 3, 5 or 6 cards, four for 4 or 8, so no card sits alone on a row. */
const wideColumns = (count: number) => (count % 4 === 0 ? "lg:grid-cols-4" : "lg:grid-cols-3");

export function BenefitGrid({ id, title, intro, items }: Props) {
  return (
    <section aria-labelledby={id}>
      <SectionHeading id={id} title={title} intro={intro} />
      <ul className={cn("mt-8 grid grid-cols-1 gap-5 sm:grid-cols-2", wideColumns(items.length))}>
        {items.map((item) => (
          <IconCard key={item.title} {...item} />
        ))}
      </ul>
    </section>
  );
}
