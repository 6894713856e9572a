import type { SectionProps } from "#/src/copy/sections.ts";
import { Palette } from "lucide-react";
import { Fold } from "#/src/components/sections/fold.tsx";
import { SectionHeading } from "#/src/components/sections/section-heading.tsx";

type Props = SectionProps<"personalisation">;

/** On phones the choices read as a short list; from `md` they are three cards. */
const card = "border-s-4 border-teal-200 ps-4 md:rounded-card md:border-0 md:bg-white md:p-6 md:shadow-soft";

/** The choices, with their introduction, may be folded under a summary (`folded`). */
export function Personalisation({ id, title, intro, materials, colours, extras, folded }: Props) {
  const choices = (
    <div
      className={
        folded
          ? "grid grid-cols-1 gap-4 px-4 pb-5 sm:gap-5 sm:px-6 sm:pb-6 md:grid-cols-3"
          : "mt-5 grid grid-cols-1 gap-4 sm:mt-8 sm:gap-5 md:grid-cols-3"
      }
    >
      {materials.map((material) => (
        <div key={material.name} className={card}>
          <h3 className="text-xl">{material.name}</h3>
          <p className="mt-1 text-ink-muted md:mt-2">{material.description}</p>
        </div>
      ))}
      <div className={card}>
        <h3 className="flex items-center gap-2 text-xl">
          <Palette aria-hidden="true" className="size-6 text-coral-600" />
          Kleur
        </h3>
        <p className="mt-1 text-ink-muted md:mt-2">{colours}</p>
      </div>
    </div>
  );
  return (
    <section aria-labelledby={id} className="rounded-card bg-teal-50 p-5 sm:p-10">
      <SectionHeading id={id} title={title} intro={folded ? undefined : intro} />
      {folded ? (
        <Fold summary={folded} className="mt-5 sm:mt-8">
          <p className="px-4 pb-4 text-lg sm:px-6">{intro}</p>
          {choices}
        </Fold>
      ) : (
        choices
      )}
      {extras?.length ? (
        <ul className="mt-5 list-disc space-y-1 ps-6 marker:text-coral-600 sm:mt-6">
          {extras.map((extra) => (
            <li key={extra}>{extra}</li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
