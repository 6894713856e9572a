import { Marked } from "#/src/components/ui/marked.tsx";
import { textLinkClass } from "#/src/components/ui/text-link.ts";
import { plainText } from "#/src/copy/marked-text.ts";
import type { SectionProps } from "#/src/copy/sections.ts";
import { Unbroken } from "#/src/components/ui/unbroken.tsx";
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
