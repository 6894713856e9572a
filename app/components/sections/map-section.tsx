import type { SectionProps } from "#/app/copy/sections.ts";
import { BranchMap } from "#/app/components/sections/branch-map.tsx";
import { ExternalLink } from "#/app/components/ui/external-link.tsx";
import { branchById } from "#/app/data/business.ts";
import { textLinkClass } from "#/app/components/ui/text-link.ts";
import { branchAddressLine, mapsHref } from "#/app/lib/contact-links.ts";

type Props = SectionProps<"map">;

/** The branch on an embedded map, with a route planner for phones. */
export function MapSection({ id, title, branch: branchId }: Props) {
  const branch = branchById(branchId);
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-2xl sm:text-3xl">
        {title}
      </h2>
      <p className="mt-3 text-lg">
        {branchAddressLine(branch)} ·{" "}
        <ExternalLink href={mapsHref(branch)} className={textLinkClass}>
          Open in uw kaartenapp
        </ExternalLink>
      </p>
      <div className="mt-5">
        <BranchMap branch={branch} title={`Kaart: ${branch.name}, ${branchAddressLine(branch)}`} />
      </div>
    </section>
  );
}
