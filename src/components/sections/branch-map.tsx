import { MapPin } from "lucide-react";
import { MapArt } from "#/src/components/illustrations/map-art.tsx";
import { Button } from "#/src/components/ui/button.tsx";
import { ClickToLoadFrame } from "#/src/components/ui/click-to-load-frame.tsx";
import { ExternalLink } from "#/src/components/ui/external-link.tsx";
import { textLinkClass } from "#/src/components/ui/text-link.ts";
import { mapCopy } from "#/src/copy/map.ts";
import type { BranchId } from "#/src/data/business.server.ts";
import { useBranch } from "#/src/components/hooks/business.ts";
import { branchAddressLine, mapEmbedHref, mapsHref } from "#/src/lib/contact-links.ts";

/**
 * A branch's map, 300 px high: a drawing with the address and a route link, and Google's map only
 * once the visitor asks for it, so no third party is contacted on page view (the two-click pattern
 * Dutch privacy guidance expects). Without a script the button is left out; the route link works.
 */
export function BranchMap({ branch: id }: { branch: BranchId }) {
  const branch = useBranch(id);
  const address = branchAddressLine(branch);
  return (
    <figure>
      <div className="relative h-75 overflow-hidden rounded-card border border-line bg-teal-50">
        <ClickToLoadFrame
          title={mapCopy.frameTitle(branch.name, address)}
          src={mapEmbedHref(branch)}
          height={300}
          className="size-full"
        >
          {(show) => (
            <>
              <MapArt seed={branch.id} className="absolute inset-0 size-full" />
              <div className="absolute inset-x-0 bottom-0 bg-white/90 p-3 text-center noscript:hidden">
                {/* Under 360 px without its icon: the label stays inside the map's box. */}
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  className="max-xs:px-3 max-xs:[&_svg]:hidden"
                  onClick={show}
                >
                  <MapPin aria-hidden="true" />
                  {mapCopy.show}
                </Button>
                <p className="mt-1 leading-snug text-ink-muted">{mapCopy.notice}</p>
              </div>
            </>
          )}
        </ClickToLoadFrame>
      </div>
      <figcaption className="mt-2">
        <span className="font-bold text-petrol-900">{branch.name}</span>
        <span className="block">{address}</span>
        <ExternalLink href={mapsHref(branch)} className={textLinkClass}>
          {mapCopy.route}
        </ExternalLink>
      </figcaption>
    </figure>
  );
}
