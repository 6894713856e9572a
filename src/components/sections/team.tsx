import { ExampleMark } from "#/src/components/ui/example-mark.tsx";
import { Portrait } from "#/src/components/ui/portrait.tsx";
import { SectionHeading } from "#/src/components/sections/section-heading.tsx";
import type { SectionProps } from "#/src/copy/sections.ts";

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
              <Portrait name={member.name} photo={member.photo} sizes="10rem" initialsClassName="text-5xl" />
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
