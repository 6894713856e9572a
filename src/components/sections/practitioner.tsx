import { ExampleMark } from "#/src/components/ui/example-mark.tsx";
import { Portrait } from "#/src/components/ui/portrait.tsx";
import { textLinkClass } from "#/src/components/ui/text-link.ts";
import { practitionerCopy } from "#/src/copy/trust.ts";
import type { TeamMember } from "#/src/data/schema/team.ts";
import { paths } from "#/src/registry/pages.ts";

/**
 * Who a visitor will see: the practice's audiologist (the first member of content/team.yaml) with
 * portrait, role and registration. Until the portrait is uploaded, a calm circle with initials.
 */
export function Practitioner({ member }: { member: TeamMember }) {
  return (
    <div className="flex items-center gap-4">
      <div className="w-16 shrink-0">
        <Portrait name={member.name} photo={member.photo} sizes="4rem" initialsClassName="text-xl" />
      </div>
      <p>
        <span className="block text-sm font-bold text-coral-700">{practitionerCopy.label}</span>
        <strong className="text-lg text-petrol-900">{member.name}</strong>
        <ExampleMark show={member.placeholder} />
        <span className="block">{member.role}</span>
        {/* On a line of its own: no separator left dangling where a phone wraps. */}
        {member.registration ? (
          <span className="block">
            {member.registration}
            <ExampleMark show={member.placeholder} />
          </span>
        ) : null}
        <a href={paths.about} className={`${textLinkClass} text-sm`}>
          {practitionerCopy.more}
        </a>
      </p>
    </div>
  );
}
