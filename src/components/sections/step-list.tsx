import { cn } from "#/src/lib/cn.ts";
import { cardGrid } from "#/src/components/sections/card-grid.ts";
import { Marked } from "#/src/components/ui/marked.tsx";
import type { MarkedText } from "#/src/lib/marked-text.ts";
import type { SharedTextId } from "#/src/copy/shared-texts.ts";
import { SharedTextBlock } from "#/src/components/sections/shared-text-block.tsx";
import { Unbroken } from "#/src/components/ui/unbroken.tsx";

type Step = { title: string; description: MarkedText; points?: string[] };

/**
 * Numbered steps in an ordered list: the number is the list's, so it is read out too. A shared
 * note stands before the first step, where it has to be read before anyone begins.
 */
export function StepList({
  id,
  title,
  intro,
  steps,
  note,
}: {
  id: string;
  title: string;
  intro?: MarkedText;
  steps: readonly Step[];
  note?: SharedTextId;
}) {
  // No step alone on a row at any width (5 steps: 3 + 2); on phones plain items, the number beside the title.
  const grid = cardGrid(steps.length, { widest: 4 });
  return (
    // The section carries the id a link to it names (the heading its own).
    <section id={id} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-2xl sm:text-3xl">
        <Unbroken text={title} />
      </h2>
      {intro ? (
        <p className="mt-3 max-w-3xl text-lg">
          <Marked text={intro} />
        </p>
      ) : null}
      {note ? <SharedTextBlock text={note} level={3} className="mt-6" /> : null}
      <ol className={cn("mt-6 gap-6 sm:mt-8 md:gap-5", grid.list)}>
        {steps.map((step, index) => (
          <li
            key={step.title}
            className={cn(
              "md:rounded-card md:border md:border-line md:bg-white md:p-6 md:shadow-soft",
              grid.item(index),
            )}
          >
            <div className="flex items-center gap-3 md:block">
              <span
                aria-hidden="true"
                className="grid size-11 shrink-0 place-items-center rounded-full bg-coral-600 text-lg font-bold text-white"
              >
                {index + 1}
              </span>
              <h3 className="text-xl md:mt-4">
                <Unbroken text={step.title} />
              </h3>
            </div>
            <p className="mt-2 text-ink-muted">
              <Marked text={step.description} />
            </p>
            {step.points ? (
              <ul className="mt-3 list-disc space-y-1 ps-5 marker:text-coral-600">
                {step.points.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
