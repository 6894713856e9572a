import { ExampleMark } from "#/app/components/ui/example-mark.tsx";
import { Picture } from "#/app/components/ui/picture.tsx";
import { SectionHeading } from "#/app/components/sections/section-heading.tsx";
import type { SectionProps } from "#/app/copy/sections.ts";
import { initials } from "#/app/lib/initials.ts";

/**
 * The people a visitor will meet (content/team.yaml). Until a member's portrait is uploaded, a
 * calm circle with their initials stands in: people are never drawn. A member the practice has not
 * confirmed yet is marked as an example.
 */
export function Team({ id, title, intro, members }: SectionProps<"team">) {
  return (
    <section aria-labelledby={id}>
      <SectionHeading id={id} title={title} intro={intro} />
      <ul className="mt-8 grid grid-cols-1 gap-6 md:grid-cols-2">
        {members.map((member) => (
          <li
            key={member.name}
            className="flex flex-col gap-5 rounded-card border border-line bg-white p-6 shadow-soft sm:flex-row"
          >
            <div className="w-40 shrink-0">
              {member.photo ? (
                <Picture slot={member.photo} alt={`Portret van ${member.name}`} sizes="10rem" shape="round" />
              ) : (
                // The name is the heading beside it: the initials add nothing for a screen reader.
                <div
                  aria-hidden="true"
                  className="grid aspect-square place-items-center rounded-full bg-teal-100 text-5xl font-bold text-petrol-900"
                >
                  {initials(member.name)}
                </div>
              )}
            </div>
            <div>
              <h3 className="text-2xl">
                {member.name}
                <ExampleMark show={member.placeholder} />
              </h3>
              <p className="font-bold text-coral-700">{member.role}</p>
              <p className="mt-3">{member.bio}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
