import type { IconName } from "~/content/sections";
import { IconCard } from "~/components/icon-card";
import { cn } from "~/lib/cn";
import { SectionHeading } from "./section-heading";

type Props = {
  id: string;
  title: string;
  intro?: string;
  items: { title: string; description: string; icon: IconName }[];
};

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
