import { Link } from "react-router";
import { textLinkClass } from "#/app/components/ui/text-link.ts";
import { scrollToTop } from "#/app/lib/scroll.ts";
import type { SectionProps } from "#/app/content/sections.ts";
type Props = SectionProps<"text">;

export function TextSection({ id, title, paragraphs, link }: Props) {
  return (
    <section aria-labelledby={id} className="max-w-3xl">
      <h2 id={id} className="text-2xl sm:text-3xl">
        {title}
      </h2>
      {paragraphs.map((paragraph) => (
        <p key={paragraph} className="mt-4">
          {paragraph}
        </p>
      ))}
      {link ? (
        <p className="mt-4">
          <Link to={link.href} onClick={scrollToTop} className={textLinkClass}>
            {link.text}
          </Link>
        </p>
      ) : null}
    </section>
  );
}
