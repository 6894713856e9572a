import type { SectionProps } from "#/app/content/sections.ts";
type Props = SectionProps<"facts">;

/** Key figures: the number large, its meaning beneath it, read together as a description list. */
export function FactBlock({ id, title, intro, items }: Props) {
  return (
    <section aria-labelledby={id} className="rounded-card bg-petrol-900 p-8 text-white sm:p-10">
      <h2 id={id} className="text-2xl text-white sm:text-3xl">
        {title}
      </h2>
      {intro ? <p className="mt-3 max-w-3xl text-lg text-teal-50">{intro}</p> : null}
      <dl className="mt-8 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((item) => (
          <div key={item.label} className="flex flex-col-reverse gap-1 border-s-4 border-amber-400 ps-4">
            <dt className="text-teal-50">{item.label}</dt>
            <dd className="text-3xl font-bold text-white">{item.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
