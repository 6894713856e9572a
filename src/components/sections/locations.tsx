import type { SectionProps } from "#/src/copy/sections.ts";
import { ArrowRight, MapPin } from "lucide-react";
import { Picture } from "#/src/components/ui/picture.tsx";
import { branchOf, useBusiness } from "#/src/components/hooks/business.ts";
import { textLinkClass } from "#/src/components/ui/text-link.ts";
import { branchAddressLine } from "#/src/lib/contact-links.ts";
import { cn } from "#/src/lib/cn.ts";
import { SectionHeading } from "#/src/components/sections/section-heading.tsx";
import { Unbroken } from "#/src/components/ui/unbroken.tsx";

type Props = SectionProps<"locations">;

/** Both branches, two pictures each, with the address and a link to the branch page. */
export function Locations({ id, title, intro, items }: Props) {
  const business = useBusiness();
  return (
    <section aria-labelledby={id}>
      <SectionHeading id={id} title={title} intro={intro} />
      <ul className="mt-8 grid grid-cols-1 gap-8 lg:grid-cols-2">
        {items.map((item) => {
          const branch = branchOf(business, item.branch);
          return (
            <li key={branch.id} className="rounded-card border border-line bg-white p-6 shadow-soft">
              <div className="grid grid-cols-2 gap-3">
                {item.images.map((slot) => (
                  <Picture key={slot} slot={slot} sizes="(min-width: 64rem) 18rem, 50vw" />
                ))}
              </div>
              <h3 className="mt-5 text-2xl">{branch.name}</h3>
              <p className="mt-1 flex items-center gap-2 text-ink-muted">
                <MapPin aria-hidden="true" className="size-5 shrink-0" />
                {branchAddressLine(branch)}
              </p>
              <p className="mt-3">
                <Unbroken text={item.text} />
              </p>
              <a href={branch.path} className={cn(textLinkClass, "mt-4 inline-flex min-h-11 items-center gap-2")}>
                Over onze praktijk in {branch.name}
                <ArrowRight aria-hidden="true" className="size-5 rtl:rotate-180" />
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
