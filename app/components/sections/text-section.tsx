import { Marked } from "#/app/components/ui/marked.tsx";
import { textLinkClass } from "#/app/components/ui/text-link.ts";
import { plainText } from "#/app/copy/marked-text.ts";
import type { SectionProps } from "#/app/copy/sections.ts";
import { Unbroken } from "#/app/components/ui/unbroken.tsx";
type Props = SectionProps<"text">;

export function TextSection({ id, title, paragraphs, link }: Props) {
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
      {link ? (
        <p className="mt-4">
          <a href={link.href} className={textLinkClass}>
            {link.text}
          </a>
        </p>
      ) : null}
    </section>
  );
}
