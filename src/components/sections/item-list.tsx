import type { SectionProps } from "#/src/copy/sections.ts";
import { CheckCircle2 } from "lucide-react";
import { Fold } from "#/src/components/sections/fold.tsx";
import { LabelGrid } from "#/src/components/sections/label-grid.tsx";
import { SectionHeading } from "#/src/components/sections/section-heading.tsx";
import { cn } from "#/src/lib/cn.ts";
import { Unbroken } from "#/src/components/ui/unbroken.tsx";
import { textLinkClass } from "#/src/components/ui/text-link.ts";
import { ExternalLink } from "#/src/components/ui/external-link.tsx";

type Props = SectionProps<"list">;

/**
 * Situations, environments, 'ideal for' lists: short items, optionally explained. From `sm` in two
 * newspaper columns, so an odd number of items leaves no gap in a grid. A long list of reference
 * may be folded under a summary, or only its descriptions, below its items as labels.
 */
export function ItemList({ id, title, intro, items, folded, descriptionsFolded }: Props) {
  if (descriptionsFolded) {
    const icon = <CheckCircle2 aria-hidden="true" className="size-5 shrink-0 text-success sm:size-6" />;
    return (
      <section aria-labelledby={id}>
        <SectionHeading id={id} title={title} intro={intro} />
        <LabelGrid items={items.map((item) => ({ ...item, icon }))} summary={descriptionsFolded} />
      </section>
    );
  }
  const list = (
    <ul className={cn("gap-x-8 sm:columns-2", folded ? "px-4 pb-5 sm:px-6 sm:pb-6" : "mt-5 sm:mt-6")}>
      {items.map((item) => (
        <li key={item.title} className="mb-3 flex break-inside-avoid gap-3 last:mb-0 sm:mb-4">
          <CheckCircle2 aria-hidden="true" className="mt-1 size-6 shrink-0 text-success" />
          <span>
            <span className="block font-bold text-petrol-900">
              <ItemTitle title={item.title} href={item.href} />
            </span>
            {item.description ? <span className="block text-ink-muted">{item.description}</span> : null}
          </span>
        </li>
      ))}
    </ul>
  );
  return (
    <section aria-labelledby={id}>
      <SectionHeading id={id} title={title} intro={intro} />
      {folded ? (
        <Fold summary={folded} className="mt-5 sm:mt-6">
          {list}
        </Fold>
      ) : (
        list
      )}
    </section>
  );
}

/** An item's title, linked when it has an address (another site's in a new tab). */
function ItemTitle({ title, href }: { title: string; href?: string }) {
  const text = <Unbroken text={title} />;
  if (!href) return text;
  const Link = href.startsWith("https://") ? ExternalLink : "a";
  return (
    <Link href={href} className={textLinkClass}>
      {text}
    </Link>
  );
}
