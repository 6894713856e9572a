import { ExampleMark } from "#/src/components/ui/example-mark.tsx";
import { formatPrice, PRICES_INCLUDE_VAT } from "#/src/lib/price.ts";
import type { SectionProps } from "#/src/copy/sections.ts";
import { IconCard } from "#/src/components/sections/icon-card.tsx";
import { Picture } from "#/src/components/ui/picture.tsx";
import { Unbroken } from "#/src/components/ui/unbroken.tsx";

type Props = SectionProps<"spec-sheet">;

/** A priced product: picture, price, feature cards and its technical data as a definition list. */
export function SpecSheet({ id, title, price, intro, image, features, specsTitle, specs }: Props) {
  return (
    <section aria-labelledby={id} className="rounded-card bg-petrol-900 p-6 text-teal-50 sm:p-10">
      <div className="grid grid-cols-1 items-center gap-8 md:grid-cols-2">
        <div>
          <h2 id={id} className="text-3xl text-white sm:text-4xl">
            <Unbroken text={title} />
          </h2>
          <p className="mt-3 text-3xl font-bold text-amber-400">
            {formatPrice(price)}
            <ExampleMark show={price.placeholder} onDark />
          </p>
          <p className="mt-4 text-lg">
            <Unbroken text={intro} />
          </p>
          <p className="mt-2">{PRICES_INCLUDE_VAT}</p>
        </div>
        <Picture slot={image} sizes="(min-width: 48rem) 36rem, 100vw" />
      </div>
      <ul className="mt-10 grid grid-cols-1 gap-5 text-ink sm:grid-cols-2 lg:grid-cols-4">
        {features.map((feature) => (
          <IconCard key={feature.title} {...feature} />
        ))}
      </ul>
      <h3 className="mt-10 text-2xl text-white">{specsTitle}</h3>
      {/* Newspaper columns: an odd number of specifications leaves no gap in a grid. */}
      <dl className="mt-4 gap-x-8 sm:columns-2">
        {specs.map((spec) => (
          <div
            key={spec.term}
            className="flex break-inside-avoid flex-wrap justify-between gap-x-4 border-b border-white/20 py-3"
          >
            <dt className="text-teal-100">{spec.term}</dt>
            <dd className="font-bold text-white">{spec.detail}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
