import { sharedTextLook as look } from "#/src/styles/shared-text-look.ts";
import { sharedTextHeadingId, sharedTexts, type SharedTextId } from "#/src/copy/shared-texts.ts";
import { cn } from "#/src/lib/cn.ts";
import { Unbroken } from "#/src/components/ui/unbroken.tsx";

type Props = {
  text: SharedTextId;
  /** The heading's level where the block stands: 2 as a page's section, 3 inside one. */
  level?: 2 | 3;
  /** The heading's id, when the page gives the block an anchor of its own. */
  id?: string;
  className?: string;
};

/**
 * Advice the site gives in the same words wherever it comes up (src/copy/shared-texts.ts): a
 * boxed section with its title.
 */
export function SharedTextBlock({ text, level = 2, id = sharedTextHeadingId(text), className }: Props) {
  const { title, paragraphs, look: kind } = sharedTexts[text];
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <section aria-labelledby={id} data-shared-text={text} className={cn(look.box, look[kind], className)}>
      <Heading id={id} className={look.title}>
        <Unbroken text={title} />
      </Heading>
      {paragraphs.map((paragraph) => (
        <p key={paragraph} className={look.paragraph}>
          <Unbroken text={paragraph} />
        </p>
      ))}
    </section>
  );
}

/**
 * The same advice without its title and box, as a closing note inside a section about the same
 * thing (the covenant under the music page's concert levels). The section's heading covers it.
 */
export function SharedTextNote({ text, className }: { text: SharedTextId; className?: string }) {
  return (
    <div data-shared-text={text} className={className}>
      {sharedTexts[text].paragraphs.map((paragraph) => (
        <p key={paragraph} className="mt-2 first:mt-0">
          <Unbroken text={paragraph} />
        </p>
      ))}
    </div>
  );
}
