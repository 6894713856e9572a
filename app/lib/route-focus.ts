import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/**
 * After a client-side change of page, moves focus to the new page's `<h1>` (or `<main>`), so a
 * keyboard or screen-reader user starts reading at its top, and has the live region returned by
 * the ref announce its title. Not on the first page load (the browser handles that) and not for
 * `#hash` links, which scroll to their own target (useHashScroll).
 */
export function useRouteFocus() {
  const { pathname, hash } = useLocation();
  const announcer = useRef<HTMLDivElement>(null);
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    if (announcer.current) announcer.current.textContent = document.title;
    if (hash) return;
    const target = document.querySelector<HTMLElement>("main h1") ?? document.getElementById("main");
    if (!target) return;
    if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
    target.focus({ preventScroll: true });
  }, [pathname, hash]);
  return announcer;
}
