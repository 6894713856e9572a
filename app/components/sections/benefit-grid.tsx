import { IconCard } from "#/app/components/sections/icon-card.tsx";
import { cn } from "#/app/lib/cn.ts";
import { cardGrid } from "#/app/components/sections/card-grid.ts";
import { SectionHeading } from "#/app/components/sections/section-heading.tsx";
import { plainText } from "#/app/copy/marked-text.ts";
import type { SectionProps } from "#/app/copy/sections.ts";

type Props = SectionProps<"benefits">;

export function BenefitGrid({ id, title, intro, items }: Props) {
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
