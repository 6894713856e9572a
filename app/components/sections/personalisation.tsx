import type { SectionProps } from "#/app/copy/sections.ts";
import { Palette } from "lucide-react";
import { SectionHeading } from "#/app/components/sections/section-heading.tsx";

type Props = SectionProps<"personalisation">;

/** On phones the choices read as a short list; from `md` they are three cards. */
const card = "border-s-4 border-teal-200 ps-4 md:rounded-card md:border-0 md:bg-white md:p-6 md:shadow-soft";

export function Personalisation({ id, title, intro, materials, colours, extras }: Props) {
  return (
    <section aria-labelledby={id} className="rounded-card bg-teal-50 p-5 sm:p-10">
      <SectionHeading id={id} title={title} intro={intro} />
      <div className="mt-5 grid grid-cols-1 gap-4 sm:mt-8 sm:gap-5 md:grid-cols-3">
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
