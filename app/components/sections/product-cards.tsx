import { formatPrice } from "#/app/lib/price.ts";
import type { SectionProps } from "#/app/content/sections.ts";
import { Check } from "lucide-react";
import { ContentIcon } from "#/app/components/content-icon.tsx";
import { Picture } from "#/app/components/picture.tsx";
import { SectionHeading } from "#/app/components/sections/section-heading.tsx";

type Props = SectionProps<"products">;

export function ProductCards({ id, title, intro, products }: Props) {
  return (
    <section aria-labelledby={id}>
      <SectionHeading id={id} title={title} intro={intro} />
      <ul className="mt-8 grid grid-cols-1 gap-6 md:grid-cols-2">
        {products.map((product) => (
          <li
            key={product.name}
            id={product.id}
            className="flex scroll-mt-24 flex-col rounded-card border border-line bg-white p-6 shadow-soft"
          >
            <Picture slot={product.image} sizes="(min-width: 80rem) 36rem, (min-width: 48rem) 45vw, 100vw" />
            <div className="mt-5 flex flex-wrap items-baseline justify-between gap-2">
              <h3 className="text-2xl">{product.name}</h3>
              <p className="text-2xl font-bold text-coral-700">{formatPrice(product.price)}</p>
            </div>
            <p className="mt-3">{product.description}</p>
            <ul className="mt-4 space-y-2">
              {product.details.map((detail) => (
                <li key={detail} className="flex gap-2">
                  <Check aria-hidden="true" className="mt-1 size-5 shrink-0 text-success" />
                  {detail}
                </li>
              ))}
            </ul>
            <ul
              className="mt-5 flex flex-wrap gap-2 border-t border-line pt-5"
              aria-label={`Kenmerken van ${product.name}`}
            >
              {product.features.map((feature) => (
                <li
                  key={feature.name}
                  className="inline-flex items-center gap-2 rounded-full bg-teal-50 px-3 py-1 font-bold text-petrol-900"
                >
                  <ContentIcon name={feature.icon} className="size-5" />
                  {feature.name}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}
