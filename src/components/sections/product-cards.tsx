import { ExampleMark } from "#/src/components/ui/example-mark.tsx";
import { Marked } from "#/src/components/ui/marked.tsx";
import { plainText } from "#/src/copy/marked-text.ts";
import { formatPrice, PRICES_INCLUDE_VAT } from "#/src/lib/price.ts";
import type { SectionProps } from "#/src/copy/sections.ts";
import { Check } from "lucide-react";
import { ContentIcon } from "#/src/components/sections/content-icon.tsx";
import { Picture } from "#/src/components/ui/picture.tsx";
import { SectionHeading } from "#/src/components/sections/section-heading.tsx";
import { cn } from "#/src/lib/cn.ts";
import { Unbroken } from "#/src/components/ui/unbroken.tsx";

type Props = SectionProps<"products">;

/**
 * The page's products side by side; a single product lies across the width with its picture
 * beside the text. On phones the picture is small, beside the name and price.
 */
export function ProductCards({ id, title, intro, products }: Props) {
  const single = products.length === 1;
  return (
    <section aria-labelledby={id}>
      <SectionHeading id={id} title={title} intro={intro} />
      <ul className={cn("mt-6 grid grid-cols-1 gap-5 sm:mt-8 sm:gap-6", !single && "md:grid-cols-2")}>
        {products.map((product) => (
          <li
            key={product.name}
            id={product.id}
            className={cn(
              "scroll-mt-24 rounded-card border border-line bg-white p-5 shadow-soft sm:p-6",
              single && "md:grid md:grid-cols-2 md:grid-rows-[auto_1fr] md:gap-x-8",
            )}
          >
            <div
              className={cn(
                "grid grid-cols-3 items-center gap-x-4",
                // A single product: picture on one side, name, price and text on the other.
                single ? "md:contents" : "md:grid-cols-1 md:gap-y-5",
              )}
            >
              <div className={cn("col-span-1", single && "md:row-span-2")}>
                <Picture slot={product.image} sizes="(min-width: 80rem) 36rem, (min-width: 48rem) 45vw, 8rem" />
              </div>
              <div
                className={cn(
                  "col-span-2 flex flex-wrap items-baseline justify-between gap-x-3 md:col-span-1",
                  single && "md:col-start-2 md:row-start-1",
                )}
              >
                <h3 className="text-xl xs:text-2xl">{product.name}</h3>
                <p className="text-2xl font-bold text-coral-700">
                  {formatPrice(product.price)}
                  <ExampleMark show={product.price.placeholder} />
                </p>
              </div>
            </div>
            <div className={cn(single && "md:col-start-2")}>
              <p className="mt-3">
                <Unbroken text={product.description} />
              </p>
              <ul className="mt-3 space-y-1.5">
                {product.details.map((detail) => (
                  <li key={plainText(detail)} className="flex gap-2">
                    <Check aria-hidden="true" className="mt-1 size-5 shrink-0 text-success" />
                    <span>
                      <Marked text={detail} />
                    </span>
                  </li>
                ))}
              </ul>
              <ul
                className="mt-4 flex flex-wrap gap-1.5 border-t border-line pt-4"
                aria-label={`Kenmerken van ${product.name}`}
              >
                {product.features.map((feature) => (
                  <li
                    key={feature.name}
                    className="inline-flex items-center gap-1.5 rounded-full bg-teal-50 px-2.5 py-1 font-bold text-petrol-900"
                  >
                    <ContentIcon name={feature.icon} className="size-4" />
                    {feature.name}
                  </li>
                ))}
              </ul>
            </div>
          </li>
        ))}
      </ul>
      <p className="mt-4 text-ink-muted">{PRICES_INCLUDE_VAT}</p>
    </section>
  );
}
