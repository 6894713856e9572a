import type { SectionProps } from "#/app/content/sections.ts";
type Props = SectionProps<"text">;

export function TextSection({ id, title, paragraphs }: Props) {
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
    </section>
  );
}
