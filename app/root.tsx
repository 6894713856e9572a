import fontUrl from "@fontsource-variable/atkinson-hyperlegible-next/files/atkinson-hyperlegible-next-latin-wght-normal.woff2?url";
import { Direction } from "radix-ui";
import { useEffect, useMemo, type ReactNode } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, useLocation } from "react-router";
import { APPLE_TOUCH_ICON_PATH, FAVICON_PATH, ICON_32_PATH, MANIFEST_PATH } from "#/media/brand.ts";
import type { Route } from "./+types/root";
import { brand } from "#/app/content/brand.ts";
import appCss from "#/app/app.css?url";
import { ChatBubble } from "#/app/components/chat-bubble.tsx";
import { ErrorPage } from "#/app/components/error-page.tsx";
import { markInteractiveWhenIslandsAre } from "#/app/components/island.tsx";
import { SiteFooter } from "#/app/components/site-footer.tsx";
import { SiteHeader } from "#/app/components/site-header.tsx";
import { SkipLink } from "#/app/components/skip-link.tsx";
import { bootScript } from "#/app/i18n/boot-script.ts";
import { allHoursExceptions } from "#/app/content/hours-exceptions.ts";
import { hydrationGateScript } from "#/app/lib/hydration-gate.ts";
import { practiceClock, upcomingExceptions } from "#/app/lib/opening-hours.ts";
import { useLanguage, useStoredLanguage } from "#/app/i18n/use-language.ts";
import { PageContext } from "#/app/lib/page-context.ts";
import { ANCHOR_OFFSET_PX } from "#/app/lib/ui-constants.ts";

export const links: Route.LinksFunction = () => [
  // `precedence` makes React place the stylesheet before the script preloads, so the page paints
  // as soon as HTML and CSS arrive instead of waiting behind the JavaScript.
  { rel: "stylesheet", href: appCss, precedence: "default" } as Route.LinkDescriptors[number],
  { rel: "preload", href: fontUrl, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "icon", href: FAVICON_PATH, type: "image/svg+xml" },
  { rel: "icon", href: ICON_32_PATH, type: "image/png", sizes: "32x32" },
  { rel: "apple-touch-icon", href: APPLE_TOUCH_ICON_PATH },
  { rel: "manifest", href: MANIFEST_PATH },
];

// Build time only: the holidays and closures still ahead, for every page's 'open now' lines and the
// branch pages (app/lib/page-context.ts). Past ones never reach a page.
export function loader() {
  return { hoursExceptions: upcomingExceptions(allHoursExceptions(), practiceClock(new Date()).date) };
}

export function Layout({ children }: { children: ReactNode }) {
  const { language, dir } = useLanguage();
  return (
    // The boot script may set lang/dir before hydration; React catches up after it.
    <html lang={language} dir={dir} style={{ scrollPaddingTop: ANCHOR_OFFSET_PX }} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={brand.themeColor} />
        <script dangerouslySetInnerHTML={{ __html: bootScript }} />
        <script dangerouslySetInnerHTML={{ __html: hydrationGateScript }} />
        <Meta />
        <Links />
      </head>
      <body>
        <Direction.Provider dir={dir}>{children}</Direction.Provider>
        <Scripts />
      </body>
    </html>
  );
}

export default function App({ loaderData: { hoursExceptions } }: Route.ComponentProps) {
  useStoredLanguage();
  const { pathname } = useLocation();
  const page = useMemo(() => ({ path: pathname, hoursExceptions }), [pathname, hoursExceptions]);
  useEffect(() => {
    // Lets tests and CSS (the desktop dropdowns) know the page is interactive: now, or once its islands are.
    document.documentElement.dataset.root = "hydrated";
    markInteractiveWhenIslandsAre();
  }, []);
  return (
    // Every link is a full page load: the browser takes the visitor to the top or to the #anchor
    // (scroll-padding-top), starts focus at the document and announces the new page's title.
    <PageContext value={page}>
      <SkipLink />
      <SiteHeader />
      {/* The content is Dutch and runs left to right whatever the chrome's language (decision 003). */}
      <main id="main" lang="nl" dir="ltr" tabIndex={-1} className="pt-20 outline-none">
        <Direction.Provider dir="ltr">
          <Outlet />
        </Direction.Provider>
      </main>
      <SiteFooter />
      <ChatBubble />
    </PageContext>
  );
}

/** Kept free of the header and footer: if they are what failed, this page still renders. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <main id="main" lang="nl" dir="ltr">
      <ErrorPage detail={errorDetail(error)} />
    </main>
  );
}

/** What went wrong, in the visitor's words where we can: a status, or the error's message. */
function errorDetail(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  return String(error);
}
