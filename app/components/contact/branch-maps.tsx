import { branches } from "~/content/business";
import { mapEmbedHref } from "~/lib/contact-links";

/** One lazily loaded map per branch, 300 px high: nothing is fetched until it scrolls into view. */
export function BranchMaps({ frameTitle }: { frameTitle: (city: string) => string }) {
  return (
    <div className="space-y-6">
      {branches.map((branch) => (
        <figure key={branch.id}>
          <iframe
            title={frameTitle(branch.city)}
            src={mapEmbedHref(branch)}
            loading="lazy"
            height={300}
            referrerPolicy="strict-origin-when-cross-origin"
            className="h-75 w-full rounded-card border border-line bg-teal-50"
          />
          <figcaption className="mt-2 font-bold text-petrol-900">{branch.name}</figcaption>
        </figure>
      ))}
    </div>
  );
}
