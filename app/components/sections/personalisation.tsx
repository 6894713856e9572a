import type { SectionProps } from "#/app/content/sections.ts";
import { Palette } from "lucide-react";
import { SectionHeading } from "#/app/components/sections/section-heading.tsx";

type Props = SectionProps<"personalisation">;

export function Personalisation({ id, title, intro, materials, colours, extras }: Props) {
  return (
    <section aria-labelledby={id} className="rounded-card bg-teal-50 p-6 sm:p-10">
      <SectionHeading id={id} title={title} intro={intro} />
      <div className="mt-8 grid grid-cols-1 gap-5 md:grid-cols-3">
        {materials.map((material) => (
          <div key={material.name} className="rounded-card bg-white p-6 shadow-soft">
            <h3 className="text-xl">{material.name}</h3>
            <p className="mt-2 text-ink-muted">{material.description}</p>
          </div>
        ))}
        <div className="rounded-card bg-white p-6 shadow-soft">
          <h3 className="flex items-center gap-2 text-xl">
            <Palette aria-hidden="true" className="size-6 text-coral-600" />
            Kleur
          </h3>
          <p className="mt-2 text-ink-muted">{colours}</p>
        </div>
      </div>
      {extras?.length ? (
        <ul className="mt-6 list-disc space-y-1 ps-6 marker:text-coral-600">
          {extras.map((extra) => (
            <li key={extra}>{extra}</li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
