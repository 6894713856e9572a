import { cn } from "#/src/lib/cn.ts";
import { cardGrid } from "#/src/components/sections/card-grid.ts";
import { SharedTextNote } from "#/src/components/sections/shared-text-block.tsx";
import type { SectionProps } from "#/src/copy/sections.ts";
type Props = SectionProps<"facts">;

/**
 * Key figures: the number large, its meaning beneath it, read together as a description list; and
 * a shared note under them where the figures need context.
 */
export function FactBlock({ id, title, intro, items, note }: Props) {
  const grid = cardGrid(items.length, { widest: items.length === 4 ? 4 : 3 });
  return (
    <section aria-labelledby={id} className="rounded-card bg-petrol-900 p-6 text-white sm:p-10">
      <h2 id={id} className="text-2xl text-white sm:text-3xl">
        {title}
      </h2>
      {intro ? <p className="mt-3 max-w-3xl text-lg text-teal-50">{intro}</p> : null}
      <dl className={cn("mt-5 gap-4 sm:mt-8 sm:gap-6", grid.list)}>
        {items.map((item, index) => (
          <div
            key={item.label}
            className={cn("flex flex-col-reverse gap-1 border-s-4 border-amber-400 ps-4", grid.item(index))}
          >
            <dt className="text-teal-50">{item.label}</dt>
            <dd className="text-2xl font-bold text-white sm:text-3xl">{item.value}</dd>
          </div>
        ))}
      </dl>
      {note ? (
        <SharedTextNote text={note} className="mt-5 max-w-3xl border-t border-petrol-700 pt-4 text-teal-50" />
      ) : null}
    </section>
  );
}
