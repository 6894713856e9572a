import type { Branch } from "#/app/data/business.ts";
import { mapEmbedHref } from "#/app/lib/contact-links.ts";

/** A branch's map, 300 px high, loaded only when it scrolls into view. */
export function BranchMap({ branch, title, caption }: { branch: Branch; title: string; caption?: string }) {
  return (
    <figure>
      <iframe
        title={title}
        src={mapEmbedHref(branch)}
        loading="lazy"
        height={300}
        referrerPolicy="strict-origin-when-cross-origin"
        className="h-75 w-full rounded-card border border-line bg-teal-50"
      />
      {caption ? <figcaption className="mt-2 font-bold text-petrol-900">{caption}</figcaption> : null}
    </figure>
  );
}
