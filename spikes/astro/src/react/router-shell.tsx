import { Direction } from "radix-ui";
import { useEffect, type ReactNode } from "react";
import { createPath, Router, UNSAFE_DataRouterDataContext, type Navigator, type To } from "react-router";
import type { HoursException } from "#/app/content/business.ts";
import { i18n, subscribeToLanguage } from "#/app/i18n/i18n.ts";
import { directionOf } from "#/app/i18n/languages.ts";
import { useLanguage } from "#/app/i18n/use-language.ts";

const href = (to: To) => (typeof to === "string" ? to : createPath(to));

/**
 * Every link is a full page load: there is no client router between the static pages, so
 * `navigate` (what <Link>/<NavLink> call on a click) goes through the browser.
 */
const documentNavigator: Navigator = {
  createHref: href,
  encodeLocation: (to) => {
    const url = new URL(href(to), "http://x");
    return { pathname: url.pathname, search: url.search, hash: url.hash };
  },
  go: (delta) => window.history.go(delta),
  push: (to) => window.location.assign(href(to)),
  replace: (to) => window.location.replace(href(to)),
};

export type ShellProps = {
  /** The page's path: what useLocation/NavLink see. */
  path: string;
  /** The root route's data (app/root.tsx loader), for useRouteLoaderData("root"). */
  hoursExceptions?: HoursException[];
  /** `ltr` for the Dutch content; the chrome follows the chosen language. */
  dir?: "chrome" | "ltr";
  children: ReactNode;
};

/** What react-router's framework mode gave each component: a location, a navigator and the root's data. */
export function RouterShell({ path, hoursExceptions = [], dir = "ltr", children }: ShellProps) {
  return (
    <Router location={path} navigator={documentNavigator}>
      <UNSAFE_DataRouterDataContext value={{ loaderData: { root: { hoursExceptions } }, actionData: null, errors: null } as never}>
        {dir === "chrome" ? <ChromeDirection>{children}</ChromeDirection> : <Direction.Provider dir="ltr">{children}</Direction.Provider>}
      </UNSAFE_DataRouterDataContext>
    </Router>
  );
}

function ChromeDirection({ children }: { children: ReactNode }) {
  const { dir } = useLanguage();
  return <Direction.Provider dir={dir}>{children}</Direction.Provider>;
}

/**
 * What root.tsx's <html lang dir> did: the document follows the chrome's language. Rendered by
 * one island only (the header); the language itself is a module shared by all islands
 * (app/i18n/i18n.ts), so every island re-renders when it changes.
 */
export function useDocumentLanguage() {
  // Only on a change of language: the boot script has already set a stored choice before paint,
  // and the first (hydration) render is always Dutch.
  useEffect(
    () =>
      subscribeToLanguage(() => {
        document.documentElement.lang = i18n.language;
        document.documentElement.dir = directionOf(i18n.language);
      }),
    [],
  );
}
