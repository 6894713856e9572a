import { ExampleMark } from "#/src/components/ui/example-mark.tsx";
import { formatPrice, PRICES_INCLUDE_VAT } from "#/src/lib/price.ts";
import type { SectionProps } from "#/src/copy/sections.ts";
type Props = SectionProps<"price">;

/** A 'from' price and what the final price depends on. */
export function PriceBlock({ id, title, price, text }: Props) {
  return (
    <section aria-labelledby={id} className="rounded-card border-2 border-teal-200 bg-teal-50 p-5 sm:p-10">
      <h2 id={id} className="text-2xl sm:text-3xl">
        {title}
      </h2>
      <p className="mt-2 text-3xl font-bold text-coral-700 sm:mt-3 sm:text-4xl">
        {formatPrice(price)}
        <ExampleMark show={price.placeholder} />
      </p>
      <p className="mt-3 max-w-3xl text-lg">
        {text} {PRICES_INCLUDE_VAT}
      </p>
    </section>
  );
}
