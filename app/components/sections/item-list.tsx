import type { SectionProps } from "#/app/copy/sections.ts";
import { CheckCircle2 } from "lucide-react";
import { SectionHeading } from "#/app/components/sections/section-heading.tsx";

type Props = SectionProps<"list">;

/**
 * Situations, environments, 'ideal for' lists: short items, optionally explained. From `sm` in two
 * newspaper columns, so an odd number of items leaves no gap in a grid.
 */
export function ItemList({ id, title, intro, items }: Props) {
  return (
    <section aria-labelledby={id}>
      <SectionHeading id={id} title={title} intro={intro} />
      <ul className="mt-5 gap-x-8 sm:mt-6 sm:columns-2">
        {items.map((item) => (
          <li key={item.title} className="mb-3 flex break-inside-avoid gap-3 last:mb-0 sm:mb-4">
            <CheckCircle2 aria-hidden="true" className="mt-1 size-6 shrink-0 text-success" />
            <span>
              <span className="block font-bold text-petrol-900">{item.title}</span>
              {item.description ? <span className="block text-ink-muted">{item.description}</span> : null}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
