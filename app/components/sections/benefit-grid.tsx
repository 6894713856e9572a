import type { IconName } from "~/content/sections";
import { IconCard } from "~/components/icon-card";
import { SectionHeading } from "./section-heading";

type Props = {
  id: string;
  title: string;
  intro?: string;
  items: { title: string; description: string; icon: IconName }[];
};

export function BenefitGrid({ id, title, intro, items }: Props) {
  return (
    <section aria-labelledby={id}>
      <SectionHeading id={id} title={title} intro={intro} />
      <ul className="mt-8 grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {items.map((item) => (
          <IconCard key={item.title} {...item} />
        ))}
      </ul>
    </section>
  );
}
