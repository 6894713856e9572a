import { useEffect } from "react";
import { SiteHeader } from "#/app/components/site-header.tsx";
import type { HoursException } from "#/app/content/business.ts";
import { useStoredLanguage } from "#/app/i18n/use-language.ts";
import { useTranslation } from "#/app/i18n/use-translation.ts";
import { RouterShell, useDocumentLanguage } from "../router-shell.tsx";

function Effects() {
  // What root.tsx's App did once per page: apply the stored language, follow it on <html>.
  useStoredLanguage();
  useDocumentLanguage();
  useEffect(() => {
    // root.tsx's marks: the desktop dropdowns' CSS fallback (app.css) stops once the header's
    // script runs; tests wait for data-hydrated. Here they mean "the chrome is live": the other
    // islands hydrate later (idle, visible) on their own.
    document.documentElement.dataset.root = "hydrated";
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return null;
}

/** root.tsx's SkipLink (not exported there): chrome, so in the chrome's language. */
function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      href="#main"
      className="sr-only z-50 rounded-full bg-petrol-900 px-5 py-3 font-bold text-white focus:not-sr-only focus:fixed focus:start-4 focus:top-4"
    >
      {t("skipLink")}
    </a>
  );
}

/** client:load — the first thing a visitor touches: menu button, dropdowns, language, booking, open-now. */
export default function HeaderIsland({ path, hoursExceptions }: { path: string; hoursExceptions: HoursException[] }) {
  return (
    <RouterShell path={path} hoursExceptions={hoursExceptions} dir="chrome">
      <Effects />
      <SkipLink />
      <SiteHeader />
    </RouterShell>
  );
}
