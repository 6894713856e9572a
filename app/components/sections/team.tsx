import { Picture } from "#/app/components/picture.tsx";
import type { ImageRef } from "#/app/content/sections.ts";
import { SectionHeading } from "#/app/components/sections/section-heading.tsx";

type Props = {
  id: string;
  title: string;
  intro?: string;
  members: { name: string; role: string; bio: string; image: ImageRef }[];
};

/** The people a visitor will meet. */
export function Team({ id, title, intro, members }: Props) {
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
              <Picture slot={member.image} sizes="10rem" shape="round" />
            </div>
            <div>
              <h3 className="text-2xl">{member.name}</h3>
              <p className="font-bold text-coral-700">{member.role}</p>
              <p className="mt-3">{member.bio}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
