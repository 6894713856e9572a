type Step = { title: string; description: string };

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
      <ol className="mt-8 grid grid-cols-1 gap-5 md:grid-cols-2 lg:grid-cols-4">
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
          </li>
        ))}
      </ol>
    </section>
  );
}
