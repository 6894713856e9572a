import { ExternalLink } from "#/src/components/ui/external-link.tsx";
import { Marked } from "#/src/components/ui/marked.tsx";
import { textLinkClass } from "#/src/components/ui/text-link.ts";
import type { SectionProps } from "#/src/copy/sections.ts";
import { TextSection } from "#/src/components/sections/text-section.tsx";

/** A text section whose paragraphs are followed by ways to reach someone: label and value, a link where there is one. */
export function ContactDetails({ items, ...text }: SectionProps<"contact-details">) {
  return (
    <TextSection {...text}>
      <dl className="mt-4 space-y-4 rounded-card bg-teal-50 p-6">
        {items.map(({ label, value, href, external }) => {
          const shown = (
            <bdi>
              <Marked text={value} />
            </bdi>
          );
          return (
            <div key={label}>
              <dt className="font-bold text-petrol-900">{label}</dt>
              <dd className="break-words">
                {!href ? (
                  shown
                ) : external ? (
                  <ExternalLink href={href} className={textLinkClass}>
                    {shown}
                  </ExternalLink>
                ) : (
                  <a href={href} className={textLinkClass}>
                    {shown}
                  </a>
                )}
              </dd>
            </div>
          );
        })}
      </dl>
    </TextSection>
  );
}
