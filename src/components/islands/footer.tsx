import { Chrome } from "#/src/components/islands/chrome.tsx";
import { IslandMark } from "#/src/components/islands/island-mark.tsx";
import { SiteFooter } from "#/src/components/chrome/site-footer.tsx";
import type { Business } from "#/src/data/business.server.ts";
import type { PageData } from "#/src/components/hooks/page-context.ts";

/** The footer: its open-now lines and the chosen language need its script once it is seen. */
export default function FooterIsland({ page, business }: { page: PageData; business: Business }) {
  return (
    <IslandMark name="footer">
      <Chrome page={page} business={business}>
        <SiteFooter />
      </Chrome>
    </IslandMark>
  );
}
