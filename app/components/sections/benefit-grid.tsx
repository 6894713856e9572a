import type { IconName } from "~/content/sections";
import { icons } from "./icons";
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
        {items.map((item) => {
          const Icon = icons[item.icon];
          return (
            <li key={item.title} className="rounded-card border border-line bg-white p-6 shadow-soft">
              <span className="grid size-12 place-items-center rounded-full bg-teal-100 text-petrol-800">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <h3 className="mt-4 text-xl">{item.title}</h3>
              <p className="mt-2 text-ink-muted">{item.description}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
