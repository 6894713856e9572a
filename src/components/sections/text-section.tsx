import { Marked } from "#/src/components/ui/marked.tsx";
import { textLinkClass } from "#/src/components/ui/text-link.ts";
import { plainText } from "#/src/copy/marked-text.ts";
import type { ReactNode } from "react";
import type { SectionProps } from "#/src/copy/sections.ts";
import { Unbroken } from "#/src/components/ui/unbroken.tsx";
/** `children`: what a section of another kind shows under the same heading and paragraphs. */
type Props = SectionProps<"text"> & { children?: ReactNode };

export function TextSection({ id, title, paragraphs, link, children }: Props) {
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
      {children}
    </section>
  );
}
