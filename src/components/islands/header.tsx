import { useEffect } from "react";
import { Chrome, useDocumentLanguage } from "#/src/components/islands/chrome.tsx";
import { IslandMark } from "#/src/components/islands/island-mark.tsx";
import { SiteHeader } from "#/src/components/chrome/site-header.tsx";
import { SkipLink } from "#/src/components/chrome/skip-link.tsx";
import { useStoredLanguage } from "#/src/i18n/use-language.ts";
import type { Business } from "#/src/data/business.server.ts";
import type { PageData } from "#/src/components/hooks/page-context.ts";

function PageEffects() {
  // Once a page: apply the stored language and follow it on <html>.
  useStoredLanguage();
  useDocumentLanguage();
  useEffect(() => {
    // The desktop dropdowns' CSS fallback (app.css) gives way to the script from now on.
    document.documentElement.dataset.nav = "scripted";
  }, []);
  return null;
}

/** The skip link and the header (menus, language, booking, calling): `client:firstuse` in src/layouts/Page.astro. */
export default function HeaderIsland({ page, business }: { page: PageData; business: Business }) {
  return (
    <IslandMark name="header">
      <Chrome page={page} business={business}>
        <PageEffects />
        <SkipLink />
        <SiteHeader />
      </Chrome>
    </IslandMark>
  );
}
