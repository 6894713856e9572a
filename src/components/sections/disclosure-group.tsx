import { summaryClass, SummaryChevron } from "#/src/components/sections/fold.tsx";
import { Marked } from "#/src/components/ui/marked.tsx";
import { SectionHeading } from "#/src/components/sections/section-heading.tsx";
import { textLinkClass } from "#/src/components/ui/text-link.ts";
import { plainText } from "#/src/copy/marked-text.ts";
import type { SectionProps } from "#/src/copy/sections.ts";
import { Unbroken } from "#/src/components/ui/unbroken.tsx";

type Props = SectionProps<"accordion">;

/**
 * An accordion built on <details name>: the browser keeps one item open at a time, a second
 * click collapses it, the keyboard works, and it needs no JavaScript (see decision 005).
 */
export function DisclosureGroup({ id, title, intro, items }: Props) {
  return (
    <section aria-labelledby={id}>
      <SectionHeading id={id} title={title} intro={intro} />
      <div className="mt-6 divide-y divide-line rounded-card border border-line bg-white shadow-soft">
        {items.map((item) => (
          <details key={item.title} name={id} className="group">
            <summary className={summaryClass}>
              <Unbroken text={item.title} />
              <SummaryChevron />
            </summary>
            <div className="px-4 pb-5 sm:px-6 sm:pb-6">
              {item.paragraphs.map((paragraph) => (
                <p key={plainText(paragraph)} className="mt-3 first:mt-0">
                  <Marked text={paragraph} />
                </p>
              ))}
              {item.points?.length ? (
                <ul className="mt-3 list-disc space-y-1 ps-6 marker:text-coral-600">
                  {item.points.map((point) => (
                    <li key={point}>{point}</li>
                  ))}
                </ul>
              ) : null}
              {item.link ? (
                <p className="mt-3">
                  <a href={item.link.href} className={textLinkClass}>
                    {item.link.text}
                  </a>
                </p>
              ) : null}
            </div>
          </details>
        ))}
      </div>
    </section>
  );
}
