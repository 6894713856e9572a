import { Chrome } from "#/app/components/islands/chrome.tsx";
import { SiteFooter } from "#/app/components/site-footer.tsx";
import type { PageData } from "#/app/lib/page-context.ts";

/** The footer: its open-now lines and the chosen language need its script once it is seen. */
export default function FooterIsland({ page }: { page: PageData }) {
  return (
    <Chrome page={page}>
      <SiteFooter />
    </Chrome>
  );
}
