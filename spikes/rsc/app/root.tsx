import "./app.css";
import fontUrl from "@fontsource-variable/atkinson-hyperlegible-next/files/atkinson-hyperlegible-next-latin-wght-normal.woff2?url";
import type { ReactNode } from "react";
import { Outlet, ScrollRestoration } from "react-router";
import { APPLE_TOUCH_ICON_PATH, FAVICON_PATH, ICON_32_PATH, MANIFEST_PATH } from "#/media/brand.ts";
import { brand } from "#/app/content/brand.ts";
import { SiteFooter } from "#/app/components/site-footer.tsx";
import { SiteHeader } from "#/app/components/site-header.tsx";
import { ChatBubble } from "#/app/components/chat-bubble.tsx";
import { bootScript } from "#/app/i18n/boot-script.ts";
import { allHoursExceptions } from "#/app/content/hours-exceptions.ts";
import { practiceClock, upcomingExceptions } from "#/app/lib/opening-hours.ts";
import { ANCHOR_OFFSET_PX } from "#/app/lib/ui-constants.ts";
import { Announcer, Chrome, LtrContent, SkipLink } from "./client/chrome.tsx";

// Build time only: the holidays and closures still ahead, read by the chrome's 'open now' lines
// (useRouteLoaderData("root") in client components).
export function loader() {
  return { hoursExceptions: upcomingExceptions(allHoursExceptions(), practiceClock(new Date()).date) };
}

export function ServerLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="nl" dir="ltr" style={{ scrollPaddingTop: ANCHOR_OFFSET_PX }} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={brand.themeColor} />
        <script dangerouslySetInnerHTML={{ __html: bootScript }} />
        <link rel="preload" href={fontUrl} as="font" type="font/woff2" crossOrigin="anonymous" />
        <link rel="icon" href={FAVICON_PATH} type="image/svg+xml" />
        <link rel="icon" href={ICON_32_PATH} type="image/png" sizes="32x32" />
        <link rel="apple-touch-icon" href={APPLE_TOUCH_ICON_PATH} />
        <link rel="manifest" href={MANIFEST_PATH} />
      </head>
      <body>
        {children}
        <ScrollRestoration />
      </body>
    </html>
  );
}

export function ServerComponent() {
  return (
    <Chrome>
      <SkipLink />
      <SiteHeader />
      <main id="main" lang="nl" dir="ltr" tabIndex={-1} className="pt-20 outline-none">
        <LtrContent>
          <Outlet />
        </LtrContent>
      </main>
      <SiteFooter />
      <ChatBubble />
      <Announcer />
    </Chrome>
  );
}
