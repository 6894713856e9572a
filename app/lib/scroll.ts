import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { prefersReducedMotion } from "#/app/lib/motion.ts";
import { ANCHOR_OFFSET_PX, HASH_SCROLL_DELAY_MS } from "#/app/lib/ui-constants.ts";

/** Navigation links take the visitor to the top of the page, also when it is the current page. */
export function scrollToTop() {
  window.scrollTo({ top: 0, left: 0, behavior: "instant" });
}

/** True once the window has scrolled further than `threshold` pixels. */
export function useScrolledPast(threshold: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = () => setPast(window.scrollY > threshold);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [threshold]);
  return past;
}

/**
 * After every navigation to a `#hash` (also from another page), wait for the page
 * to lay out, then scroll the target to 80 px below the top, clear of the header.
 */
export function useHashScroll() {
  const { hash, key } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const timer = window.setTimeout(() => {
      const target = document.getElementById(decodeURIComponent(hash.slice(1)));
      if (!target) return;
      const top = target.getBoundingClientRect().top + window.scrollY - ANCHOR_OFFSET_PX;
      window.scrollTo({ top, behavior: prefersReducedMotion() ? "instant" : "smooth" });
    }, HASH_SCROLL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [hash, key]);
}
