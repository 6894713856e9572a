import { cn } from "#/app/lib/cn.ts";

type Step = { title: string; description: string; points?: string[] };

/** Columns on wide screens by number of steps, so no step sits alone on a row. */
const wideColumns: Record<number, string> = { 3: "lg:grid-cols-3", 4: "lg:grid-cols-4", 5: "lg:grid-cols-3" };

/** Numbered steps in an ordered list: the number is the list's, so it is read out too. */
export function StepList({
  id,
  title,
  intro,
  steps,
}: {
  id: string;
  title: string;
  intro?: string;
  steps: readonly Step[];
}) {
  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-2xl sm:text-3xl">
        {title}
      </h2>
      {intro ? <p className="mt-3 max-w-3xl">{intro}</p> : null}
      <ol className={cn("mt-8 grid grid-cols-1 gap-5 md:grid-cols-2", wideColumns[steps.length] ?? "lg:grid-cols-4")}>
        {steps.map((step, index) => (
          <li key={step.title} className="rounded-card border border-line bg-white p-6 shadow-soft">
            <span
              aria-hidden="true"
              className="grid size-11 place-items-center rounded-full bg-coral-600 text-lg font-bold text-white"
            >
              {index + 1}
            </span>
            <h3 className="mt-4 text-xl">{step.title}</h3>
            <p className="mt-2 text-ink-muted">{step.description}</p>
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
