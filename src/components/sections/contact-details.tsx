import { ExternalLink } from "#/src/components/ui/external-link.tsx";
import { Marked } from "#/src/components/ui/marked.tsx";
import { textLinkClass } from "#/src/components/ui/text-link.ts";
import { Unbroken } from "#/src/components/ui/unbroken.tsx";
import { plainText } from "#/src/copy/marked-text.ts";
import type { SectionProps } from "#/src/copy/sections.ts";

/** Paragraphs, then the ways to reach someone as a list of label and value (a link where there is one). */
export function ContactDetails({ id, title, paragraphs, items }: SectionProps<"contact-details">) {
  return (
    <section aria-labelledby={id} className="max-w-3xl">
      <h2 id={id} className="text-2xl sm:text-3xl">
        <Unbroken text={title} />
      </h2>
      {paragraphs.map((paragraph) => (
        <p key={plainText(paragraph)} className="mt-4">
          <Marked text={paragraph} />
        </p>
      ))}
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
    </section>
  );
}
