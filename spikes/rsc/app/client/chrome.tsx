"use client";
// What app/root.tsx's App and Layout do in the browser, as client components around the
// server-rendered page: the chrome's language and direction, hash scrolling, focus after a change
// of page, and the skip link.
import { Direction } from "radix-ui";
import { useEffect, useRef, type ReactNode } from "react";
import { matchRoutes, type DataRouter } from "react-router";
import { useLanguage, useStoredLanguage } from "#/app/i18n/use-language.ts";
import { useTranslation } from "#/app/i18n/use-translation.ts";
import { useRouteFocus } from "#/app/lib/route-focus.ts";
import { useHashScroll } from "#/app/lib/scroll.ts";
import { useDropStaleStructuredData } from "#/app/lib/stale-structured-data.ts";

export function Chrome({ children }: { children: ReactNode }) {
  useStoredLanguage();
  useHashScroll();
  useDropStaleStructuredData();
  const { language, dir } = useLanguage();
  const first = useRef(true);
  useEffect(() => {
    // The boot script set lang/dir before the first paint; follow later changes of language only.
    if (first.current) {
      first.current = false;
      return;
    }
    document.documentElement.lang = language;
    document.documentElement.dir = dir;
  }, [language, dir]);
  useEffect(() => {
    document.documentElement.dataset.root = "hydrated";
    document.documentElement.dataset.hydrated = "true";
  }, []);
  useFullLoadForUndiscoveredRoutes();
  return <Direction.Provider dir={dir}>{children}</Direction.Provider>;
}

/**
 * Workaround (React Router 8.4.0, RSC framework mode, `ssr: false`): the client learns the other
 * routes only when a navigation matches nothing ("initial" route discovery), but "/" is matched by
 * the root route alone, so a client-side navigation to the home page from another page renders an
 * empty <main>. Links whose target the client router matches with the root alone load the
 * prerendered page instead (React's Link handler never sees the click).
 */
function useFullLoadForUndiscoveredRoutes() {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
        return;
      const anchor = (event.target as Element | null)?.closest?.("a[href]");
      if (!(anchor instanceof HTMLAnchorElement) || anchor.target || anchor.hasAttribute("download")) return;
      const url = new URL(anchor.href);
      if (url.origin !== window.location.origin || url.pathname === window.location.pathname) return;
      const router = (window as unknown as { __reactRouterDataRouter?: DataRouter }).__reactRouterDataRouter;
      if (!router) return;
      // No match at all starts discovery, which works; a match of the root alone does not.
      const leaf = matchRoutes(router.routes, url.pathname)?.at(-1)?.route;
      if (leaf?.id !== "root") return;
      event.stopPropagation();
    };
    window.addEventListener("click", onClick, true);
    return () => window.removeEventListener("click", onClick, true);
  }, []);
}

/** The content is Dutch and runs left to right whatever the chrome's language (decision 003). */
export function LtrContent({ children }: { children: ReactNode }) {
  return <Direction.Provider dir="ltr">{children}</Direction.Provider>;
}

export function SkipLink() {
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

/** Filled by useRouteFocus with the new page's (Dutch) title after each change of page. */
export function Announcer() {
  const announcer = useRouteFocus();
  return <div ref={announcer} lang="nl" dir="ltr" aria-live="polite" aria-atomic="true" className="sr-only" />;
}
